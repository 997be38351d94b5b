// The business's configuration, bundled at build time from business.config.ts at the repository's
// root, which the build checks (scripts/check-config.mjs) before anything reads it.
import config, {
  dispatch as dispatchConfig,
  meetAndGreet as meetAndGreetConfig,
  payments as paymentsConfig,
} from '../../../business.config';
import type { BusinessConfig, Dispatch, MeetAndGreet, Payments } from './types.js';

export { contactSubjectTexts } from './contact-subjects.js';
export type {
  BusinessConfig,
  BusinessVehicle,
  Company,
  Dispatch,
  Language,
  MeetAndGreet,
  Payments,
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

/** The business's company details, vehicles, products, languages and contact subjects. */
export const business: BusinessConfig = deepFreeze(config);

/**
 * The arrivals promise: the meeting point by language and the free waiting times. Only the server
 * reads it (mails, the manage page's answer); a page that does not import it does not carry it.
 */
export const meetAndGreet: MeetAndGreet = /* @__PURE__ */ deepFreeze(meetAndGreetConfig);

/**
 * The fleet's units and the turnaround between rides. Only the server reads it (assignment, the board,
 * the driver's page).
 */
export const dispatch: Dispatch = /* @__PURE__ */ deepFreeze(dispatchConfig);

/**
 * When each product is paid online, the VAT rate and number. Only the server reads it (payments,
 * invoices); the pages say "incl. VAT" from their own texts.
 */
export const payments: Payments = /* @__PURE__ */ deepFreeze(paymentsConfig);
