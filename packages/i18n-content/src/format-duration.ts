import { type Language, languageFromTag } from './languages.js';

/**
 * The words of SPEC 9's travel time per language. They live here, not in the page dictionaries, so a
 * page that formats a duration does not pull both languages' texts into its bundle.
 */
export const DURATION_TEXTS: Readonly<
  Record<Language, { minutes: string; hours: string; hoursMinutes: string }>
> = {
  en: { minutes: '{{minutes}} min', hours: '{{hours}}h', hoursMinutes: '{{hours}}h {{minutes}}min' },
  nl: { minutes: '{{minutes}} min', hours: '{{hours}} uur', hoursMinutes: '{{hours}} u {{minutes}} min' },
};

const fill = (pattern: string, values: Record<string, number>): string =>
  pattern.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * SPEC 9's travel time ("N min" under an hour, "Nh" for whole hours, else "Nh Mmin"), worded in the
 * language: English "2h 11min", Dutch "2 u 11 min". The one duration formatter of the site: city
 * cards, wizard and mails use it.
 *
 * @example
 * formatDuration(131, 'en') // '2h 11min'
 * formatDuration(131, 'nl') // '2 u 11 min'
 * formatDuration(60, 'nl') // '1 uur'
 */
export function formatDuration(minutes: number, lang: Language | string): string {
  const texts = DURATION_TEXTS[languageFromTag(lang) ?? 'en'];
  if (minutes < 60) return fill(texts.minutes, { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? fill(texts.hours, { hours }) : fill(texts.hoursMinutes, { hours, minutes: rest });
}
