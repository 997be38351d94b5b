import { describe, expect, it } from 'vitest';
import { DriverApiError, type DriverStatusResponse } from './api';
import { flushQueue, loadQueue, pendingFor, type QueuedPress, saveQueue } from './queue';
import { STORAGE_KEYS } from './storage';

const press = (reference: string, status: QueuedPress['status']): QueuedPress => ({
  reference,
  status,
  pressedAt: 1,
});
const ok: DriverStatusResponse = { status: 'confirmed', progress: 'onTheWay' };

describe('flushQueue', () => {
  it('sends every press in order, one after the other', async () => {
    const sent: string[] = [];
    const queue = [press('A', 'onTheWay'), press('B', 'onTheWay'), press('A', 'arrived')];
    const result = await flushQueue(queue, async (p) => {
      sent.push(`${p.reference} ${p.status}`);
      await new Promise((r) => setTimeout(r, 5));
      return ok;
    });
    expect(sent).toEqual(['A onTheWay', 'B onTheWay', 'A arrived']);
    expect(result.sent.map((s) => s.press)).toEqual(queue);
    expect(result.remaining).toEqual([]);
    expect(result.stoppedBy).toBeNull();
  });

  it.each([
    ['the network', new DriverApiError(0, 'network')],
    ['a server error', new DriverApiError(503, 'internal')],
    ['a rate limit', new DriverApiError(429, 'rateLimited')],
  ])('stops at %s and keeps that press and every later one', async (_, failure) => {
    const queue = [press('A', 'onTheWay'), press('A', 'arrived'), press('A', 'onBoard')];
    const result = await flushQueue(queue, async (p) => {
      if (p.status === 'arrived') throw failure;
      return ok;
    });
    expect(result.sent.map((s) => s.press.status)).toEqual(['onTheWay']);
    expect(result.remaining).toEqual(queue.slice(1));
    expect(result.stoppedBy).toBe(failure);
  });

  it('drops a press the server refuses, with the reason, and goes on', async () => {
    const queue = [press('A', 'completed'), press('B', 'onTheWay')];
    const refusal = new DriverApiError(409, 'notYetPickedUp');
    const result = await flushQueue(queue, async (p) => {
      if (p.reference === 'A') throw refusal;
      return ok;
    });
    expect(result.refused).toEqual([{ press: queue[0], error: refusal }]);
    expect(result.sent.map((s) => s.press)).toEqual([queue[1]]);
    expect(result.remaining).toEqual([]);
  });

  it('stops everything for a dead link', async () => {
    const queue = [press('A', 'onTheWay'), press('B', 'onTheWay')];
    const result = await flushQueue(queue, async () => {
      throw new DriverApiError(401, 'linkNotValid');
    });
    expect(result.deadLink).toBe(true);
    expect(result.sent).toEqual([]);
    expect(result.remaining).toEqual(queue);
  });
});

describe('the stored queue', () => {
  it('survives a reload, and a broken value reads as empty', () => {
    const queue = [press('A', 'onTheWay'), press('B', 'noShow')];
    saveQueue(window.localStorage, queue);
    expect(loadQueue(window.localStorage)).toEqual(queue);
    expect(pendingFor(queue, 'B')).toEqual([queue[1]]);
    window.localStorage.setItem(STORAGE_KEYS.queue, '{not json');
    expect(loadQueue(window.localStorage)).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.queue, JSON.stringify([{ reference: 'A', status: 'flying' }]));
    expect(loadQueue(window.localStorage)).toEqual([]);
    expect(loadQueue(null)).toEqual([]);
  });
});
