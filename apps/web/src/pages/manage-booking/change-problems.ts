import type { ChangeInputCode } from './manage-api';

/** Why a check or a change did not go through, as the form shows it. */
export type ChangeProblem =
  | ChangeInputCode
  | 'vehicleCapacity'
  | 'luggageCapacity'
  | 'changeNeedsCall'
  | 'tooManyChanges'
  | 'nothingChanged'
  | 'rateLimited'
  | 'failed';

/**
 * The text of each problem, by the API's error code: the wizard's texts where the rule is the
 * booking's own (date and time, flight number, group size), the manage page's where the customer's
 * way out differs (a party the booked vehicle cannot take: call us).
 */
export const PROBLEM_KEYS: Record<ChangeProblem, string> = {
  dateTimeRequired: 'errors.dateTimeRequired',
  tooSoon: 'errors.dateTimeTooSoon',
  nonexistentTime: 'errors.dateTimeNonexistent',
  tooFarAhead: 'errors.dateTimeTooFar',
  outOfSeason: 'errors.outOfSeason',
  invalidFlightNumber: 'errors.invalidFlightNumber',
  groupSize: 'errors.groupSize',
  tooManySeats: 'errors.tooManySeats',
  validation: 'manage.change.problems.validation',
  vehicleCapacity: 'manage.change.problems.vehicleCapacity',
  luggageCapacity: 'manage.change.problems.luggageCapacity',
  changeNeedsCall: 'manage.change.problems.changeNeedsCall',
  tooManyChanges: 'manage.change.problems.tooManyChanges',
  nothingChanged: 'manage.change.problems.nothingChanged',
  rateLimited: 'errors.rateLimited',
  failed: 'manage.change.problems.failed',
};

/** Under which field a problem shows; the others show above the buttons. */
export const PROBLEM_FIELDS: Partial<
  Record<ChangeProblem, 'when' | 'flightNumber' | 'passengers' | 'luggage'>
> = {
  dateTimeRequired: 'when',
  tooSoon: 'when',
  nonexistentTime: 'when',
  tooFarAhead: 'when',
  outOfSeason: 'when',
  invalidFlightNumber: 'flightNumber',
  groupSize: 'passengers',
  tooManySeats: 'passengers',
  vehicleCapacity: 'passengers',
  luggageCapacity: 'luggage',
};

/** A problem that only a phone call solves: the form shows the number as a link. */
export const CALL_US: ReadonlySet<ChangeProblem> = new Set([
  'vehicleCapacity',
  'luggageCapacity',
  'changeNeedsCall',
  'tooManyChanges',
  'failed',
]);
