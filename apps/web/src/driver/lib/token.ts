import { DriverTokenSchema } from '@spt/contracts';
import { removeStored, STORAGE_KEYS } from './storage';

/**
 * The token of a link's fragment `#t=<token>` (43 characters of base64url), or null.
 *
 * @example
 * tokenFromFragment('#t=' + 'a'.repeat(43)) // 'aaa…a'
 * tokenFromFragment('#t=short') // null
 */
export function tokenFromFragment(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return value !== null && DriverTokenSchema.safeParse(value).success ? value : null;
}

interface Place {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/**
 * The driver's token. A link's fragment brings it (`/driver#t=<token>`): it is stored under a fixed
 * key, so the driver's home-screen shortcut to /driver keeps working, and the fragment is removed from
 * the address bar (and so from the history, bookmarks and shared screenshots). Without a fragment, the
 * stored token. A new token (another driver, or a new link after the old one was killed) drops the
 * last driver's stored rides and unsent presses. The token is only ever sent in request bodies.
 */
export function takeToken(place: Place, storage: Storage | null): string | null {
  const { location, history } = place;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    stored = null;
  }
  if (!/(^#|&)t=/.test(location.hash))
    return stored && DriverTokenSchema.safeParse(stored).success ? stored : null;

  const fromLink = tokenFromFragment(location.hash);
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  if (!fromLink) return stored && DriverTokenSchema.safeParse(stored).success ? stored : null;
  if (fromLink !== stored) removeStored(storage, STORAGE_KEYS.rides, STORAGE_KEYS.queue);
  try {
    storage?.setItem(STORAGE_KEYS.token, fromLink);
  } catch {
    // not remembered: the link itself still works for this visit
  }
  return fromLink;
}

/** Forgets everything of a link that no longer works: the token, the rides and the unsent presses. */
export function forgetDriver(storage: Storage | null): void {
  removeStored(storage, STORAGE_KEYS.token, STORAGE_KEYS.rides, STORAGE_KEYS.queue);
}
