import { type Language, negotiateLanguage, parseAcceptLanguage } from '@spt/i18n-content/languages';

/**
 * The answer language for an `accept-language` value (a query parameter or an HTTP header), by the
 * site's one negotiation (`negotiateLanguage` over `parseAcceptLanguage`, the same as the language
 * redirect): the most preferred supported language by quality; English when none is.
 *
 * @example
 * answerLanguage('nl-BE,nl;q=0.9,en;q=0.8'); // 'nl'
 * answerLanguage('en;q=0.1, nl;q=0.9'); // 'nl'
 * answerLanguage('fr-BE,nl;q=0.5'); // 'fr'
 * answerLanguage('es'); // 'en'
 */
export function answerLanguage(acceptLanguage: string | undefined): Language {
  return negotiateLanguage({ browser: parseAcceptLanguage(acceptLanguage) });
}
