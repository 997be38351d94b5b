import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson, readErrorAnswer } from './post-json';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

afterEach(() => vi.unstubAllGlobals());

describe('postJson (SPEC 8: the error field of a failed answer is read)', () => {
  it('reads the error text of an answer without a code', async () => {
    answer(503, { error: 'The booking service is down for maintenance' });
    const result = await postJson('/api/booking', {});
    expect(result).toEqual({
      ok: false,
      status: 503,
      error: { error: 'The booking service is down for maintenance' },
    });
  });

  it('reads the error text and the code', async () => {
    answer(400, { error: 'Please select both date and time', code: 'dateTimeRequired', issues: [] });
    const result = await postJson('/api/booking', {});
    expect(result.ok ? null : result.error).toEqual({
      error: 'Please select both date and time',
      code: 'dateTimeRequired',
    });
  });

  it('reads the fields a 400 answer’s issues name', async () => {
    answer(400, {
      error: 'The request is invalid',
      code: 'validation',
      issues: [
        { path: 'email', code: 'custom', message: 'Enter a complete e-mail address, like name@example.com' },
        { path: 'passenger.phone', code: 'invalidPhone', message: 'x' },
        { path: 'email', code: 'too_big', message: 'y' },
        { path: 42 },
        null,
      ],
    });
    const result = await postJson('/api/contact', {});
    expect(result.ok ? null : result.error).toEqual({
      error: 'The request is invalid',
      code: 'validation',
      fields: ['email', 'passenger.phone'],
    });
  });

  it('gives null for an answer with no error text, and for a network failure', async () => {
    answer(500, { message: 'nope' });
    expect(await postJson('/api/booking', {})).toEqual({ ok: false, status: 500, error: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await postJson('/api/booking', {})).toEqual({ ok: false, status: 0, error: null });
  });

  it('passes a successful body through', async () => {
    answer(201, { reference: 'SPT-7K3M9Q' });
    expect(await postJson('/api/booking', {})).toEqual({
      ok: true,
      status: 201,
      body: { reference: 'SPT-7K3M9Q' },
    });
  });
});

describe('readErrorAnswer', () => {
  it('refuses what is not a short error text with an optional short code', () => {
    expect(readErrorAnswer(null)).toBeNull();
    expect(readErrorAnswer('Service down')).toBeNull();
    expect(readErrorAnswer({ error: 42 })).toBeNull();
    expect(readErrorAnswer({ error: 'x'.repeat(2001) })).toBeNull();
    expect(readErrorAnswer({ error: 'Bad', code: 7 })).toBeNull();
    expect(readErrorAnswer({ error: 'Bad', code: 'c'.repeat(101) })).toBeNull();
    expect(readErrorAnswer({ error: 'Bad', code: 'tooSoon', extra: true })).toEqual({
      error: 'Bad',
      code: 'tooSoon',
    });
  });
});
