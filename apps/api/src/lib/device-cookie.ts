import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser an operator has signed in from, remembered by a signed cookie (OWASP's "device cookie"
 * against password spraying): when an account draws more failures than ACCOUNT_CEILING from all over
 * (services/operators.ts), only browsers holding such a cookie for it may still try. The cookie names
 * no account: each entry is `issuedMs.nonce.mac`, the MAC an HMAC-SHA256 under the server's secret key
 * over the address, the time and the nonce, so it cannot be forged, moved to another address or kept
 * past DEVICE_COOKIE_MAX_AGE_MS. A browser shared by several operators holds up to MAX_ENTRIES.
 */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60_000;
const MAX_ENTRIES = 4;
const ENTRY = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

function mac(key: Buffer, email: string, issuedMs: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`spt-console-device\n${email}\n${issuedMs}\n${nonce}`).digest();
}

/** The entries of a cookie value that are well formed, at most MAX_ENTRIES. */
function entriesOf(value: string | undefined): string[] {
  return (value ?? '')
    .split('~')
    .filter((entry) => ENTRY.test(entry))
    .slice(0, MAX_ENTRIES);
}

function entryIsFor(key: Buffer, email: string, entry: string, now: number): boolean {
  const [, issuedMs = '', nonce = '', given = ''] = ENTRY.exec(entry) ?? [];
  const age = now - Number(issuedMs);
  if (!(age >= 0 && age <= DEVICE_COOKIE_MAX_AGE_MS)) return false;
  const expected = mac(key, email, issuedMs, nonce);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether the cookie `value` shows this browser has signed in as `email` within the last 180 days.
 *
 * @example
 * const value = rememberedDevice(key, 'jan@example.com', undefined);
 * isRememberedDevice(key, 'jan@example.com', value); // true
 * isRememberedDevice(key, 'piet@example.com', value); // false
 */
export function isRememberedDevice(
  key: Buffer,
  email: string,
  value: string | undefined,
  now = Date.now(),
): boolean {
  return entriesOf(value).some((entry) => entryIsFor(key, email, entry, now));
}

/**
 * The cookie value after a sign-in as `email`: a new entry for it first, then the other operators'
 * entries this browser held (an older entry of the same address goes), at most MAX_ENTRIES.
 */
export function rememberedDevice(
  key: Buffer,
  email: string,
  value: string | undefined,
  now = Date.now(),
): string {
  const issuedMs = String(now).padStart(13, '0');
  const nonce = randomBytes(12).toString('base64url');
  const entry = `${issuedMs}.${nonce}.${mac(key, email, issuedMs, nonce).toString('base64url')}`;
  const others = entriesOf(value).filter((old) => !entryIsFor(key, email, old, now));
  return [entry, ...others].slice(0, MAX_ENTRIES).join('~');
}
