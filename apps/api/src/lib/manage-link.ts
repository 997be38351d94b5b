import type { Locale } from '@spt/contracts';
import { MANAGE_ROUTE } from '@spt/i18n-content';

/**
 * The customer's booking page in each language (DESIGN "Console (operators) and manage booking"): the
 * site's own route of it, so a new language's page and its links cannot differ.
 */
export const MANAGE_PATHS: Readonly<Record<Locale, string>> = MANAGE_ROUTE;

/**
 * The link in a customer mail. The token sits in the fragment: browsers never send it to the server,
 * so it appears in no request line, access log or Referer header.
 *
 * @example
 * manageLink('https://www.schipholpremiumtaxi.nl', 'nl', token); // 'https://…/nl/boeking-beheren#t=…'
 */
export function manageLink(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${MANAGE_PATHS[locale]}#t=${token}`;
}
