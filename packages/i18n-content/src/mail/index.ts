/**
 * `@spt/i18n-content/mail`: the words of everything the API sends a customer (mails, calendar files,
 * invoice PDFs), one file per language (src/texts/<lang>/mail.ts), for the API alone: no page imports it, so no page bundle
 * carries them.
 */
import type { Language } from '../languages.js';
import { TEXTS } from '../texts/mail.generated.js';
import type { MailTexts } from './types.js';

export type { MailTexts, WidenMail } from './types.js';

/**
 * The customer's mail texts, per language (src/texts/<lang>/mail.ts). A stored language that is not
 * one of the site's reads English's: contracts' `localeOf` chooses.
 */
export const mailTexts: Readonly<Record<Language, MailTexts>> = TEXTS;
