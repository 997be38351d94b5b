import { loadOnce } from '../../lib/load-once';

/** Steps 3 and 4 of the wizard, with the phone metadata (see ./later-steps). */
export const laterSteps = loadOnce(() => import('./later-steps'));
