import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { bookings, manageTokens } from '../db/schema.js';
import { newToken, tokenHash } from '../lib/tokens.js';

/** A link whose fragment carries a secret: `…#t=<token>` (manage, driver) or `…#<token>` (invite, reset). */
const SECRET_FRAGMENT = /^(https?:\/\/[^#\s]*)#[\w=-]{16,}$/;

/**
 * A stored mail with the secrets of its links cut off (ASVS 2.5, 8.3.4): once a mail is sent, the
 * outbox row keeps its text for the record but no link that would still open a booking, an invitation,
 * a password reset or a driver's page. Every string of the JSON that is such a link loses its fragment;
 * nothing else changes.
 *
 * @example
 * withoutLinkSecrets({ data: { manageUrl: 'https://x.nl/en/manage-booking#t=abc…' } });
 * // { data: { manageUrl: 'https://x.nl/en/manage-booking' } }
 */
export function withoutLinkSecrets(value: unknown): unknown {
  if (typeof value === 'string') return SECRET_FRAGMENT.exec(value)?.[1] ?? value;
  if (Array.isArray(value)) return value.map(withoutLinkSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutLinkSecrets(inner)]));
  }
  return value;
}

/** Whether a stored mail still holds a link with a secret. */
export function hasLinkSecrets(value: unknown): boolean {
  return JSON.stringify(value) !== JSON.stringify(withoutLinkSecrets(value));
}

/**
 * A customer's stored mail made ready to send again: each booking page link (`manageUrl`, beside the
 * `reference` of its booking, the way back's too) gets a new token of its own, stored as its hash in
 * `tx`. The mail's text is unchanged otherwise. Links of bookings that no longer exist are left bare.
 */
export async function withFreshManageLinks(tx: Tx, value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((inner) => withFreshManageLinks(tx, inner)));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = await withFreshManageLinks(tx, inner);
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
      out.manageUrl = `${bare}#t=${token}`;
    } else {
      out.manageUrl = bare;
    }
  }
  return out;
}
