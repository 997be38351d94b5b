/** The three patterns of a travel time, `common.duration` of every language's dictionary. */
export type DurationKey = 'minutes' | 'hours' | 'hoursMinutes';

/** A travel time as the pattern to use and the values it names. */
export interface DurationParts {
  readonly key: DurationKey;
  readonly values: { readonly hours?: number; readonly minutes?: number };
}

/**
 * SPEC 9's travel time: "N min" under an hour, whole hours, else hours and minutes; the words are the
 * language's (`common.duration.<key>` of its dictionary), so a page fills them with its `t`.
 *
 * @example
 * durationParts(131) // { key: 'hoursMinutes', values: { hours: 2, minutes: 11 } }
 * durationParts(45) // { key: 'minutes', values: { minutes: 45 } }
 */
export function durationParts(minutes: number): DurationParts {
  if (minutes < 60) return { key: 'minutes', values: { minutes } };
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? { key: 'hours', values: { hours } }
    : { key: 'hoursMinutes', values: { hours, minutes: rest } };
}

/**
 * A travel time written with a language's patterns (its dictionary's `common.duration`): English
 * "2h 11min", Dutch "2 u 11 min", German "2 Std. 11 Min.", French "2 h 11". The one duration format of
 * the site: city cards and wizard fill the same patterns through i18next, the mails through this.
 *
 * @example
 * formatDuration(131, translations.de.common.duration) // '2 Std. 11 Min.'
 * formatDuration(60, translations.nl.common.duration) // '1 uur'
 */
export function formatDuration(minutes: number, patterns: Readonly<Record<DurationKey, string>>): string {
  const { key, values } = durationParts(minutes);
  return patterns[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name as keyof DurationParts['values']] ?? ''),
  );
}
