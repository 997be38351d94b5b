import type { z } from 'zod';

/**
 * The driver's page keeps three things in local storage, under fixed keys: the private link's token
 * (so a home-screen shortcut to /driver keeps working), the last answer of the server (shown when the
 * network is gone) and the status presses made offline (sent when it is back).
 */
export const STORAGE_KEYS = {
  token: 'sptDriverToken',
  rides: 'sptDriverRides',
  queue: 'sptDriverQueue',
} as const;

/** Local storage, or null where the browser gives none (some privacy modes throw on access). */
export function driverStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A stored value parsed with its schema; null when absent, unreadable or of another shape. */
export function readStored<S extends z.ZodType>(
  storage: Storage | null,
  key: string,
  schema: S,
): z.infer<S> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // full or unavailable: the page still works, it just forgets on reload
  }
}

export function removeStored(storage: Storage | null, ...keys: string[]): void {
  for (const key of keys) {
    try {
      storage?.removeItem(key);
    } catch {
      // nothing to remove
    }
  }
}
