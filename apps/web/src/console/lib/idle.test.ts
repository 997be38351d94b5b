import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api';
import { IDLE_AFTER_MS, operatorIsIdle } from './idle';

afterEach(() => vi.unstubAllGlobals());

describe('the idle mark on console requests', () => {
  it('marks requests made a minute after the last key, click or touch, and not right after one', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    window.dispatchEvent(new Event('keydown'));
    expect(operatorIsIdle()).toBe(false);
    await call('/api/console/bookings');
    const headersOf = (n: number) => (fetchMock.mock.calls[n] as unknown as [string, RequestInit])[1].headers;
    expect(headersOf(0)).not.toHaveProperty('x-console-idle');
    expect(operatorIsIdle(Date.now() + IDLE_AFTER_MS + 1)).toBe(true);
    const later = Date.now() + IDLE_AFTER_MS + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await call('/api/console/bookings');
    expect(headersOf(1)).toHaveProperty('x-console-idle', '1');
    window.dispatchEvent(new Event('pointerdown'));
    await call('/api/console/bookings');
    expect(headersOf(2)).not.toHaveProperty('x-console-idle');
    vi.restoreAllMocks();
  });
});
