import {
  ManageCancelResponseSchema,
  type ManageLookupResponse,
  ManageLookupResponseSchema,
  ManageTokenSchema,
} from '@spt/contracts';
import { postJson } from '../../lib/post-json';

export const LOOKUP_URL = '/api/manage/lookup';
export const CANCEL_URL = '/api/manage/cancel';
export const CALENDAR_URL = '/api/manage/calendar';

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
