import type { Locale } from '@spt/contracts';
import { company } from '@spt/i18n-content';
import { escapeHtml } from '../lib/escape-html.js';

export const COMPANY = company.name;

/** `YYYY-MM-DD` as people in the language write it: `24/12/2027`, `24-12-2027`. */
export function formatDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-');
  return locale === 'nl' ? `${d}-${m}-${y}` : `${d}/${m}/${y}`;
}

/** One labelled field of a mail (a table row in HTML, `Label:   value` in text). */
export type Row = readonly [label: string, value: string];

/**
 * A paragraph of a mail: plain text; text someone typed (an operator's note, a sender's message),
 * quoted line by line in the text part so no line of it can pass for one of the mail's own fields;
 * or a sentence with a link (a real link in HTML, the address on its own line in text).
 */
export type Paragraph = string | { readonly quote: string } | { readonly text: string; readonly url: string };

const lines = (value: string) => value.split(/\r\n|\r|\n/);

function paragraphText(p: Paragraph): string {
  if (typeof p === 'string') return p;
  if ('quote' in p)
    return lines(p.quote)
      .map((line) => `> ${line}`)
      .join('\n');
  return `${p.text}\n${p.url}`;
}

const html = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

function paragraphHtml(p: Paragraph): string {
  if (typeof p === 'string') return `<p>${html(p)}</p>`;
  if ('quote' in p) {
    return `<blockquote style="margin:0 0 16px 0;padding:4px 0 4px 12px;border-left:3px solid #ccc">${html(p.quote)}</blockquote>`;
  }
  // Only web links become anchors; anything else stays text.
  const link = /^https?:\/\//i.test(p.url)
    ? `<a href="${escapeHtml(p.url)}">${escapeHtml(p.url)}</a>`
    : escapeHtml(p.url);
  return `<p>${html(p.text)}<br>${link}</p>`;
}

/** The text part: intro, the fields aligned, outro. */
export function renderText(
  intro: readonly Paragraph[],
  rows: readonly Row[],
  outro: readonly Paragraph[],
): string {
  const width = Math.max(0, ...rows.map(([label]) => label.length)) + 2;
  const table =
    rows.length > 0 ? ['', ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`)] : [];
  return [...intro.map(paragraphText), ...table, '', ...outro.map(paragraphText), ''].join('\n');
}

/** The HTML part: every value escaped, line breaks kept. */
export function renderHtml(
  lang: Locale,
  title: string,
  intro: readonly Paragraph[],
  rows: readonly Row[],
  outro: readonly Paragraph[],
): string {
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${html(value)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111">
${intro.map(paragraphHtml).join('\n')}
${rows.length > 0 ? `<table role="presentation">${table}</table>` : ''}
${outro.map(paragraphHtml).join('\n')}
</body></html>
`;
}

export const LABELS = {
  en: {
    reference: 'Reference',
    pickup: 'Pickup',
    destination: 'Destination',
    dateTime: 'Date and time',
    flight: 'Flight number',
    passengers: 'Passengers',
    luggage: 'Luggage',
    vehicle: 'Vehicle',
    distance: 'Distance',
    duration: 'Estimated travel time',
    price: 'Fixed price',
    minimum: '(minimum price applied)',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    driver: 'Driver',
    driverPhone: 'Driver phone',
  },
  nl: {
    reference: 'Referentie',
    pickup: 'Ophaaladres',
    destination: 'Bestemming',
    dateTime: 'Datum en tijd',
    flight: 'Vluchtnummer',
    passengers: 'Passagiers',
    luggage: 'Bagagestukken',
    vehicle: 'Voertuig',
    distance: 'Afstand',
    duration: 'Geschatte reistijd',
    price: 'Vaste prijs',
    minimum: '(minimumprijs toegepast)',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    driver: 'Chauffeur',
    driverPhone: 'Telefoon chauffeur',
  },
} as const;

/**
 * "Amsterdam time", and the UTC offset when the wall time happens twice that night (the autumn
 * clock change), so nobody has to guess which 02:30 is meant.
 */
export function zoneText(
  data: { ambiguousTime?: boolean | undefined; utcOffset?: string | undefined },
  locale: Locale,
): string {
  const zone = locale === 'nl' ? 'Nederlandse tijd' : 'Amsterdam time';
  return data.ambiguousTime && data.utcOffset ? `${zone}, UTC${data.utcOffset}` : zone;
}
