import { DRIVER_STATUSES } from '@spt/contracts';
import { z } from 'zod';
import { DriverApiError, type DriverStatusResponse, isDeadLink } from './api';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** A status press that has not reached the server yet. */
export const QueuedPressSchema = z.object({
  reference: z.string().max(40),
  status: z.enum(DRIVER_STATUSES),
  /** When the driver pressed it (ms since the epoch). */
  pressedAt: z.number(),
});
export type QueuedPress = z.infer<typeof QueuedPressSchema>;
const QueueSchema = z.array(QueuedPressSchema).max(500);

export function loadQueue(storage: Storage | null): QueuedPress[] {
  return readStored(storage, STORAGE_KEYS.queue, QueueSchema) ?? [];
}

export function saveQueue(storage: Storage | null, queue: readonly QueuedPress[]): void {
  writeStored(storage, STORAGE_KEYS.queue, queue);
}

export interface FlushResult {
  /** Presses the server accepted, with its answer, in order. */
  sent: { press: QueuedPress; answer: DriverStatusResponse }[];
  /** Presses the server refused (a 4xx other than a dead link): dropped, with the reason. */
  refused: { press: QueuedPress; error: DriverApiError }[];
  /** Presses still to send: the one that could not reach the server and every one after it. */
  remaining: QueuedPress[];
  /** The link no longer works: nothing more is sent. */
  deadLink: boolean;
  /** Why sending stopped early (the network, the server's trouble, a dead link), if it did. */
  stoppedBy: DriverApiError | null;
}

/**
 * Sends queued presses one after the other, in the order they were made (a ride's "arrived" never
 * overtakes its "on the way"). It stops at the first press that does not reach the server, or that
 * the server could not handle now (5xx, 429): that one and the rest stay queued for the next try. A
 * press the server refuses (409, 404) is dropped and reported; a dead link stops everything.
 */
export async function flushQueue(
  queue: readonly QueuedPress[],
  send: (press: QueuedPress) => Promise<DriverStatusResponse>,
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], remaining: [], deadLink: false, stoppedBy: null };
  for (const [index, press] of queue.entries()) {
    try {
      result.sent.push({ press, answer: await send(press) });
    } catch (error) {
      const failure = error instanceof DriverApiError ? error : new DriverApiError(0, 'network');
      const retryLater = failure.isNetwork || failure.status >= 500 || failure.status === 429;
      if (isDeadLink(failure)) result.deadLink = true;
      if (retryLater || result.deadLink) {
        result.remaining = queue.slice(index);
        result.stoppedBy = failure;
        return result;
      }
      result.refused.push({ press, error: failure });
    }
  }
  return result;
}

/** The presses of one ride still waiting, in order. */
export function pendingFor(queue: readonly QueuedPress[], reference: string): QueuedPress[] {
  return queue.filter((press) => press.reference === reference);
}
