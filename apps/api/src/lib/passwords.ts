import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** scrypt's cost for new hashes (N, r, p). */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt minimum: N = 2^17 (128 MiB), r = 8, p = 1. About 0.3 s on one core here. */
export const SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
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
 * as `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking stored hashes. Every
 * caller of the server uses SCRYPT_COST; only the API's tests pass a lower one (test/setup.ts).
 *
 * @example
 * const stored = await hashPassword('correct horse battery staple');
 */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.N, cost.r, cost.p);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
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

const loadPackage = createRequire(import.meta.url);

/**
 * The strength estimator (zxcvbn-ts, with its common-password, English and Dutch dictionaries of
 * breached passwords, names and words), made once on first use. Its packages are required here, on
 * that first use, rather than imported: the dictionaries hold 285,000 words, 13 MB of JavaScript
 * heap that a server whose console sets no password never needs (DESIGN "Budgets": idle memory).
 * They are CommonJS packages, so the first call stays synchronous; it takes about 0.4 s longer, once.
 */
let estimator: ZxcvbnFactory | undefined;
function strength(): ZxcvbnFactory {
  if (estimator) return estimator;
  const core: typeof import('@zxcvbn-ts/core') = loadPackage('@zxcvbn-ts/core');
  const common: typeof import('@zxcvbn-ts/language-common') = loadPackage('@zxcvbn-ts/language-common');
  const en: typeof import('@zxcvbn-ts/language-en') = loadPackage('@zxcvbn-ts/language-en');
  const nl: typeof import('@zxcvbn-ts/language-nl-be') = loadPackage('@zxcvbn-ts/language-nl-be');
  estimator = new core.ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...nl.dictionary },
  });
  return estimator;
}

/** Words an attacker of this console tries first, besides the account's own address. */
const SITE_WORDS = [
  'schiphol',
  'premium',
  'taxi',
  'premiumtaxi',
  'schipholtaxi',
  'schipholpremiumtaxi',
  'chauffeur',
  'console',
  'operator',
  'amsterdam',
];

/**
 * The lowest zxcvbn score accepted: 4, at least 10^10 guesses. Score 3 (10^8) let predictable forms
 * through: a dictionary word with a year and a symbol (`Amsterdam2025!!`, `Welkom123456!`) scores
 * exactly 3, and those are the first shapes a password-spraying list tries.
 */
export const MIN_PASSWORD_SCORE = 4;

/** Characters looked at by the estimator (it slows down on very long input, which is strong anyway). */
const ESTIMATE_CHARS = 100;

/**
 * Why a new password is refused (ASVS 2.1), or null: shorter than 12 characters, containing the
 * account's email name, or guessable: zxcvbn-ts scores it below MIN_PASSWORD_SCORE against breached
 * password lists, English and Dutch words and names, keyboard patterns, dates and repeats, the
 * account's address and the site's own words.
 *
 * @example
 * passwordProblem('Welcome2024!', 'jan@example.com'); // 'weak'
 * passwordProblem('Amsterdam2025!!', 'jan@example.com'); // 'weak' (a word, a year, symbols)
 * passwordProblem('a long and unusual passphrase', 'jan@example.com'); // null
 */
export function passwordProblem(
  password: string,
  email: string,
): 'tooShort' | 'weak' | 'containsEmail' | null {
  if ([...password].length < 12) return 'tooShort';
  const lower = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'containsEmail';
  const inputs = [
    ...SITE_WORDS,
    email.toLowerCase(),
    ...local.split(/[^a-z0-9]+/).filter((part) => part.length >= 3),
  ];
  const { score } = strength().check(password.slice(0, ESTIMATE_CHARS), inputs);
  return score < MIN_PASSWORD_SCORE ? 'weak' : null;
}
