/**
 * Whether an `If-None-Match` header matches `etag` by RFC 9110's weak comparison: `*`, or any listed
 * tag equal to it once the `W/` prefix is ignored on either side.
 *
 * @example
 * ifNoneMatch('W/"abc", "def"', '"abc"'); // true
 * ifNoneMatch('"xyz"', '"abc"'); // false
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const [, tag] of header.slice(0, 4000).matchAll(/(?:W\/)?("[^"]*")/g)) if (tag === opaque) return true;
  return false;
}
