import { type Language, languageFromTag } from './languages.js';
import { translations } from './locales/index.js';

const fill = (pattern: string, values: Record<string, number>): string =>
  pattern.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * SPEC 9's travel time ("N min" under an hour, "Nh" for whole hours, else "Nh Mmin"), worded in the
 * language from the `common.duration` texts: English "2h 11min", Dutch "2 u 11 min". The one duration
 * formatter of the site: city cards, wizard and mails use it.
 *
 * @example
 * formatDuration(131, 'en') // '2h 11min'
 * formatDuration(131, 'nl') // '2 u 11 min'
 * formatDuration(60, 'nl') // '1 uur'
 */
export function formatDuration(minutes: number, lang: Language | string): string {
  const texts = translations[languageFromTag(lang) ?? 'en'].common.duration;
  if (minutes < 60) return fill(texts.minutes, { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? fill(texts.hours, { hours }) : fill(texts.hoursMinutes, { hours, minutes: rest });
}
