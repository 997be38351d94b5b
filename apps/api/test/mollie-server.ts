import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that answers as Mollie's v2 API does (payments create and get, refunds create and get,
 * in its documented JSON with `_links`, amounts as decimal strings, errors as application/hal+json),
 * with a checkout page like Mollie's test mode, where the payer picks the outcome: paid, failed,
 * canceled or expired. The page then calls the payment's webhook (`id=tr_…`, form-encoded) and sends
 * the payer to the payment's redirectUrl, as Mollie does. Tests steer it: `down` answers 503 to the
 * API, `settle()` sets a status without the page, `webhookBeforeRedirect` (default) orders the calls.
 */
export interface FakeMolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test' | 'live';
  createdAt: string;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'expired' | 'canceled';
  amount: { currency: string; value: string };
  amountRefunded: { currency: string; value: string };
  description: string;
  method: string | null;
  metadata: unknown;
  redirectUrl: string;
  webhookUrl?: string;
  locale?: string;
  paidAt?: string;
  _links: Record<string, { href: string; type: string }>;
}

export interface FakeMollieRefund {
  resource: 'refund';
  id: string;
  paymentId: string;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  amount: { currency: string; value: string };
  description: string;
  createdAt: string;
}

export interface FakeMollie {
  url: string;
  /** The API's base URL, for MOLLIE_API_URL. */
  apiUrl: string;
  apiKey: string;
  payments: Map<string, FakeMolliePayment>;
  refunds: Map<string, FakeMollieRefund>;
  /** Every API request: method, path and whether it carried an Idempotency-Key. */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** Answer 503 to every API call (the checkout page keeps working). */
  down: boolean;
  /** Sets a payment's status as the payer would, optionally calling its webhook. */
  settle(
    id: string,
    status: FakeMolliePayment['status'],
    options?: { webhook?: boolean },
  ): Promise<number | null>;
  /** Posts `id=<id>` to the payment's webhook URL (or `url`), as Mollie does; returns the HTTP status. */
  callWebhook(id: string, url?: string): Promise<number | null>;
  close(): Promise<void>;
}

const cents = (value: string) => Math.round(Number(value) * 100);
const value = (amount: number) => (amount / 100).toFixed(2);
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x')}`;

export async function startFakeMollie(options: { apiKey?: string } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? `test_${'x'.repeat(30)}`;
  const payments = new Map<string, FakeMolliePayment>();
  const refunds = new Map<string, FakeMollieRefund>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeMollie['requests'] = [];
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body));
  };
  const problem = (res: ServerResponse, status: number, title: string, detail: string, field?: string) =>
    send(res, status, {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
      },
    });

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const callWebhook = async (paymentId: string, url?: string): Promise<number | null> => {
    const target = url ?? payments.get(paymentId)?.webhookUrl;
    if (!target) return null;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: paymentId }).toString(),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  };

  const setStatus = (payment: FakeMolliePayment, status: FakeMolliePayment['status']) => {
    payment.status = status;
    if (status === 'paid') {
      payment.paidAt = new Date().toISOString();
      payment.method = payment.method ?? 'ideal';
    }
    if (status !== 'open') delete payment._links.checkout;
  };

  const api = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const key = req.headers['idempotency-key'];
    requests.push({ method: req.method ?? '', path, idempotencyKey: typeof key === 'string' ? key : null });
    if (fake.down) return problem(res, 503, 'Service Unavailable', 'Mollie is down for this test');
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return problem(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    }
    const idempotencyKey = typeof key === 'string' ? `${req.method} ${path} ${key}` : null;
    if (req.method === 'POST' && idempotencyKey) {
      const seen = idempotent.get(idempotencyKey);
      if (seen) return send(res, seen.status, seen.body);
    }
    const remember = (status: number, body: unknown) => {
      if (req.method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { status, body });
      send(res, status, body);
    };
    const segments = path.split('/').filter(Boolean);
    if (req.method === 'POST' && segments.length === 1 && segments[0] === 'payments') {
      const body = JSON.parse((await readBody(req)) || '{}');
      if (!body.amount || !/^\d+\.\d{2}$/.test(body.amount.value ?? '') || body.amount.currency !== 'EUR') {
        return problem(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
      }
      if (typeof body.description !== 'string' || body.description.length === 0) {
        return problem(res, 422, 'Unprocessable Entity', 'The description is invalid', 'description');
      }
      if (typeof body.redirectUrl !== 'string') {
        return problem(res, 422, 'Unprocessable Entity', 'The redirect URL is invalid', 'redirectUrl');
      }
      const paymentId = id('tr');
      const payment: FakeMolliePayment = {
        resource: 'payment',
        id: paymentId,
        mode: apiKey.startsWith('live_') ? 'live' : 'test',
        createdAt: new Date().toISOString(),
        status: 'open',
        amount: body.amount,
        amountRefunded: { currency: 'EUR', value: '0.00' },
        description: body.description,
        method: null,
        metadata: body.metadata ?? null,
        redirectUrl: body.redirectUrl,
        ...(body.webhookUrl ? { webhookUrl: body.webhookUrl } : {}),
        ...(body.locale ? { locale: body.locale } : {}),
        _links: {
          self: { href: `${base}/v2/payments/${paymentId}`, type: 'application/hal+json' },
          checkout: { href: `${base}/checkout/select-method/${paymentId}`, type: 'text/html' },
          documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
        },
      };
      payments.set(paymentId, payment);
      return remember(201, payment);
    }
    const payment = segments[0] === 'payments' && segments[1] ? payments.get(segments[1]) : undefined;
    if (segments[0] === 'payments' && !payment) {
      return problem(res, 404, 'Not Found', `No payment exists with token ${segments[1] ?? ''}`);
    }
    if (payment && req.method === 'GET' && segments.length === 2) return send(res, 200, payment);
    if (payment && req.method === 'POST' && segments.length === 3 && segments[2] === 'refunds') {
      const body = JSON.parse((await readBody(req)) || '{}');
      if (payment.status !== 'paid') {
        return problem(res, 422, 'Unprocessable Entity', 'The payment is not refundable', 'amount');
      }
      const remaining = cents(payment.amount.value) - cents(payment.amountRefunded.value);
      const amount = body.amount ? cents(body.amount.value) : remaining;
      if (amount <= 0 || amount > remaining) {
        return problem(
          res,
          422,
          'Unprocessable Entity',
          'The amount is higher than the refundable amount',
          'amount',
        );
      }
      payment.amountRefunded = {
        currency: 'EUR',
        value: value(cents(payment.amountRefunded.value) + amount),
      };
      const refund: FakeMollieRefund = {
        resource: 'refund',
        id: id('re'),
        paymentId: payment.id,
        status: 'pending',
        amount: { currency: 'EUR', value: value(amount) },
        description: body.description ?? '',
        createdAt: new Date().toISOString(),
      };
      refunds.set(refund.id, refund);
      return remember(201, refund);
    }
    if (payment && req.method === 'GET' && segments.length === 4 && segments[2] === 'refunds') {
      const refund = refunds.get(segments[3] ?? '');
      if (!refund || refund.paymentId !== payment.id)
        return problem(res, 404, 'Not Found', 'No refund exists');
      return send(res, 200, refund);
    }
    return problem(res, 404, 'Not Found', 'The resource does not exist');
  };

  /** Mollie's test-mode checkout: the payer chooses what happens. */
  const checkout = async (req: IncomingMessage, res: ServerResponse, paymentId: string) => {
    const payment = payments.get(paymentId);
    if (!payment) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown payment');
    if (req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const status = form.get('final_state');
      if (status !== 'paid' && status !== 'failed' && status !== 'canceled' && status !== 'expired') {
        return res.writeHead(400, { 'content-type': 'text/plain' }).end('Pick a status');
      }
      setStatus(payment, status);
      await callWebhook(payment.id);
      return res.writeHead(303, { location: payment.redirectUrl }).end();
    }
    const choice = (status: string, label: string) =>
      `<label><input type="radio" name="final_state" value="${status}"${status === 'paid' ? ' checked' : ''}> ${label}</label>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Mollie test payment</title></head><body>
<main><h1>Test payment</h1><p>${payment.description}: € ${payment.amount.value}</p>
<form method="post"><fieldset><legend>Select a payment status</legend>
${choice('paid', 'Paid')}<br>${choice('failed', 'Failed')}<br>${choice('canceled', 'Canceled')}<br>${choice('expired', 'Expired')}
</fieldset><button type="submit">Continue</button></form></main></body></html>`);
  };

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const handle = path.startsWith('/v2/')
      ? api(req, res, path.slice('/v2'.length))
      : path.startsWith('/checkout/select-method/')
        ? checkout(req, res, path.slice('/checkout/select-method/'.length))
        : // A browser on the checkout page asks for the icon: none, and no error either.
          Promise.resolve(void res.writeHead(path === '/favicon.ico' ? 204 : 404).end());
    handle.catch(() => {
      if (!res.headersSent) problem(res, 500, 'Internal Server Error', 'fake Mollie failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeMollie = {
    url: base,
    apiUrl: `${base}/v2/`,
    apiKey,
    payments,
    refunds,
    requests,
    down: false,
    async settle(paymentId, status, settleOptions = {}) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      setStatus(payment, status);
      return settleOptions.webhook === false ? null : callWebhook(paymentId);
    },
    callWebhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
