import {
  type DriverResource,
  driverTranslations,
  type Language,
  NUMBER_LOCALES,
  negotiateLanguage,
  TEXT_VARIABLES,
} from '@spt/i18n-content/driver';

export type { DriverResource, Language };

/** A text with a form for one and for any other count. */
export interface Counted {
  one: string;
  other: string;
}

/**
 * The texts of one language, with the two operations the page needs: placeholders filled in
 * (`{{name}}`, and `{{company}}` from the business's configuration), and the form for a count.
 */
export interface Texts {
  language: Language;
  /** The language's number and date locale (`en-GB`, `nl-NL`). */
  locale: string;
  t: DriverResource;
  fill: (text: string, values?: Record<string, string | number>) => string;
  count: (text: Counted, count: number) => string;
}

/**
 * Fills `{{name}}` placeholders; an unknown name is left as it is (a test catches that, not a driver).
 *
 * @example
 * fillText('Rides for {{name}}', { name: 'Piet' }) // 'Rides for Piet'
 */
export function fillText(text: string, values: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { ...TEXT_VARIABLES, ...values };
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in all ? String(all[name]) : match));
}

export function textsFor(language: Language): Texts {
  const locale = NUMBER_LOCALES[language];
  const plural = new Intl.PluralRules(locale);
  return {
    language,
    locale,
    t: driverTranslations[language],
    fill: fillText,
    count: (text, count) =>
      fillText(plural.select(count) === 'one' ? text.one : text.other, {
        count: count.toLocaleString(locale),
      }),
  };
}

/** The page's language before the server has said the driver's: the browser's, else the default. */
export function browserLanguage(languages: readonly string[] | undefined): Language {
  return negotiateLanguage({ browser: languages ?? [] });
}
