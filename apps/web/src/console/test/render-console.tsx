import type { ConsoleLanguage } from '@spt/i18n-content/console';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ConsoleApp } from '../app';
import { createConsoleI18n } from '../lib/i18n';
import { createConsoleQueryClient } from '../lib/session';
import { createConsoleRouter } from '../router';

/** jsdom has no modal dialogs: a minimal showModal/close that keeps the `open` state and events. */
function polyfillDialog(): void {
  window.scrollTo = () => undefined;
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __consolePolyfill?: boolean };
  if (proto.__consolePolyfill) return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  proto.__consolePolyfill = true;
}

export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/** The mail's state when all is well: nothing failed, nothing waiting (the banner stays empty). */
export const QUIET_MAIL = { failed: [], failedCount: 0, pending: 0, oldestPendingMinutes: null };

/**
 * The console API, faked at the fetch boundary: handlers keyed by "METHOD /path" (the path without
 * the query string), each answering a status and a JSON body. Every call is recorded; a call no
 * handler answers fails the test. The mail banner's question, asked on every signed-in page, is
 * answered with QUIET_MAIL unless a handler answers it.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const answers: Record<string, Handler> = {
    'GET /api/console/mail': () => ({ status: 200, body: QUIET_MAIL }),
    ...handlers,
  };
  const calls: ApiCall[] = [];
  const unanswered: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, headers, body };
    calls.push(call);
    const handler = answers[`${method} ${url.split('?')[0]}`];
    if (!handler) {
      unanswered.push(`${method} ${url}`);
      return new Response(JSON.stringify({ error: 'Not found', code: 'notFound' }), { status: 404 });
    }
    const answer = await handler(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, unanswered, fetchMock };
}

/** Renders the console at `path` (memory history) in a language, with a fresh query client. */
export async function renderConsole(path: string, lang: ConsoleLanguage = 'en') {
  polyfillDialog();
  const i18n = createConsoleI18n(lang, { remember: false });
  const queryClient = createConsoleQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createConsoleRouter(history);
  const user = userEvent.setup();
  const result = render(<ConsoleApp router={router} queryClient={queryClient} i18n={i18n} />);
  await act(async () => {
    await Promise.resolve();
  });
  return { router, queryClient, i18n, user, ...result };
}
