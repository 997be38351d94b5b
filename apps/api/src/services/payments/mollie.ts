import { z } from 'zod';

/**
 * A small typed client of Mollie's v2 REST API (payments and refunds), over fetch. Its answers are
 * parsed with zod; a request has a timeout, and a 5xx answer or a network error is tried again (a
 * create carries an Idempotency-Key, so a retry never makes a second payment). The official
 * `@mollie/api-client` refuses `http:` and pins its own CA bundle, so it cannot reach a test server.
 */

/** Mollie's money: a currency and a decimal string with exactly two decimals (`"180.00"`). */
const AmountSchema = z.object({ currency: z.string(), value: z.string().regex(/^\d+\.\d{2}$/) });

const LinkSchema = z.object({ href: z.string(), type: z.string().optional() });

/** The fields of a payment the business uses; Mollie sends more, which are ignored. */
export const MolliePaymentSchema = z.object({
  resource: z.literal('payment'),
  id: z.string().regex(/^tr_[A-Za-z0-9]+$/),
  mode: z.enum(['test', 'live']),
  status: z.enum(['open', 'pending', 'authorized', 'paid', 'failed', 'expired', 'canceled']),
  amount: AmountSchema,
  method: z.string().nullable().optional(),
  paidAt: z.string().optional(),
  amountRefunded: AmountSchema.optional(),
  metadata: z.unknown().optional(),
  _links: z.object({ checkout: LinkSchema.optional() }).loose(),
});
export type MolliePayment = z.infer<typeof MolliePaymentSchema>;

export const MollieRefundSchema = z.object({
  resource: z.literal('refund'),
  id: z.string().regex(/^re_[A-Za-z0-9]+$/),
  status: z.enum(['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled']),
  amount: AmountSchema,
  paymentId: z.string(),
});
export type MollieRefund = z.infer<typeof MollieRefundSchema>;

/** Mollie's error body (application/hal+json). */
const MollieErrorSchema = z.object({ status: z.number(), title: z.string(), detail: z.string().optional() });

/** Why a call failed: the API's own answer (`status` 4xx), or it could not be reached (`status` 0 or 5xx). */
export class MollieError extends Error {
  override readonly name = 'MollieError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  /** The provider could not be reached or failed on its side: trying later may work. */
  get unavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export interface MollieSettings {
  /** `test_…` or `live_…` (MOLLIE_API_KEY). */
  apiKey: string;
  /** The API's base URL with its trailing slash (MOLLIE_API_URL; default https://api.mollie.com/v2/). */
  apiUrl: string;
  /** Where Mollie posts payment updates (MOLLIE_WEBHOOK_URL; default SITE_URL + /api/payments/mollie). */
  webhookUrl?: string | undefined;
  /** One request's limit; default 6 s. */
  timeoutMs?: number | undefined;
  /** Tries of a request that failed with a 5xx or a network error; default 2. */
  attempts?: number | undefined;
}

export const MOLLIE_API_URL = 'https://api.mollie.com/v2/';

/** Cents as Mollie's decimal string: 18000 -> "180.00". */
export function mollieValue(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Mollie's decimal string as cents: "180.00" -> 18000. */
export function centsOf(amount: { value: string }): number {
  const [whole = '0', fraction = '00'] = amount.value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export interface CreatePaymentInput {
  amountCents: number;
  description: string;
  redirectUrl: string;
  /** Mollie's checkout language: `en_US`, `nl_NL`, `de_DE`, `fr_FR`. */
  locale: string;
  metadata: Record<string, string>;
  /** Makes a retried create answer the first payment instead of a second one. */
  idempotencyKey: string;
}

export interface MollieClient {
  createPayment(input: CreatePaymentInput): Promise<MolliePayment>;
  getPayment(id: string): Promise<MolliePayment>;
  createRefund(
    paymentId: string,
    input: { amountCents: number; description: string; idempotencyKey: string },
  ): Promise<MollieRefund>;
  getRefund(paymentId: string, refundId: string): Promise<MollieRefund>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function mollieClient(settings: MollieSettings): MollieClient {
  const timeoutMs = settings.timeoutMs ?? 6_000;
  const attempts = settings.attempts ?? 2;
  const base = settings.apiUrl.endsWith('/') ? settings.apiUrl : `${settings.apiUrl}/`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    let last: MollieError | null = null;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(200 * 2 ** (attempt - 2));
      let response: Response;
      try {
        response = await fetch(new URL(path, base), {
          method,
          headers: {
            authorization: `Bearer ${settings.apiKey}`,
            accept: 'application/hal+json, application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const why = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
        last = new MollieError(`Mollie ${method} ${path}: ${why}`, 0);
        continue;
      }
      const text = await response.text().catch(() => '');
      if (response.status >= 500) {
        last = new MollieError(`Mollie ${method} ${path}: ${response.status}`, response.status);
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new MollieError(`Mollie ${method} ${path}: ${response.status}, not JSON`, 502);
      }
      if (!response.ok) {
        const problem = MollieErrorSchema.safeParse(json);
        throw new MollieError(
          `Mollie ${method} ${path}: ${response.status} ${problem.success ? (problem.data.detail ?? problem.data.title) : ''}`.trim(),
          response.status,
        );
      }
      const parsed = schema.safeParse(json);
      // An answer we cannot read is the provider's failure, not the caller's: 502.
      if (!parsed.success) throw new MollieError(`Mollie ${method} ${path}: unexpected answer`, 502);
      return parsed.data;
    }
    throw last ?? new MollieError(`Mollie ${method} ${path}: failed`, 0);
  }

  const paymentPath = (id: string) => `payments/${encodeURIComponent(id)}`;

  return {
    createPayment: (input) =>
      call(
        'POST',
        'payments',
        MolliePaymentSchema,
        {
          amount: { currency: 'EUR', value: mollieValue(input.amountCents) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          ...(settings.webhookUrl ? { webhookUrl: settings.webhookUrl } : {}),
          locale: input.locale,
          metadata: input.metadata,
        },
        input.idempotencyKey,
      ),
    getPayment: (id) => call('GET', paymentPath(id), MolliePaymentSchema),
    createRefund: (paymentId, input) =>
      call(
        'POST',
        `${paymentPath(paymentId)}/refunds`,
        MollieRefundSchema,
        {
          amount: { currency: 'EUR', value: mollieValue(input.amountCents) },
          description: input.description,
        },
        input.idempotencyKey,
      ),
    getRefund: (paymentId, refundId) =>
      call('GET', `${paymentPath(paymentId)}/refunds/${encodeURIComponent(refundId)}`, MollieRefundSchema),
  };
}

/** Mollie's statuses as the business records them: `pending` and `authorized` are not paid yet. */
export function recordedStatus(
  status: MolliePayment['status'],
): 'open' | 'paid' | 'failed' | 'expired' | 'canceled' {
  return status === 'pending' || status === 'authorized' ? 'open' : status;
}
