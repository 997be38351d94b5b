/**
 * Stable error codes shared by the browser and the server. The web app picks a translated text by
 * code; the English texts below are the SPEC's wording and what the API puts in `error`.
 *
 * @example
 * ERROR_MESSAGES.tooSoon; // 'Please select a date and time at least 30 minutes from now'
 */
export const ERROR_MESSAGES = {
  dateTimeRequired: 'Please select both date and time',
  tooSoon: 'Please select a date and time at least 30 minutes from now',
  nonexistentTime:
    'This time does not exist in the Netherlands: the clocks go forward that night. Please choose another time',
  tooFarAhead: 'Bookings can be made up to 18 months ahead',
  invalidPhone: 'Please enter a valid phone number',
  validation: 'The request is invalid',
  outsideServiceArea: 'Pickup and destination must be in the Netherlands or Belgium',
  vehicleCapacity: 'The selected vehicle cannot carry this many passengers',
  luggageCapacity: 'The selected vehicle cannot carry this much luggage',
  tooClose: 'Pickup and destination must be at least 1 km apart',
  unknownVehicle: 'The selected vehicle does not exist',
  notForHire: 'The selected vehicle is not available by the hour',
  outOfSeason: 'This tour does not run on the chosen date',
  invalidFlightNumber: 'Please enter a flight number such as KL1234, or None',
  returnBeforeOutbound: 'The return ride must be after the outbound ride',
  tooManySeats: 'There cannot be more child and booster seats than passengers',
  groupSize: 'The number of people is outside the group size of this tour',
  fareMismatch: 'The price has changed; please review the new price',
  idempotencyConflict: 'This Idempotency-Key was already used with a different request',
  invalidIdempotencyKey: 'The Idempotency-Key header is invalid',
  rateLimited: 'Too many requests, please try again in a minute',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Content-Type must be application/json',
  invalidJson: 'The request body is not valid JSON',
  notFound: 'Not found',
  unauthorized: 'Please sign in',
  invalidCredentials: 'The email address or password is not correct',
  wrongCurrentPassword: 'Your current password is not right',
  mfaRequired: 'Enter the code from your authenticator app, or a recovery code',
  mfaEnrolmentRequired: 'Set up a second factor for your account first',
  invalidCode: 'This code is not right; check the time on your phone and try the next code',
  accountLocked: 'Too many failed sign-ins from here; please wait a few minutes and try again',
  csrf: 'The request was refused: reload the page and try again',
  transitionNotAllowed: 'This change is not possible in the booking’s current status',
  notYetPickedUp: 'A ride can only be completed or marked as a no-show once its pickup time has passed',
  bookingClosed: 'This booking is closed and can no longer be changed',
  conflict: 'The driver or the vehicle already has a ride at that time',
  tooLateToChange: 'Online changes close 2 hours before pickup; please call us',
  changeNeedsCall: 'This booking has an agreed price; please call us to change it',
  tooManyChanges: 'This booking has been changed too often online today; please call us',
  weakPassword: 'Choose a password of at least 12 characters that is not a common one',
  invalidToken: 'This link is not valid or has expired',
  linkNotValid: 'This link is not valid',
  linkExpired: 'This link has expired; ask the office for a new one',
  tooLateToCancel: 'Online cancellation closes 2 hours before pickup; please call us',
  operatorExists: 'An operator with this email address already exists',
  forbidden: 'Only an owner of the console can do this',
  lastOwner: 'The last active owner cannot be disabled or made a dispatcher',
  internal: 'Something went wrong on our side, please try again',
  unavailable: 'We cannot take this right now; please try again in a moment',
  bookingFailed: 'Failed to submit booking',
  contactFailed: 'Failed to send message',
} as const;

/** One of the stable error codes, e.g. `'tooSoon'`. */
export type ErrorCode = keyof typeof ERROR_MESSAGES;
