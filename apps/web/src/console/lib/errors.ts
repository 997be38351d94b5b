import type { TFunction } from 'i18next';
import { ConsoleApiError } from './api';

const KNOWN_CODES = new Set([
  'unauthorized',
  'invalidCredentials',
  'wrongCurrentPassword',
  'mfaRequired',
  'mfaEnrolmentRequired',
  'invalidCode',
  'accountLocked',
  'csrf',
  'transitionNotAllowed',
  'weakPassword',
  'invalidToken',
  'operatorExists',
  'forbidden',
  'lastOwner',
  'notFound',
  'validation',
  'invalidPhone',
  'rateLimited',
  'network',
  'unexpectedAnswer',
  'internal',
  'notYetPickedUp',
  'bookingClosed',
  'conflict',
  'vehicleCapacity',
  'luggageCapacity',
  'notForHire',
  'unknownVehicle',
  'tooSoon',
  'nonexistentTime',
  'outOfSeason',
  'groupSize',
  'tooManySeats',
  'invalidFlightNumber',
  'companyCodeTaken',
  'nothingToInvoice',
]);

/** The translated text for a failed call, chosen by its code (never the server's own text). */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ConsoleApiError && KNOWN_CODES.has(error.code)) return t(`errors.${error.code}`);
  if (error instanceof ConsoleApiError && error.status === 429) return t('errors.rateLimited');
  if (error instanceof ConsoleApiError && error.status >= 400 && error.status < 500) {
    return t('errors.validation');
  }
  return t('errors.internal');
}
