import type { ReactNode } from 'react';

/**
 * `text` with `part` kept on one line: a booking reference ("SPT-9ZDY2A") or the make
 * ("Mercedes-Benz") is never broken at its hyphen on a narrow phone. The text stays as it is for
 * copying and for screen readers.
 *
 * @example
 * keepTogether('Booking number: SPT-9ZDY2A', 'SPT-9ZDY2A')
 */
export function keepTogether(text: string, part: string): ReactNode {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
