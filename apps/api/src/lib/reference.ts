import { randomInt } from 'node:crypto';

/**
 * Read-aloud-safe alphabet: digits and capitals without 0/O, 1/I/L and U (Crockford's exclusions).
 * 30 symbols; 6 of them give 729 million references.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 6;

/**
 * A crypto-random reference such as `SPT-7K3M9Q`. Uniqueness is enforced by the database; the caller
 * retries on a collision.
 */
export function newReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** Matches a reference made by `newReference`. */
export const REFERENCE_PATTERN = new RegExp(`^[A-Z]{3}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
