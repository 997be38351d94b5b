import {
  type CustomerChangeRequest,
  type CustomerChangeResponse,
  CustomerChangeResponseSchema,
  ManageCancelResponseSchema,
  type ManageLookupResponse,
  ManageLookupResponseSchema,
  ManagePayResponseSchema,
  ManageTokenSchema,
} from '@spt/contracts';
import { attachmentFilename } from '../../lib/attachment-filename';
import { postJson, readErrorAnswer } from '../../lib/post-json';

export const LOOKUP_URL = '/api/manage/lookup';
export const CANCEL_URL = '/api/manage/cancel';
export const CALENDAR_URL = '/api/manage/calendar';
export const CHANGE_URL = '/api/manage/change';
export const PAY_URL = '/api/manage/pay';
export const INVOICE_URL = '/api/manage/invoice';

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
 * A payment page's address the browser may go to: an http(s) URL, by the rule of the pay answer's
 * schema (the lookup's `checkoutUrl` is a plain string in its contract).
 */
export function isCheckoutUrl(url: string | undefined): url is string {
  return url !== undefined && ManagePayResponseSchema.shape.checkoutUrl.safeParse(url).success;
}

/**
 * What asking for a payment page comes to: its address; nothing (left) to pay (already paid, or the
 * booking is no longer requested or confirmed); payments unavailable (the provider is down or not
 * set up); a link that is no longer valid; too many tries; or a failure worth a retry.
 */
export type PayResult =
  | { kind: 'checkout'; checkoutUrl: string }
  | { kind: 'nothingToPay' }
  | { kind: 'unavailable' }
  | { kind: 'notValid' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

/** POST /api/manage/pay: a payment page for the booking, its answer parsed with the shared schema. Never throws. */
export async function startPayment(token: string): Promise<PayResult> {
  const result = await postJson<unknown>(PAY_URL, { token });
  if (result.ok) {
    const parsed = ManagePayResponseSchema.safeParse(result.body);
    if (parsed.success) return { kind: 'checkout', checkoutUrl: parsed.data.checkoutUrl };
    console.warn('the pay answer does not match its schema', parsed.error.issues);
    return { kind: 'failed' };
  }
  switch (result.status) {
    case 404:
    case 400:
      return { kind: 'notValid' };
    case 409:
      return { kind: 'nothingToPay' };
    case 429:
      return { kind: 'rateLimited' };
    case 503:
      return { kind: 'unavailable' };
    default:
      return { kind: 'failed' };
  }
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

/**
 * What asking for an invoice's PDF comes to: the file with the name the server gave it; a link that
 * is no longer valid; no such document (any more) for this booking; too many tries; or a failure
 * worth a retry (network, 5xx, an answer that is not a PDF).
 */
export type InvoiceFileResult =
  | { kind: 'file'; file: Blob; filename: string }
  | { kind: 'notValid' }
  | { kind: 'notFound' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

/** The first bytes of every PDF file. */
const PDF_MAGIC = '%PDF-';

/**
 * POST /api/manage/invoice: the booking's invoice or credit note `number` as a PDF, saved under the
 * name of the answer's Content-Disposition header (`invoice-2026-000123.pdf`, `factuur-…` in the
 * booking's language), or `<number>.pdf` when the header gives none the page may use. Never throws.
 */
export async function fetchInvoice(token: string, number: string): Promise<InvoiceFileResult> {
  let response: Response;
  try {
    response = await fetch(INVOICE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify({ token, number }),
    });
  } catch (error) {
    console.warn(`POST ${INVOICE_URL} failed`, error);
    return { kind: 'failed' };
  }
  if (!response.ok) {
    if (response.status === 429) return { kind: 'rateLimited' };
    if (response.status !== 404 && response.status !== 400) return { kind: 'failed' };
    // A 404 is `linkNotValid` for the token, or `notFound` for the number; a 400 is the token's shape.
    const answer = readErrorAnswer(await response.json().catch(() => null));
    return answer?.code === 'notFound' ? { kind: 'notFound' } : { kind: 'notValid' };
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('application/pdf')) return { kind: 'failed' };
  try {
    const bytes = await response.arrayBuffer();
    const head = String.fromCharCode(
      ...new Uint8Array(bytes, 0, Math.min(bytes.byteLength, PDF_MAGIC.length)),
    );
    if (head !== PDF_MAGIC) return { kind: 'failed' };
    const filename = attachmentFilename(response.headers.get('content-disposition')) ?? `${number}.pdf`;
    return { kind: 'file', file: new Blob([bytes], { type: 'application/pdf' }), filename };
  } catch (error) {
    console.warn(`POST ${INVOICE_URL}: the answer could not be read`, error);
    return { kind: 'failed' };
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
