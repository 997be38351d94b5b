import { formatEuros, type Language } from '@spt/i18n-content/console';

/**
 * An API euro amount (a number with at most 2 decimals) for people. The API speaks euros; the shared
 * formatter speaks cents, so the amount is converted once here, rounded to whole cents.
 *
 * @example
 * formatApiEuros(619.74, 'nl') // '€ 619,74'
 */
export function formatApiEuros(euros: number, lang: Language): string {
  return formatEuros(Math.round(euros * 100), lang, { cents: 'always' });
}
