/**
 * A pseudo language for the tests that prove a language is data (DESIGN "Languages"): every text of
 * a language's folder wrapped in ⟦ ⟧, its {{placeholders}} kept, so a page or a mail rendered with it
 * shows at once any word that did not come from the folder (a hard-coded text, a table of its own).
 */

/** The marks around each pseudo text. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/**
 * The same resource with every string marked: strings, the strings in arrays and objects, and what
 * functions return (a mail's texts are functions of the values they arrange).
 *
 * @example
 * pseudoLocalize({ a: 'Book now', b: ['Hi {{name}}'] }) // { a: '⟦Book now⟧', b: ['⟦Hi {{name}}⟧'] }
 */
export function pseudoLocalize<T>(resource: T): T {
  return mark(resource) as T;
}

function mark(value: unknown): unknown {
  if (typeof value === 'string') return `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}`;
  if (typeof value === 'function')
    return (...args: unknown[]) => mark((value as (...a: unknown[]) => unknown)(...args));
  if (Array.isArray(value)) return value.map(mark);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mark(inner)]));
  return value;
}

/**
 * The text left when every marked part is taken out (innermost first, so a marked text inside
 * another goes too).
 *
 * @example
 * unmarkedText('⟦Hello ⟦Ann⟧⟧ and more') // ' and more'
 */
export function unmarkedText(text: string): string {
  let rest = text;
  const innermost = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'gu');
  for (;;) {
    const next = rest.replace(innermost, ' ');
    if (next === rest) return rest;
    rest = next;
  }
}

/**
 * The words of `text` outside every marked part that are not among `allowed` (names, numbers and
 * other data that no language translates): what a pseudo-language rendering found untranslated.
 *
 * @example
 * unmarkedWords('⟦Call⟧ Schiphol now', new Set(['Schiphol'])) // ['now']
 */
export function unmarkedWords(text: string, allowed: ReadonlySet<string>): string[] {
  const words = unmarkedText(text).match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.filter((word) => !allowed.has(word));
}
