import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt minimum: N = 2^17 (128 MiB), r = 8, p = 1. About 0.3 s on one core here. */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt (memory-hard; in Node itself, off the event loop) and a random salt,
 * as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking stored hashes.
 *
 * @example
 * const stored = await hashPassword('correct horse battery staple');
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash of nothing, checked when the email is unknown so both answers take the same time. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`, in constant time. With `stored` undefined (no such account) a
 * dummy hash is checked anyway and the answer is false: the same work, the same timing.
 *
 * @example
 * await verifyPassword('correct horse battery staple', stored); // true
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  const [scheme, n, r, p, salt, hash] = (stored ?? (await dummyHash)).split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return timingSafeEqual(key, expected) && stored !== undefined;
}

/** The most common passwords of at least 12 characters (from public breach lists), lower-cased. */
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  'qwertyuiopas',
  'qwerty123456',
  '1qaz2wsx3edc',
  '1q2w3e4r5t6y',
  'password1234',
  'password12345',
  'password123!',
  'passwordpassword',
  'iloveyou1234',
  'abcdefghijkl',
  'abc123abc123',
  'welcome12345',
  'letmein12345',
  'adminadmin12',
  'administrator',
  'changeme1234',
  'qwertyqwerty',
  'asdfghjkl123',
  'zaq12wsxcde3',
  'wachtwoord12',
  'wachtwoord123',
  'welkom123456',
  'schiphol1234',
  'schipholtaxi',
  'premiumtaxi1',
]);

/**
 * Why a new password is refused, or null: shorter than 12 characters, a common one, made of one
 * repeated character, or containing the account's email name.
 *
 * @example
 * passwordProblem('password1234', 'jan@example.com'); // 'common'
 */
export function passwordProblem(
  password: string,
  email: string,
): 'tooShort' | 'common' | 'containsEmail' | null {
  if ([...password].length < 12) return 'tooShort';
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1+$/.test(lower)) return 'common';
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'containsEmail';
  return null;
}
