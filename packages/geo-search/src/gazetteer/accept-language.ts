import type { Language } from '../language';

/**
 * The answer language for an `accept-language` value (a query parameter or an HTTP header): the first
 * listed tag whose primary language is `nl` or `en`; `en` when none is (the site's default).
 *
 * @example
 * answerLanguage('nl-BE,nl;q=0.9,en;q=0.8'); // 'nl'
 * answerLanguage('fr'); // 'en'
 */
export function answerLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (primary === 'nl' || primary === 'en') return primary;
  }
  return 'en';
}
