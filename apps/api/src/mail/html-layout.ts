import { company, type Language } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import { escapeHtml } from '../lib/escape-html.js';

/** The wordmark's second line, part of the brand's lockup as on the site: the same in every language. */
export const WORDMARK_TAGLINE = 'Taxi · Chauffeurs';

/**
 * The site's colours (apps/web/src/theme.css), for mails: navy, gold and sand, with the body text
 * and muted greys the site uses on sand.
 */
export const MAIL_COLOURS = {
  navy: '#0b1424',
  gold: '#d9b26a',
  goldDark: '#7d5f25',
  sand: '#fbf9f5',
  sandLine: '#ebe3d4',
  sandPanel: '#f5f0e7',
  card: '#ffffff',
  body: '#1c2430',
  muted: '#545d6b',
} as const;

const c = MAIL_COLOURS;
const SANS =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Liberation Sans',sans-serif";
const SERIF =
  "'Iowan Old Style','Palatino Linotype',Palatino,'Book Antiqua',Georgia,'Liberation Serif',serif";

/** Inline styles of the mail's parts: mail clients drop style sheets, so every element carries its own. */
export const MAIL_STYLES = {
  paragraph: `margin:0 0 16px 0;font-family:${SANS};font-size:16px;line-height:1.6;color:${c.body}`,
  quote: `margin:0 0 16px 0;padding:12px 16px;border-left:3px solid ${c.gold};background:${c.sandPanel};border-radius:0 8px 8px 0;font-family:${SANS};font-size:16px;line-height:1.6;color:${c.body};word-wrap:break-word;overflow-wrap:anywhere`,
  link: `color:${c.goldDark};text-decoration:underline`,
  // Label and value side by side where the card is wide, the label over the value on a phone: two
  // inline blocks whose widths add up to the desktop card's, each at most the card's on a phone.
  rowLabel: `display:inline-block;width:100%;max-width:180px;box-sizing:border-box;padding:4px 12px 2px 0;vertical-align:top;font-family:${SANS};font-size:12px;line-height:1.4;letter-spacing:0.08em;text-transform:uppercase;color:${c.muted}`,
  rowValue: `display:inline-block;width:100%;max-width:320px;vertical-align:top;font-family:${SANS};font-size:16px;line-height:1.5;color:${c.body};word-wrap:break-word;overflow-wrap:anywhere`,
  rowCell: `padding:12px 20px;border-top:1px solid ${c.sandLine};font-size:0;line-height:0`,
  firstRowCell: 'padding:16px 20px 12px 20px;font-size:0;line-height:0',
  details: `width:100%;margin:8px 0 24px 0;background:${c.sand};border:1px solid ${c.sandLine};border-radius:12px;border-collapse:separate`,
} as const;

/**
 * A phone number in text as a `tel:` link: spaced international numbers (`+31 6 12345678`, as
 * {@link displayPhone} writes them) in already escaped HTML.
 *
 * @example
 * linkPhones('Call +31 20 123 4567.'); // 'Call <a href="tel:+31201234567" …>+31 20 123 4567</a>.'
 */
export function linkPhones(escaped: string): string {
  return escaped.replace(
    /\+\d[\d ]{5,}\d/g,
    (phone) =>
      `<a href="tel:+${phone.replace(/\D/g, '')}" style="color:inherit;text-decoration:underline;white-space:nowrap">${phone}</a>`,
  );
}

/**
 * Booking references (`SPT-7K3M9Q`, `MSG-4F7H2K`) in already escaped HTML kept on one line, so a
 * narrow screen never breaks one at its hyphen.
 *
 * @example
 * keepReferencesWhole('Rit SPT-7K3M9Q'); // 'Rit <span style="white-space:nowrap">SPT-7K3M9Q</span>'
 */
export function keepReferencesWhole(escaped: string): string {
  return escaped.replace(
    /\b[A-Z]{2,5}-[0-9A-Z]{4,12}\b/g,
    (reference) => `<span style="white-space:nowrap">${reference}</span>`,
  );
}

/**
 * A call-to-action button that every mail client draws (a table cell with a padded link), and under
 * it a small line with the address itself for clients that show no buttons: only that line breaks a
 * long address anywhere, so it never widens the mail.
 */
export function buttonHtml(label: string, url: string, language: Language, secondary = false): string {
  const href = escapeHtml(url);
  const background = secondary ? c.card : c.gold;
  const border = secondary ? c.navy : c.gold;
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 10px 0;border-collapse:separate">
<tr><td align="center" bgcolor="${background}" style="border-radius:999px;background:${background};border:1px solid ${border}">
<a href="${href}" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:16px;font-weight:600;line-height:1.25;color:${c.navy};text-decoration:none;border-radius:999px">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin:0 0 20px 0;font-family:${SANS};font-size:13px;line-height:1.5;color:${c.muted}">${escapeHtml(mailTexts[language].layout.buttonFallback)}<br><a href="${href}" style="color:${c.muted};text-decoration:underline;word-break:break-all;overflow-wrap:anywhere">${href}</a></p>`;
}

/** The mail's foot: who sends it, where the business is and how to reach it. */
function footerHtml(language: Language): string {
  const a = company.address;
  const small = `margin:0 0 6px 0;font-family:${SANS};font-size:13px;line-height:1.6;color:${c.muted}`;
  return `<p style="margin:0 0 8px 0;font-family:${SERIF};font-size:16px;color:${c.navy}">${escapeHtml(company.name)}</p>
<p style="${small}">${escapeHtml(`${a.street}, ${a.postalCode} ${a.city}`)}</p>
<p style="${small}"><a href="tel:${escapeHtml(company.phoneE164)}" style="color:${c.muted};text-decoration:none;white-space:nowrap">${escapeHtml(company.phone)}</a> &nbsp;·&nbsp; <a href="mailto:${escapeHtml(company.email)}" style="color:${c.muted};text-decoration:none">${escapeHtml(company.email)}</a></p>
<p style="${small}">${escapeHtml(`${mailTexts[language].layout.chamberOfCommerce} ${company.chamberOfCommerce}`)}</p>`;
}

/** The parts of a mail's HTML that {@link layoutHtml} frames. */
export interface MailLayout {
  lang: Language;
  /** The document title and the headline under the letterhead. */
  title: string;
  /** The text an inbox shows beside the subject (hidden in the mail itself). */
  preheader: string;
  /** The body's HTML, escaped already. */
  body: string;
}

/**
 * The frame of every mail, as the site looks on a phone: one column at most 600 px wide on the
 * site's sand, the business's name on navy at the top, the body on a white card in 16 px text, and
 * the business's address at the foot. Tables and inline styles, so mail clients draw it; no fixed
 * width beyond the 600 px cap (Outlook for Windows, which knows no max-width, gets a 600 px table of
 * its own), so it fits a 390 px phone without scrolling sideways.
 */
export function layoutHtml({ lang, title, preheader, body }: MailLayout): string {
  // The site's wordmark: the name without its last word, over "Taxi · Chauffeurs" in gold.
  const name = escapeHtml(company.name.replace(/ Taxi$/, ''));
  return `<!doctype html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;width:100%;background:${c.sand};-webkit-text-size-adjust:100%;text-size-adjust:100%">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:${c.sand}">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${c.sand}" style="width:100%;background:${c.sand}">
<tr><td align="center" style="padding:24px 10px 32px 10px">
<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:separate">
<tr><td bgcolor="${c.navy}" style="background:${c.navy};border-radius:16px 16px 0 0;padding:26px 24px 22px 24px">
<p style="margin:0;font-family:${SERIF};font-size:22px;line-height:1.2;letter-spacing:0.02em;color:#ffffff">${name}</p>
<p style="margin:8px 0 0 0;font-family:${SANS};font-size:11px;line-height:1.2;font-weight:600;letter-spacing:0.3em;text-transform:uppercase;color:${c.gold}">${WORDMARK_TAGLINE}</p>
</td></tr>
<tr><td bgcolor="${c.gold}" style="background:${c.gold};height:3px;line-height:3px;font-size:3px">&nbsp;</td></tr>
<tr><td bgcolor="${c.card}" style="background:${c.card};border:1px solid ${c.sandLine};border-top:0;border-radius:0 0 16px 16px;padding:32px 24px 16px 24px">
<h1 style="margin:0 0 20px 0;font-family:${SERIF};font-size:24px;line-height:1.3;font-weight:normal;color:${c.navy};word-wrap:break-word;overflow-wrap:anywhere">${keepReferencesWhole(escapeHtml(title))}</h1>
${body}
</td></tr>
<tr><td align="center" style="padding:28px 24px 8px 24px;text-align:center">
${footerHtml(lang)}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}
