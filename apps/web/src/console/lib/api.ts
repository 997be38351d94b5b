import {
  type AssignmentRequest,
  AssignmentResponseSchema,
  BoardResponseSchema,
  type BookingChangeRequest,
  BookingChangeRequestSchema,
  BookingDetailResponseSchema,
  BookingDetailSchema,
  type BookingListQuery,
  BookingListResponseSchema,
  type BookingStatus,
  BookingStatusSchema,
  type CompanyInput,
  CompanyInputSchema,
  CompanyInvoiceRequestSchema,
  CompanySchema,
  ContactMessageListResponseSchema,
  type DriverCreate,
  DriverCreateSchema,
  DriverLinkResponseSchema,
  DriverListResponseSchema,
  type DriverUpdate,
  DriverUpdateSchema,
  DriverViewSchema,
  InvoiceSummarySchema,
  MailDeliverySchema,
  MailStatusResponseSchema,
  type OperatorInvitation,
  type OperatorListItem,
  OperatorListResponseSchema,
  type OperatorRole,
  OperatorSchema,
  type SessionResponse,
  SessionResponseSchema,
  type StatusChangeRequest,
  StatusChangeRequestSchema,
  StatusChangeResponseSchema,
  UnitListResponseSchema,
} from '@spt/contracts';
import type { Language } from '@spt/i18n-content/console';
import { z } from 'zod';
import { operatorIsIdle } from './idle';

/** One field problem of a refused request: its dotted path and, when the server gives one, its code. */
export interface FieldIssue {
  path: string;
  code?: string | undefined;
}

/**
 * A failed console API call: the HTTP status (0 when the server could not be reached) and the stable
 * error code of the answer (`unexpectedAnswer` when a 2xx body does not match its contract). The
 * console shows a translated text chosen by `code`, never the server's own text.
 */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** For a 409 on a status change: the booking's status the server reported. */
    readonly currentStatus?: BookingStatus,
    /** For a 409 `conflict` on an assignment: the references of the overlapping rides. */
    readonly conflicts: readonly string[] = [],
    /** For a refusal of fields (a 400 `validation`, a 409 on one field): the fields it names. */
    readonly fieldIssues: readonly FieldIssue[] = [],
  ) {
    super(`console API ${status} ${code}`);
    this.name = 'ConsoleApiError';
  }
}

const ErrorAnswerSchema = z
  .object({
    code: z.string().max(100).optional(),
    status: z.string().optional(),
    conflicts: z.array(z.string().max(40)).max(100).optional(),
    // Malformed issues are dropped, not the whole answer: its code still says what went wrong.
    issues: z
      .array(z.object({ path: z.string().max(200), code: z.string().max(100).optional() }))
      .max(100)
      .optional()
      .catch(undefined),
  })
  .loose();

function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'internal';
  return 'validation';
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The session's CSRF token, for every state-changing request of a signed-in operator. */
  csrfToken?: string | undefined;
}

/**
 * A request to the console's API: JSON in and out, the session cookie, the CSRF token when given, and
 * the idle mark while nobody has used the page for a minute (a refresh on its own then keeps the
 * session from ending). Throws ConsoleApiError for anything but a 2xx answer.
 */
export async function call(
  path: string,
  { method = 'GET', body, csrfToken }: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  if (operatorIsIdle()) headers['x-console-idle'] = '1';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConsoleApiError(0, 'network');
  }
  if (response.ok) return response;
  const parsed = ErrorAnswerSchema.safeParse(await response.json().catch(() => null));
  const code = parsed.success && parsed.data.code ? parsed.data.code : codeForStatus(response.status);
  const reported = parsed.success ? BookingStatusSchema.safeParse(parsed.data.status) : null;
  throw new ConsoleApiError(
    response.status,
    code,
    reported?.success ? reported.data : undefined,
    parsed.success ? (parsed.data.conflicts ?? []) : [],
    parsed.success ? (parsed.data.issues ?? []).map((issue) => ({ path: issue.path, code: issue.code })) : [],
  );
}

/** Reads a 2xx answer and parses it with its contract: an answer of another shape is an error. */
export async function parsed<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await response.json().catch(() => undefined));
  if (!result.success) throw new ConsoleApiError(response.status, 'unexpectedAnswer');
  return result.data;
}

const SignedInSchema = z.object({ operator: OperatorSchema });

export type { OperatorInvitation, OperatorListItem, OperatorRole };

/** The signed-in operator and the CSRF token, or null when nobody is signed in. */
export async function fetchSession(): Promise<SessionResponse | null> {
  try {
    return await parsed(await call('/api/console/session'), SessionResponseSchema);
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Signs in; with a second factor enrolled, `code` is the app's code or a recovery code. Without one
 * the server answers 401 `mfaRequired`; with a wrong one the same, which this reports as `invalidCode`.
 */
export async function signIn(email: string, password: string, code?: string) {
  try {
    return parsed(
      await call('/api/console/session', {
        method: 'POST',
        body: { email, password, ...(code ? { code } : {}) },
      }),
      SignedInSchema,
    );
  } catch (error) {
    if (code && error instanceof ConsoleApiError && error.code === 'mfaRequired') {
      throw new ConsoleApiError(error.status, 'invalidCode');
    }
    throw error;
  }
}

export async function signOut(csrfToken: string | undefined): Promise<void> {
  await call('/api/console/session', { method: 'DELETE', csrfToken });
}

export async function setupFirstOperator(token: string, email: string, password: string) {
  return parsed(
    await call('/api/console/setup', { method: 'POST', body: { token, email, password } }),
    SignedInSchema,
  );
}

export async function acceptInvite(token: string, password: string) {
  return parsed(
    await call('/api/console/invite/accept', { method: 'POST', body: { token, password } }),
    SignedInSchema,
  );
}

export async function requestPasswordReset(email: string): Promise<void> {
  await call('/api/console/password-reset', { method: 'POST', body: { email } });
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await call('/api/console/password-reset/confirm', { method: 'POST', body: { token, password } });
}

/** The filters of the bookings list (the `BookingListQuery` without paging). */
export type BookingFilters = Pick<
  BookingListQuery,
  'status' | 'from' | 'to' | 'q' | 'spam' | 'driver' | 'unit'
>;

/**
 * The URL of one page of the bookings list: only the filters that are set, in a stable order.
 *
 * @example
 * bookingListUrl({ status: 'requested', q: 'jan' }) // '/api/console/bookings?status=requested&q=jan'
 */
export function bookingListUrl(
  filters: BookingFilters,
  page: { cursor?: string; limit?: number } = {},
): string {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['status', filters.status],
    ['from', filters.from],
    ['to', filters.to],
    ['q', filters.q?.trim()],
    ['spam', filters.spam === 'true' ? 'true' : undefined],
    ['driver', filters.driver],
    ['unit', filters.unit],
    ['cursor', page.cursor],
    ['limit', page.limit],
  ];
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `/api/console/bookings?${query}` : '/api/console/bookings';
}

export async function fetchBookings(filters: BookingFilters, page: { cursor?: string; limit?: number } = {}) {
  return parsed(await call(bookingListUrl(filters, page)), BookingListResponseSchema);
}

export async function fetchBooking(reference: string) {
  return parsed(
    await call(`/api/console/bookings/${encodeURIComponent(reference)}`),
    BookingDetailResponseSchema,
  );
}

export async function changeBookingStatus(
  reference: string,
  change: StatusChangeRequest,
  csrfToken: string | undefined,
) {
  const body = StatusChangeRequestSchema.parse(change);
  return parsed(
    await call(`/api/console/bookings/${encodeURIComponent(reference)}/status`, {
      method: 'POST',
      body,
      csrfToken,
    }),
    StatusChangeResponseSchema,
  );
}

/**
 * The CSV export's address for a pickup date range (both inclusive), as a file in the console's
 * language: its headings and its status, product and tour names.
 *
 * @example
 * bookingsCsvUrl('2026-01-01', '2026-01-31', 'nl') // '/api/console/bookings.csv?from=2026-01-01&to=2026-01-31&lang=nl'
 */
export function bookingsCsvUrl(from: string, to: string, lang: Language): string {
  return `/api/console/bookings.csv?${new URLSearchParams({ from, to, lang })}`;
}

export async function fetchMessages() {
  return parsed(await call('/api/console/messages'), ContactMessageListResponseSchema);
}

export async function markMessageHandled(id: number, csrfToken: string | undefined): Promise<void> {
  await call(`/api/console/messages/${id}/handled`, { method: 'POST', csrfToken });
}

/** The operators with their roles, and the pending invitations. */
export async function fetchOperators() {
  return parsed(await call('/api/console/operators'), OperatorListResponseSchema);
}

/** Invites an operator with a role (owners only). */
export async function inviteOperator(
  email: string,
  role: OperatorRole,
  csrfToken: string | undefined,
): Promise<void> {
  await call('/api/console/operators/invite', { method: 'POST', body: { email, role }, csrfToken });
}

/** Revokes the pending invitation of an address: its link stops working (owners only). */
export async function revokeInvitation(email: string, csrfToken: string | undefined): Promise<void> {
  await call(`/api/console/operators/invitations/${encodeURIComponent(email)}`, {
    method: 'DELETE',
    csrfToken,
  });
}

/** Gives an operator another role (owners only; the last active owner stays an owner: 409 lastOwner). */
export async function changeOperatorRole(
  id: number,
  role: OperatorRole,
  csrfToken: string | undefined,
): Promise<void> {
  await call(`/api/console/operators/${id}/role`, { method: 'POST', body: { role }, csrfToken });
}

export async function disableOperator(id: number, csrfToken: string | undefined): Promise<void> {
  await call(`/api/console/operators/${id}/disable`, { method: 'POST', csrfToken });
}

/** Enables a disabled operator again (owners only). */
export async function enableOperator(id: number, csrfToken: string | undefined): Promise<void> {
  await call(`/api/console/operators/${id}/enable`, { method: 'POST', csrfToken });
}

/** Clears another operator's two-step sign-in (owners only); their sessions end. */
export async function resetOperatorMfa(id: number, csrfToken: string | undefined): Promise<void> {
  await call(`/api/console/operators/${id}/mfa/reset`, { method: 'POST', csrfToken });
}

const bookingPath = (reference: string) => `/api/console/bookings/${encodeURIComponent(reference)}`;
const BookingAnswerSchema = z.object({ booking: BookingDetailSchema });
const DriverAnswerSchema = z.object({ driver: DriverViewSchema });

/**
 * Changes a booking (PATCH): only the fields given; answers the booking as the server now has it,
 * with its new price (quoted again, or the operator's price).
 */
export async function updateBooking(
  reference: string,
  change: BookingChangeRequest,
  csrfToken: string | undefined,
) {
  const body = BookingChangeRequestSchema.parse(change);
  return parsed(
    await call(bookingPath(reference), { method: 'PATCH', body, csrfToken }),
    BookingAnswerSchema,
  );
}

/** Adds an internal note to the booking's timeline (never shown to the customer). */
export async function addBookingNote(reference: string, text: string, csrfToken: string | undefined) {
  await call(`${bookingPath(reference)}/notes`, { method: 'POST', body: { text }, csrfToken });
}

/** Sends the customer's latest mail about the booking again. */
export async function resendBookingMail(reference: string, csrfToken: string | undefined) {
  await call(`${bookingPath(reference)}/resend`, { method: 'POST', csrfToken });
}

/**
 * Mails the customer a link to pay the booking online. A 409 `nothingToPay` when it is paid already,
 * cannot be paid online (yet: a transfer is confirmed first), has no address, or online payment is off.
 */
export async function sendPaymentLink(reference: string, csrfToken: string | undefined): Promise<void> {
  await call(`${bookingPath(reference)}/payment-link`, { method: 'POST', csrfToken });
}

/** The refund's answer: the euros on their way back to the customer. */
const RefundAnswerSchema = z.object({ refunded: z.number().positive() });

/**
 * Refunds the ride's price, or what is left of its payment when that is less, through the payment
 * provider (owners only: 403 `forbidden`); a 409 `notRefundable` when nothing paid is left.
 */
export async function refundBooking(reference: string, csrfToken: string | undefined) {
  return parsed(
    await call(`${bookingPath(reference)}/refund`, { method: 'POST', csrfToken }),
    RefundAnswerSchema,
  );
}

/**
 * The address of an invoice's or credit note's PDF: a plain link, since the session cookie goes along.
 *
 * @example
 * invoicePdfUrl('2026-000123') // '/api/console/invoices/2026-000123.pdf'
 */
export function invoicePdfUrl(number: string): string {
  return `/api/console/invoices/${encodeURIComponent(number)}.pdf`;
}

/**
 * Assigns a driver and a car (null clears either). A 409 `conflict` carries the overlapping rides in
 * the error's `conflicts`; `force: true` assigns anyway.
 */
export async function assignBooking(
  reference: string,
  assignment: AssignmentRequest,
  csrfToken: string | undefined,
) {
  return parsed(
    await call(`${bookingPath(reference)}/assignment`, { method: 'POST', body: assignment, csrfToken }),
    AssignmentResponseSchema,
  );
}

/** The fleet's cars. */
export async function fetchUnits() {
  return parsed(await call('/api/console/units'), UnitListResponseSchema);
}

/** The drivers, active and not. */
export async function fetchDrivers() {
  return parsed(await call('/api/console/drivers'), DriverListResponseSchema);
}

export async function createDriver(driver: DriverCreate, csrfToken: string | undefined) {
  const body = DriverCreateSchema.parse(driver);
  return parsed(await call('/api/console/drivers', { method: 'POST', body, csrfToken }), DriverAnswerSchema);
}

export async function updateDriver(id: number, update: DriverUpdate, csrfToken: string | undefined) {
  const body = DriverUpdateSchema.parse(update);
  return parsed(
    await call(`/api/console/drivers/${id}`, { method: 'PATCH', body, csrfToken }),
    DriverAnswerSchema,
  );
}

/** A new private link for the driver (the old one stops working); its URL is answered only this once. */
export async function newDriverLink(id: number, csrfToken: string | undefined) {
  return parsed(
    await call(`/api/console/drivers/${id}/link`, { method: 'POST', csrfToken }),
    DriverLinkResponseSchema,
  );
}

/** The day board of an Amsterdam day (`YYYY-MM-DD`): cars, drivers and the day's planned rides. */
export async function fetchBoard(date: string) {
  return parsed(await call(`/api/console/board?${new URLSearchParams({ date })}`), BoardResponseSchema);
}

/** How the mail goes out: the failed mails (newest first, at most 50), their count, and the waiting ones. */
export async function fetchMailStatus() {
  return parsed(await call('/api/console/mail'), MailStatusResponseSchema);
}

/**
 * Sends a failed mail again: answers it as it now is (pending). A 404 `notFound` means it is no
 * longer failed (someone else sent it again first).
 */
export async function retryMail(id: number, csrfToken: string | undefined) {
  return parsed(
    await call(`/api/console/mail/${id}/retry`, { method: 'POST', csrfToken }),
    MailDeliverySchema,
  );
}

const CompanyListSchema = z.object({ companies: z.array(CompanySchema) });
const CompanyInvoicesSchema = z.object({ invoices: z.array(InvoiceSummarySchema) });

/** The business accounts, by name, each with its rides not yet invoiced. */
export async function fetchCompanies() {
  return parsed(await call('/api/console/companies'), CompanyListSchema);
}

/**
 * Adds a business account (owners only: 403 `forbidden`). A 400 `validation` names its fields; a 409
 * `companyCodeTaken` means another account has the booking code.
 */
export async function createCompany(company: CompanyInput, csrfToken: string | undefined) {
  const body = CompanyInputSchema.parse(company);
  return parsed(await call('/api/console/companies', { method: 'POST', body, csrfToken }), CompanySchema);
}

/** Changes a business account, all its fields at once (owners only; the same refusals as adding one). */
export async function updateCompany(id: number, company: CompanyInput, csrfToken: string | undefined) {
  const body = CompanyInputSchema.parse(company);
  return parsed(
    await call(`/api/console/companies/${id}`, { method: 'PUT', body, csrfToken }),
    CompanySchema,
  );
}

/** A business account's monthly invoices, newest first. */
export async function fetchCompanyInvoices(id: number) {
  return parsed(await call(`/api/console/companies/${id}/invoices`), CompanyInvoicesSchema);
}

/**
 * Makes a business account's invoice of a month (`YYYY-MM`): its completed rides of that month not yet
 * invoiced, mailed as a PDF to its invoice address. A 409 `nothingToInvoice` when there are none.
 */
export async function makeCompanyInvoice(id: number, month: string, csrfToken: string | undefined) {
  const body = CompanyInvoiceRequestSchema.parse({ month });
  return parsed(
    await call(`/api/console/companies/${id}/invoices`, { method: 'POST', body, csrfToken }),
    InvoiceSummarySchema,
  );
}

/**
 * Puts a booking on a business account, or takes it off (`null`: the customer pays). A 409
 * `transitionNotAllowed` once the ride is invoiced or paid online.
 */
export async function setBookingCompany(
  reference: string,
  companyId: number | null,
  csrfToken: string | undefined,
): Promise<void> {
  await call(`${bookingPath(reference)}/company`, { method: 'POST', body: { companyId }, csrfToken });
}
