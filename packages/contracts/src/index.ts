export {
  type BookingRequest,
  type BookingRequestInput,
  BookingRequestSchema,
  type LatLon,
  LatLonSchema,
  type Locale,
  LocaleSchema,
  LUGGAGE,
  PASSENGERS,
  PHONE_CHARACTERS,
  SelectedVehicleSchema,
  type SubmittedPricing,
  SubmittedPricingSchema,
} from './booking-request.js';
export {
  CONTACT_SUBJECTS,
  type ContactRequest,
  type ContactRequestInput,
  ContactRequestSchema,
  contactMessageText,
} from './contact-request.js';
export { ERROR_MESSAGES, type ErrorCode } from './error-codes.js';
export {
  type AmsterdamTime,
  amsterdamLocalToInstant,
  MAX_LEAD_MONTHS,
  MIN_LEAD_MINUTES,
  PICKUP_TIME_ZONE,
  type PickupDateTimeCode,
  type PickupDateTimeResult,
  pickupDateTimeCheck,
  resolveAmsterdamTime,
} from './pickup-date-time.js';
export {
  type ApiError,
  ApiErrorSchema,
  type ApiIssue,
  ApiIssueSchema,
  type BookingResponse,
  BookingResponseSchema,
  type ContactResponse,
  ContactResponseSchema,
  type EuroPrice,
  EuroPriceSchema,
  type QuoteResponse,
  QuoteResponseSchema,
} from './responses.js';
export {
  multiLineText,
  normalizeText,
  singleLineText,
  TEXT_PROBLEM_MESSAGES,
  type TextProblem,
  textProblem,
} from './text.js';
export { isTripLongEnough, MIN_TRIP_KM, vehicleProblem } from './trip-rules.js';
