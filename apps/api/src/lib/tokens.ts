import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token of 256 bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores of a token: its SHA-256. A leaked table gives no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
