import { company, type Language } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import { escapeHtml } from '../lib/escape-html.js';
import { buttonHtml, keepReferencesWhole, layoutHtml, linkPhones, MAIL_STYLES } from './html-layout.js';

export const COMPANY = company.name;

/**
 * `YYYY-MM-DD` as people in the language write it: `24/12/2027`, `24-12-2027`.
 *
 * @example
 * formatDate('2027-12-24', 'nl'); // '24-12-2027'
 */
export function formatDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-');
  return mailTexts[language].dates.short({ day: String(day), month: String(month), year: String(year) });
}

/**
 * One labelled field of a mail (a table row in HTML, `Label:   value` in text), with a link after the
 * value when there is one (the address in text, a short link in HTML).
 */
export type Row = readonly [
  label: string,
  value: string,
  link?: { readonly text: string; readonly url: string },
];

/**
 * A paragraph of a mail: plain text; text someone typed (an operator's note, a sender's message),
 * quoted line by line in the text part so no line of it can pass for one of the mail's own fields;
 * or a link: the sentence and the address on its own line in text, a button named `action` in HTML.
 */
export type Paragraph =
  | string
  | { readonly quote: string }
  | { readonly text: string; readonly url: string; readonly action: string; readonly secondary?: boolean };

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
/** The mail's own text in HTML: escaped, line breaks kept, phone numbers callable, references whole. */
const ownHtml = (value: string) => keepReferencesWhole(linkPhones(html(value)));
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

function paragraphHtml(p: Paragraph, language: Language): string {
  if (typeof p === 'string') return `<p style="${MAIL_STYLES.paragraph}">${ownHtml(p)}</p>`;
  if ('quote' in p) return `<blockquote style="${MAIL_STYLES.quote}">${html(p.quote)}</blockquote>`;
  // Only web links become buttons; anything else stays text.
  if (isWebLink(p.url)) return buttonHtml(p.action, p.url, language, p.secondary);
  return `<p style="${MAIL_STYLES.paragraph}">${ownHtml(p.text)}<br>${html(p.url)}</p>`;
}

/**
 * Paragraphs of the text part, a blank line between them, except that a label ("The reason:") stays
 * on the line over the quote it introduces.
 */
function paragraphsText(paragraphs: readonly Paragraph[]): string[] {
  return paragraphs.map((p, index) => {
    const previous = paragraphs[index - 1];
    const introducesThis =
      typeof previous === 'string' && previous.endsWith(':') && typeof p !== 'string' && 'quote' in p;
    return `${index === 0 || introducesThis ? '' : '\n'}${paragraphText(p)}`;
  });
}

/** The text part: intro, the fields aligned, outro; paragraphs apart, so it reads well as it is. */
export function renderText(
  intro: readonly Paragraph[],
  rows: readonly Row[],
  outro: readonly Paragraph[],
): string {
  const width = Math.max(0, ...rows.map(([label]) => label.length)) + 2;
  const table =
    rows.length > 0
      ? [
          '',
          ...rows.map(
            ([label, value, link]) => `${`${label}:`.padEnd(width)}${value}${link ? ` ${link.url}` : ''}`,
          ),
        ]
      : [];
  return [...paragraphsText(intro), ...table, '', ...paragraphsText(outro), ''].join('\n');
}

function rowHtml([label, value, link]: Row, index: number): string {
  const linkHtml =
    link && isWebLink(link.url)
      ? ` <a href="${escapeHtml(link.url)}" style="${MAIL_STYLES.link}">${escapeHtml(link.text)}</a>`
      : '';
  return `<tr><td style="${index === 0 ? MAIL_STYLES.firstRowCell : MAIL_STYLES.rowCell}"><div style="${MAIL_STYLES.rowLabel}">${escapeHtml(label)}</div><div style="${MAIL_STYLES.rowValue}">${ownHtml(value)}${linkHtml}</div></td></tr>`;
}

/** The first sentence a reader sees after the greeting, for the inbox's preview line. */
function preheaderOf(intro: readonly Paragraph[], title: string): string {
  const sentences = intro.filter((p): p is string => typeof p === 'string' && !/,$/.test(p.trim()));
  return (sentences[0] ?? title).replace(/\s+/g, ' ').trim();
}

/**
 * The HTML part, laid out as the site looks on a phone (see `layoutHtml`): the intro, the fields as a
 * panel of label-over-value rows that never need a second column, the outro, links as buttons. Every
 * value is escaped and its line breaks kept.
 */
export function renderHtml(
  lang: Language,
  title: string,
  intro: readonly Paragraph[],
  rows: readonly Row[],
  outro: readonly Paragraph[],
): string {
  const table =
    rows.length > 0
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${MAIL_STYLES.details}">\n${rows.map(rowHtml).join('\n')}\n</table>`
      : '';
  const body = [
    ...intro.map((p) => paragraphHtml(p, lang)),
    table,
    ...outro.map((p) => paragraphHtml(p, lang)),
  ]
    .filter((part) => part !== '')
    .join('\n');
  return layoutHtml({ lang, title, preheader: preheaderOf(intro, title), body });
}

/**
 * "Amsterdam time", and the UTC offset when the wall time happens twice that night (the autumn
 * clock change), so nobody has to guess which 02:30 is meant.
 */
export function zoneText(
  data: { ambiguousTime?: boolean | undefined; utcOffset?: string | undefined },
  language: Language,
): string {
  const zone = mailTexts[language].dates.zone;
  return data.ambiguousTime && data.utcOffset ? `${zone}, UTC${data.utcOffset}` : zone;
}
