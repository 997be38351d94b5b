/**
 * `@spt/i18n-content/mail`: the words of everything the API sends a customer (mails, calendar files,
 * invoice PDFs), one file per language, for the API alone: no page imports it, so no page bundle
 * carries them.
 */
import { LANGUAGES, type Language } from '../languages.js';
import { mailDe } from './de.js';
import { mailEn } from './en.js';
import { mailFr } from './fr.js';
import { mailNl } from './nl.js';
import type { MailTexts } from './types.js';

export { mailDe } from './de.js';
export { mailEn } from './en.js';
export { mailFr } from './fr.js';
export { mailNl } from './nl.js';
export type { MailTexts, WidenMail } from './types.js';

/** The languages that have mail texts: every site language, English first. */
export const MAIL_LANGUAGES: readonly Language[] = LANGUAGES;

/** A language the customer's mails are written in. */
export type MailLanguage = Language;

/** The customer's mail texts, per language. */
export const mailTexts: Readonly<Record<MailLanguage, MailTexts>> = {
  en: mailEn,
  nl: mailNl,
  de: mailDe,
  fr: mailFr,
};

/** Whether a language has mail texts. */
export function isMailLanguage(value: string): value is MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a customer's mail (or invoice) is written in: the customer's own when it has mail
 * texts, else English (the site's default), so a mail is in one language, its words and formats alike.
 *
 * @example
 * mailLanguageOf('nl'); // 'nl'
 */
export function mailLanguageOf(language: string): MailLanguage {
  return isMailLanguage(language) ? language : 'en';
}
