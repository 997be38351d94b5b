// A language is data (DESIGN "Languages"): every customer mail and every driver's notice rendered
// with a pseudo language (every mail text and every dictionary text of every language wrapped in ⟦ ⟧)
// shows no word outside the marks but the values it carries (names, places, references) and what the
// platform writes (month and weekday names). A word written into the code, or a table of words outside
// the language's folder, shows up here by name.
import { business } from '@spt/business';
import { company, LANGUAGES, unmarkedWords } from '@spt/i18n-content';
import { describe, expect, it, vi } from 'vitest';
import { WORDMARK_TAGLINE } from '../src/mail/html-layout.js';
import { renderOutboxPayload } from '../src/mail/templates.js';
import { mailSamples } from './mail-fixtures.js';

vi.mock('@spt/i18n-content/mail', async (importOriginal) => {
  const real = await importOriginal<typeof import('@spt/i18n-content/mail')>();
  const { pseudoLocalize } = await import('@spt/i18n-content');
  return {
    ...real,
    mailTexts: Object.fromEntries(
      Object.entries(real.mailTexts).map(([lang, texts]) => [lang, pseudoLocalize(texts)]),
    ),
  };
});

vi.mock('@spt/i18n-content', async (importOriginal) => {
  const real = await importOriginal<typeof import('@spt/i18n-content')>();
  return {
    ...real,
    translations: Object.fromEntries(
      Object.entries(real.translations).map(([lang, texts]) => [lang, real.pseudoLocalize(texts)]),
    ),
  };
});

const WORD = /\p{L}[\p{L}'’-]*/gu;

/** Every string a payload carries: the customer's own words and names, places, references. */
function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [];
}

/** Month and weekday names as the platform writes them in every site language. */
function calendarWords(): string[] {
  const words: string[] = [];
  for (const lang of LANGUAGES)
    for (let day = 0; day < 12 * 31; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day));
      for (const options of [{ weekday: 'long' }, { month: 'long' }, { month: 'short' }] as const)
        words.push(new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(date));
    }
  return words;
}

const DATA = [
  ...Object.values(company).flatMap((value) => valuesOf(value)),
  ...business.vehicles.flatMap((vehicle) => [vehicle.name, vehicle.display.name]),
  ...calendarWords(),
  WORDMARK_TAGLINE,
  'km',
  'UTC',
];

/** What a mail's reader sees: subject, plain text and the HTML's text without its markup. */
function readable(mail: { subject: string; text: string; html: string }): string {
  const html = mail.html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
  return [mail.subject, mail.text, html]
    .join('\n')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ');
}

describe('customer and driver mails in a pseudo language', () => {
  const mails = mailSamples().filter((sample) =>
    ['booking.customer', 'booking.status', 'driver.notice'].includes(sample.payload.template),
  );

  it('covers every customer template and every driver notice in every language', () => {
    expect(mails.length).toBeGreaterThanOrEqual(LANGUAGES.length * 9);
    for (const lang of LANGUAGES)
      expect(mails.some((sample) => sample.name.includes(` ${lang}:`))).toBe(true);
  });

  it.each(LANGUAGES)('marks every word of every customer and driver mail in %s', (lang) => {
    const found: Record<string, string[]> = {};
    for (const sample of mails.filter((candidate) => candidate.name.includes(` ${lang}:`))) {
      const allowed = new Set(
        [...DATA, ...valuesOf(sample.payload.data)].flatMap((text) => text.match(WORD) ?? []),
      );
      const mail = renderOutboxPayload(sample.payload);
      expect(mail.subject, sample.name).toContain('⟦');
      const words = unmarkedWords(readable(mail), allowed);
      if (words.length > 0) found[sample.name] = [...new Set(words)];
    }
    expect(found).toEqual({});
  });
});
