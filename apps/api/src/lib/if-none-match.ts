/**
 * Whether an `If-None-Match` header matches `etag` by RFC 9110's weak comparison: `*`, or any listed
 * tag equal to it once the `W/` prefix is ignored on either side.
 *
 * @example
 * ifNoneMatch('W/"abc", "def"', '"abc"'); // true
 * ifNoneMatch('"xyz"', '"abc"'); // false
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header
    .slice(0, 2000)
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
