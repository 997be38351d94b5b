// The business's configuration, bundled at build time from business.config.ts at the repository's
// root, which the build checks (scripts/check-config.mjs) before anything reads it.
import config from '../../../business.config';
import type { BusinessConfig } from './types.js';

export { contactSubjectTexts } from './contact-subjects.js';
export type {
  BusinessConfig,
  BusinessVehicle,
  Company,
  Language,
  VehicleCategory,
  VehicleShape,
} from './types.js';
export { TEXT_LANGUAGES } from './types.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The business's company details, vehicles, languages and contact subjects. */
export const business: BusinessConfig = deepFreeze(config);
