import {
  type CustomerChangeRequest,
  type CustomerChangeResponse,
  CustomerChangeResponseSchema,
  ManageCancelResponseSchema,
  type ManageLookupResponse,
  ManageLookupResponseSchema,
  ManageTokenSchema,
} from '@spt/contracts';
import { postJson } from '../../lib/post-json';

export const LOOKUP_URL = '/api/manage/lookup';
export const CANCEL_URL = '/api/manage/cancel';
export const CALENDAR_URL = '/api/manage/calendar';
export const CHANGE_URL = '/api/manage/change';

/**
 * What a lookup comes to. `notValid` is one answer for a missing, malformed, wrong, expired or
 * tampered token alike; `unavailable` is a failure that is not the link's (network, 429, 5xx, an
 * answer that does not parse), worth a retry.
 */
export type LookupResult =
  | { kind: 'booking'; booking: ManageLookupResponse }
  | { kind: 'notValid' }
  | { kind: 'unavailable' };

/** Whether a token has the shape of a manage token (a malformed one is not even sent). */
export function isWellFormedToken(token: string | null): token is string {
  return token !== null && ManageTokenSchema.safeParse(token).success;
}

/** POST /api/manage/lookup, its answer parsed with the shared schema. Never throws. */
export async function lookupBooking(token: string | null, signal?: AbortSignal): Promise<LookupResult> {
  if (!isWellFormedToken(token)) return { kind: 'notValid' };
  const result = await postJson<unknown>(LOOKUP_URL, { token }, { signal });
  if (result.ok) {
    const parsed = ManageLookupResponseSchema.safeParse(result.body);
    if (parsed.success) return { kind: 'booking', booking: parsed.data };
    console.warn('the booking lookup answer does not match its schema', parsed.error.issues);
    return { kind: 'unavailable' };
  }
  // The API answers 404 for every invalid token; a 400 would say the same thing.
  if (result.status === 404 || result.status === 400) return { kind: 'notValid' };
  return { kind: 'unavailable' };
}

/** What a cancellation comes to: done, too late (call us), no longer possible, not valid, or failed. */
export type CancelResult = 'cancelled' | 'tooLate' | 'notAllowed' | 'notValid' | 'failed';

/** POST /api/manage/cancel. Never throws. */
export async function cancelBooking(token: string): Promise<CancelResult> {
  const result = await postJson<unknown>(CANCEL_URL, { token });
  if (result.ok) return ManageCancelResponseSchema.safeParse(result.body).success ? 'cancelled' : 'failed';
  if (result.status === 409) return result.error?.code === 'tooLateToCancel' ? 'tooLate' : 'notAllowed';
  if (result.status === 404 || result.status === 400) return 'notValid';
  return 'failed';
}

/** What a customer may change: the request's fields without the token and the preview flag. */
export type CustomerChanges = Omit<CustomerChangeRequest, 'token' | 'preview'>;

/** The codes of a change the API refuses as invalid input (400), each with its own text. */
export const CHANGE_INPUT_CODES = [
  'dateTimeRequired',
  'tooSoon',
  'nonexistentTime',
  'tooFarAhead',
  'outOfSeason',
  'invalidFlightNumber',
  'groupSize',
  'tooManySeats',
  'validation',
] as const;
export type ChangeInputCode = (typeof CHANGE_INPUT_CODES)[number];

/**
 * What a change (or its preview) comes to: the answer; input the API refuses (with its code); too
 * late (under 2 hours before pickup); closed (the booking's status no longer allows it, e.g. an
 * operator changed it meanwhile); a party the booked vehicle cannot take (call us); a link that is no
 * longer valid; too many tries; or a failure worth a retry.
 */
export type ChangeResult =
  | { kind: 'done'; answer: CustomerChangeResponse }
  | {
      kind: 'invalid';
      code: ChangeInputCode;
      /** With `validation`: the request's fields the API turned down (dotted paths), when it names any. */
      fields?: string[];
    }
  | { kind: 'tooLate' }
  | { kind: 'closed' }
  | { kind: 'callUs'; code: 'vehicleCapacity' | 'luggageCapacity' | 'changeNeedsCall' | 'tooManyChanges' }
  | { kind: 'notValid' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

const isInputCode = (code: string | undefined): code is ChangeInputCode =>
  (CHANGE_INPUT_CODES as readonly (string | undefined)[]).includes(code);

/**
 * POST /api/manage/change: with `preview` the new price and whether the business must confirm the
 * booking again, changing nothing; without it, the change itself. Its answer is parsed with the
 * shared schema. Never throws.
 */
export async function changeBooking(
  token: string,
  changes: CustomerChanges,
  preview: boolean,
): Promise<ChangeResult> {
  const result = await postJson<unknown>(CHANGE_URL, { token, preview, ...changes });
  if (result.ok) {
    const parsed = CustomerChangeResponseSchema.safeParse(result.body);
    if (parsed.success) return { kind: 'done', answer: parsed.data };
    console.warn('the change answer does not match its schema', parsed.error.issues);
    return { kind: 'failed' };
  }
  const code = result.error?.code;
  switch (result.status) {
    case 400: {
      const fields = result.error?.fields;
      return {
        kind: 'invalid',
        code: isInputCode(code) ? code : 'validation',
        ...(fields ? { fields } : {}),
      };
    }
    case 404:
      return { kind: 'notValid' };
    case 409:
      if (code === 'tooLateToChange') return { kind: 'tooLate' };
      // A price agreed with the business is not re-quoted online: the customer calls.
      if (code === 'changeNeedsCall') return { kind: 'callUs', code };
      return { kind: 'closed' };
    case 422:
      if (code === 'vehicleCapacity' || code === 'luggageCapacity') return { kind: 'callUs', code };
      return { kind: 'invalid', code: isInputCode(code) ? code : 'validation' };
    case 429:
      // Changed too often online (each change mails the business and the driver): a call does it.
      if (code === 'tooManyChanges') return { kind: 'callUs', code };
      return { kind: 'rateLimited' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * POST /api/manage/calendar: the booking as an iCalendar file, or null when the answer is not one.
 * Never throws.
 */
export async function fetchCalendar(token: string): Promise<Blob | null> {
  try {
    const response = await fetch(CALENDAR_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/calendar' },
      body: JSON.stringify({ token }),
    });
    if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/calendar'))
      return null;
    const text = await response.text();
    if (!/^BEGIN:VCALENDAR\r?\n/.test(text) || !/END:VCALENDAR\s*$/.test(text)) return null;
    return new Blob([text], { type: 'text/calendar;charset=utf-8' });
  } catch (error) {
    console.warn(`POST ${CALENDAR_URL} failed`, error);
    return null;
  }
}

/** Hands a file to the browser's downloads under `filename`. */
export function downloadFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
