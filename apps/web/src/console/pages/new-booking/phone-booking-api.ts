import {
  ApiErrorSchema,
  type ApiIssue,
  type BookingRequestInput,
  BookingResponseSchema,
  type QuoteResponse,
  QuoteResponseSchema,
} from '@spt/contracts';
import type { z } from 'zod';
import { ConsoleApiError } from '../../lib/api';

/**
 * A refused quote or booking: the console's API error, with what the form shows beside its fields:
 * the field `issues` of a 400 and the server's own `quote` of a 422 (a changed price, a vehicle that
 * does not fit).
 */
export class BookingRefusedError extends ConsoleApiError {
  constructor(
    status: number,
    code: string,
    readonly issues: readonly ApiIssue[] = [],
    readonly quote?: QuoteResponse,
  ) {
    super(status, code);
    this.name = 'BookingRefusedError';
  }
}

/** The code of an answer that is not the shared error shape (a proxy's page, an empty body). */
function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'internal';
  return 'validation';
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ConsoleApiError(0, 'network');
  }
  if (response.ok) return response;
  const body = ApiErrorSchema.safeParse(await response.json().catch(() => null));
  if (!body.success) throw new BookingRefusedError(response.status, codeForStatus(response.status));
  throw new BookingRefusedError(response.status, body.data.code, body.data.issues ?? [], body.data.quote);
}

/** Reads a 2xx answer by its contract: an answer of another shape is an error. */
async function parsed<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await response.json().catch(() => undefined));
  if (!result.success) throw new ConsoleApiError(response.status, 'unexpectedAnswer');
  return result.data;
}

/** The server's quote at `url` (made by `quoteUrl`): every vehicle's total for the booking. */
export async function fetchQuote(url: string): Promise<QuoteResponse> {
  return parsed(await send(url, { headers: { Accept: 'application/json' } }), QuoteResponseSchema);
}

/**
 * Enters a booking taken by phone (`POST /api/console/bookings`): the site's payload, the session's
 * CSRF token, and an Idempotency-Key that stays the same for every retry of the same form, so a
 * double click or a retry after a lost answer books once.
 */
export async function createPhoneBooking(
  body: BookingRequestInput,
  idempotencyKey: string,
  csrfToken: string | undefined,
) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  };
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  return parsed(
    await send('/api/console/bookings', { method: 'POST', headers, body: JSON.stringify(body) }),
    BookingResponseSchema,
  );
}
