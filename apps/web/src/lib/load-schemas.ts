import { loadOnce } from './load-once';

/** The zod schemas of the booking and contact requests, fetched on demand (see ./schemas). */
export const schemas = loadOnce(() => import('./schemas'));
