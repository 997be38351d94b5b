import {
  type DriverRidesResponse,
  DriverRidesResponseSchema,
  type DriverStatus,
  DriverStatusRequestSchema,
  DriverStatusResponseSchema,
} from '@spt/contracts';
import { z } from 'zod';

export type DriverStatusResponse = z.infer<typeof DriverStatusResponseSchema>;

/**
 * A failed call of the driver API: the HTTP status (0 when the server could not be reached) and the
 * stable code of the answer (`unexpectedAnswer` when a 2xx body does not match its contract). The page
 * shows a translated text chosen by the code, never the server's own text.
 */
export class DriverApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`driver API ${status} ${code}`);
    this.name = 'DriverApiError';
  }

  /** The server was not reached (offline, or the connection dropped): worth trying again later. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

const ErrorAnswerSchema = z.object({ code: z.string().max(100).optional() }).loose();

function codeForStatus(status: number): string {
  if (status === 401) return 'linkNotValid';
  if (status === 404) return 'notFound';
  if (status === 410) return 'linkExpired';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'internal';
  return 'validation';
}

/** POSTs JSON (the token travels in bodies only, never in a URL) and parses a 2xx answer with `schema`. */
async function post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new DriverApiError(0, 'network');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const answer = ErrorAnswerSchema.safeParse(json);
    const code = answer.success && answer.data.code ? answer.data.code : codeForStatus(response.status);
    throw new DriverApiError(response.status, code);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new DriverApiError(response.status, 'unexpectedAnswer');
  return parsed.data;
}

/** Today's and tomorrow's rides of the link's driver; 404 `linkNotValid` or 410 `linkExpired` for a dead link. */
export async function fetchRides(token: string): Promise<DriverRidesResponse> {
  return post('/api/driver/rides', { token }, DriverRidesResponseSchema);
}

/** Sets a ride's progress or ends it; 409 `notYetPickedUp` or `transitionNotAllowed` when refused. */
export async function sendStatus(
  token: string,
  reference: string,
  status: DriverStatus,
): Promise<DriverStatusResponse> {
  const body = DriverStatusRequestSchema.parse({ token, status });
  return post(`/api/driver/rides/${encodeURIComponent(reference)}/status`, body, DriverStatusResponseSchema);
}

/** Why a link is dead: killed by the office or the driver taken off; or past its 180 days. */
export type DeadLinkReason = 'linkNotValid' | 'linkExpired';

/** Whether an error says the link itself is dead, and why. */
export function isDeadLink(error: unknown): error is DriverApiError & { code: DeadLinkReason } {
  return error instanceof DriverApiError && (error.code === 'linkNotValid' || error.code === 'linkExpired');
}
