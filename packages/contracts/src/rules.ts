// `@spt/contracts/rules`: everything of the contract that needs no zod (limits, trip and date rules,
// the Amsterdam clock). The browser's wizard and contact form import this entry; they load the
// schemas (`@spt/contracts`, with zod) only when a visitor submits. The main entry re-exports it all.
export {
  EMAIL_LOCAL_PART_MAX,
  EMAIL_MAX,
  EMAIL_PROBLEM_MESSAGES,
  type EmailProblem,
  emailProblem,
  isEmailAddress,
} from './email.js';
export {
  ADDRESS_DETAIL_MAX,
  CONTACT_SUBJECT_IDS,
  CONTACT_SUBJECTS,
  type ContactMessageParts,
  type ContactSubjectId,
  contactMessageParts,
  contactMessageText,
  FLIGHT_NUMBER,
  flightOf,
  isFlightNumberField,
  LUGGAGE,
  NAME_SIGN_MAX,
  NOTES_MAX,
  PASSENGERS,
  PHONE_CHARACTERS,
  placeWithDetail,
} from './limits.js';
export {
  type AmsterdamTime,
  amsterdamLocalToInstant,
  amsterdamWallClock,
  MAX_LEAD_MONTHS,
  MIN_LEAD_MINUTES,
  PICKUP_TIME_ZONE,
  type PickupDateTimeCode,
  type PickupDateTimeResult,
  pickupDateTimeCheck,
  resolveAmsterdamTime,
  type WallClock,
  wallClock,
} from './pickup-date-time.js';
export { isTripLongEnough, MIN_TRIP_KM, UNAVAILABLE_CODES } from './trip-rules.js';
