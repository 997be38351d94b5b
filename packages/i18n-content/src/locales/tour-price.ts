import { type TourId, tours } from '../content/tours.js';
import { formatEuros } from '../format.js';
import type { Language } from '../languages.js';

/**
 * A tour's price per person from `business.config.ts`, written the one way the language formats
 * euros, for copy that quotes it (a page's description), so the text never states a price the
 * booking does not charge.
 *
 * @example
 * tourFromPrice('giethoorn', 'nl') // '€ 180'
 * tourFromPrice('giethoorn', 'en') // '€180'
 */
export function tourFromPrice(id: TourId, lang: Language): string {
  const tour = tours.find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`There is no tour '${id}'`);
  return formatEuros(tour.priceFromCents, lang);
}
