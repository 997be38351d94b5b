import type { Locale } from '@spt/contracts';

/** The customer's booking page in each language (DESIGN "Console (operators) and manage booking"). */
export const MANAGE_PATHS: Readonly<Record<Locale, string>> = {
  en: '/en/manage-booking',
  nl: '/nl/boeking-beheren',
};

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
