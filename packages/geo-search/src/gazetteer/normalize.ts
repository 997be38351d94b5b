/**
 * Folds a name or a query for matching: Unicode compatibility decomposition, diacritics removed,
 * lower case, every run of characters other than letters and digits (spaces, hyphens, apostrophes,
 * dots) made one space, trimmed.
 *
 * @example
 * normalizeName("'s-Gravenhage"); // 's gravenhage'
 * normalizeName('Fryslân'); // 'fryslan'
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
