import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Tx } from '../db/client.js';
import { bookings, manageTokens } from '../db/schema.js';
import { loadSecretKey, open, seal } from '../lib/secret-box.js';
import { newToken, tokenHash } from '../lib/tokens.js';

/** A link whose fragment carries a secret: `…#t=<token>` (manage, driver) or `…#<token>` (invite, reset). */
const SECRET_FRAGMENT = /^(https?:\/\/[^#\s]*)#([\w=-]{16,})$/;
/** Such a link with its fragment sealed (`sealLinkSecrets`): `…#~v1.<nonce>.<ciphertext>.<tag>`. */
const SEALED_FRAGMENT = /^(https?:\/\/[^#\s]*)#~(v1\.[\w-]+\.[\w-]+\.[\w-]+)$/;
/** What a sealed fragment is bound to (secret-box's associated data). */
const PURPOSE = 'outbox-link';

/** Every string in a JSON value replaced by `replace(string)`; arrays and objects keep their shape. */
function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((inner) => mapStrings(inner, replace));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, replace)]));
  }
  return value;
}

/** The key that seals links in queued mails: the server's secret key (lib/secret-box.ts). */
export function linkKeyOf(config: Pick<AppConfig, 'secretKey' | 'dataDir'>): Promise<Buffer> {
  return loadSecretKey(config.secretKey, config.dataDir);
}

/**
 * A mail to queue with the secrets of its links sealed (AES-256-GCM under the server's key, which
 * lives outside the database): no live link rests in the outbox table, nor in the database's
 * write-ahead log and old row versions, which keep what a row held long after it changed. The
 * worker opens them when it sends (`openLinkSecrets`); nothing else in the mail changes.
 *
 * @example
 * sealLinkSecrets(key, { manageUrl: 'https://x.nl/en/manage-booking#t=abc…' });
 * // { manageUrl: 'https://x.nl/en/manage-booking#~v1.…' }
 */
export function sealLinkSecrets<T>(key: Buffer, value: T): T {
  return mapStrings(value, (text) => {
    const [, base, fragment] = SECRET_FRAGMENT.exec(text) ?? [];
    return base !== undefined && fragment ? `${base}#~${seal(key, PURPOSE, fragment)}` : text;
  }) as T;
}

/** Thrown when a queued mail's sealed link does not open under this server's key. */
export class SealedLinkError extends Error {
  constructor() {
    super('a link in this mail was sealed under another key (set the same APP_SECRET_KEY on every instance)');
  }
}

/**
 * A queued mail with its sealed links opened, to be rendered and sent; SealedLinkError when one was
 * sealed under another key or altered.
 */
export function openLinkSecrets<T>(key: Buffer, value: T): T {
  return mapStrings(value, (text) => {
    const [, base, sealed] = SEALED_FRAGMENT.exec(text) ?? [];
    if (base === undefined || !sealed) return text;
    const fragment = open(key, PURPOSE, sealed);
    if (fragment === null) throw new SealedLinkError();
    return `${base}#${fragment}`;
  }) as T;
}

/**
 * A stored mail with the secrets of its links cut off (ASVS 2.5, 8.3.4): once a mail is sent, the
 * outbox row keeps its text for the record but no link that would still open a booking, an invitation,
 * a password reset or a driver's page, sealed or not. Every string of the JSON that is such a link loses
 * its fragment;
 * nothing else changes.
 *
 * @example
 * withoutLinkSecrets({ data: { manageUrl: 'https://x.nl/en/manage-booking#t=abc…' } });
 * // { data: { manageUrl: 'https://x.nl/en/manage-booking' } }
 */
export function withoutLinkSecrets(value: unknown): unknown {
  return mapStrings(
    value,
    (text) => SECRET_FRAGMENT.exec(text)?.[1] ?? SEALED_FRAGMENT.exec(text)?.[1] ?? text,
  );
}

/**
 * A stored mail without its link secrets when it holds any (`withoutLinkSecrets`), else undefined, so
 * the caller rewrites a row only when something changes, with one pass over the mail.
 */
export function linkSecretsCut(value: unknown): unknown {
  const cut = withoutLinkSecrets(value);
  return JSON.stringify(cut) === JSON.stringify(value) ? undefined : cut;
}

/** Whether a stored mail still holds a link with a secret. */
export function hasLinkSecrets(value: unknown): boolean {
  return linkSecretsCut(value) !== undefined;
}

/**
 * A customer's stored mail made ready to send again: each booking page link (`manageUrl`, beside the
 * `reference` of its booking, the way back's too) gets a new token of its own, stored as its hash in
 * `tx`, and sealed under `key`. The mail's text is unchanged otherwise. Links of bookings that no longer
 * exist are left bare.
 */
export async function withFreshManageLinks(tx: Tx, key: Buffer, value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((inner) => withFreshManageLinks(tx, key, inner)));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) out[name] = await withFreshManageLinks(tx, key, inner);
  const { manageUrl, reference } = out;
  if (typeof manageUrl === 'string' && manageUrl !== '' && typeof reference === 'string') {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.reference, reference));
    const bare = String(withoutLinkSecrets(manageUrl));
    if (booking) {
      const token = newToken();
      await tx.insert(manageTokens).values({ tokenHash: tokenHash(token), bookingId: booking.id });
      out.manageUrl = sealLinkSecrets(key, `${bare}#t=${token}`);
    } else {
      out.manageUrl = bare;
    }
  }
  return out;
}
