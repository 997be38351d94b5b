import { join } from 'node:path';
import { localeOf } from '@spt/contracts';
import { formatEuros, formatLongDate, NUMBER_LOCALES } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import PDFDocument from 'pdfkit';
import { PACKAGE_DIR } from '../../lib/paths.js';
import type { InvoiceDocument } from './index.js';

/**
 * An invoice or credit note as an A4 PDF (pdfkit), in the booking's language (its words are the
 * language's mail texts, `invoice`; English while the language has none). The text face is DejaVu
 * Sans (a free font with Latin, Greek and Cyrillic), embedded and subset, so a name such as "Łukasz
 * Żółć" prints as written; PDF's built-in Helvetica only knows Western European letters.
 */

// apps/api/fonts, from src/services/invoices in development and from dist in production.
const FONTS = join(PACKAGE_DIR, 'fonts');
const REGULAR = join(FONTS, 'DejaVuSans.ttf');
const BOLD = join(FONTS, 'DejaVuSans-Bold.ttf');

const NAVY = '#0b1f3a';
const GOLD = '#a8842c';
const GREY = '#5b6472';

/** The decimal separator of a locale's numbers: `.` in en-GB, `,` in nl-NL. */
function decimalSeparator(tag: string): string {
  return new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** The Amsterdam calendar date of an ISO instant, `YYYY-MM-DD`. */
function amsterdamDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** `2026-11` as "November 2026" / "november 2026". */
function monthName(month: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
}

/** The PDF of an invoice or credit note. */
export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const language = localeOf(invoice.locale);
  const words = mailTexts[language].invoice;
  const at = mailTexts[language].dates.at;
  // The language's locale (`en-GB`, `nl-NL`): the document's language tag, its month names and decimals.
  const tag = NUMBER_LOCALES[language];
  const longDate = (date: string) => formatLongDate(date, language);
  const money = (cents: number) => formatEuros(cents, language, { cents: 'always' });
  const credit = invoice.kind === 'creditNote';
  const title = credit ? words.creditNote : words.invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.legalName,
      Subject: `${title} ${invoice.number}`,
    },
    lang: tag,
    pdfVersion: '1.7',
    tagged: false,
  });
  doc.registerFont('text', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const s = invoice.seller;

  // The seller, as the letterhead.
  doc.font('bold').fontSize(18).fillColor(NAVY).text(s.legalName, left, 56);
  doc
    .font('text')
    .fontSize(9)
    .fillColor(GREY)
    .text(`${s.street}, ${s.postalCode} ${s.city}, ${s.country}`)
    .text(`${s.phone} · ${s.email} · ${s.siteUrl.replace(/^https?:\/\//, '')}`)
    .text(`${words.kvk} ${s.chamberOfCommerce} · ${words.vatNumber} ${s.vatNumber}`);
  doc
    .moveTo(left, doc.y + 10)
    .lineTo(left + width, doc.y + 10)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();

  // Title, number and date; the buyer.
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(NAVY)
    .text(title, left, doc.y + 28);
  const facts: [string, string][] = [
    [credit ? words.creditNumber : words.number, invoice.number],
    [words.date, longDate(amsterdamDay(invoice.issuedAt))],
    ...(invoice.credits ? ([[words.credits, invoice.credits]] as [string, string][]) : []),
    ...(invoice.period ? ([[words.period, monthName(invoice.period, tag)]] as [string, string][]) : []),
    ...(invoice.dueDate
      ? ([[words.due, longDate(amsterdamDay(invoice.dueDate))]] as [string, string][])
      : []),
  ];
  doc.moveDown(0.5);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('text').fontSize(10).fillColor(GREY).text(label, left, y, { width: 150 });
    doc
      .font('bold')
      .fillColor(NAVY)
      .text(value, left + 150, y);
  }
  doc.moveDown(1);
  doc.font('text').fontSize(10).fillColor(GREY).text(words.billedTo, left, doc.y);
  doc.font('bold').fillColor(NAVY).text(invoice.buyer.name, left, doc.y);
  if (invoice.buyer.company) {
    doc.font('text');
    if (invoice.buyer.company.name !== invoice.buyer.name) doc.text(invoice.buyer.company.name, left, doc.y);
    doc.text(invoice.buyer.company.address, left, doc.y);
    if (invoice.buyer.company.vatId) doc.text(`${words.vatNumber} ${invoice.buyer.company.vatId}`);
  }

  // The rides.
  doc.moveDown(1.5);
  const amountWidth = 110;
  const headY = doc.y;
  doc.font('bold').fontSize(9).fillColor(GREY);
  doc.text(words.ride, left, headY, { width: width - amountWidth });
  doc.text(words.amount, left + width - amountWidth, headY, { width: amountWidth, align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
  doc.moveDown(0.6);
  for (const item of invoice.lines) {
    const y = doc.y;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(NAVY)
      .text(item.description, left, y, { width: width - amountWidth - 12 });
    doc
      .font('text')
      .fontSize(9)
      .fillColor(GREY)
      .text(
        `${words.reference} ${item.reference} · ${words.when} ${at({ date: longDate(item.date), time: item.time })}`,
        { width: width - amountWidth - 12 },
      );
    const end = doc.y;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(NAVY)
      .text(money(item.grossCents), left + width - amountWidth, y, {
        width: amountWidth,
        align: 'right',
      });
    doc.y = Math.max(end, doc.y) + 8;
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
  doc.moveDown(0.6);

  // Net, VAT and gross, to the cent.
  const rate = String(invoice.vatRatePercent).replace('.', decimalSeparator(tag));
  const sums: [string, number, boolean][] = [
    [words.net, invoice.netCents, false],
    [words.vat({ rate }), invoice.vatCents, false],
    [words.gross, invoice.grossCents, true],
  ];
  for (const [label, cents, strong] of sums) {
    const y = doc.y;
    doc
      .font(strong ? 'bold' : 'text')
      .fontSize(strong ? 12 : 10)
      .fillColor(NAVY)
      .text(label, left + width - 300, y, { width: 180, align: 'right' });
    doc.text(money(cents), left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.moveDown(0.3);
  }

  // How it was (or is) paid.
  doc.moveDown(1.5);
  doc.font('text').fontSize(10).fillColor(NAVY);
  if (credit) doc.text(words.refunded, left, doc.y, { width });
  else if (invoice.paid) {
    const methods: Readonly<Record<string, string | undefined>> = words.methods;
    const method = invoice.paid.method ? (methods[invoice.paid.method] ?? invoice.paid.method) : '';
    const date = invoice.paid.paidAt ? longDate(amsterdamDay(invoice.paid.paidAt)) : '';
    doc.text(words.paid({ method, date }), left, doc.y, { width });
  } else if (invoice.dueDate && s.iban) {
    doc.text(
      words.transfer({
        amount: money(invoice.grossCents),
        due: longDate(amsterdamDay(invoice.dueDate)),
        iban: s.iban.replace(/(.{4})/g, '$1 ').trim(),
        number: invoice.number,
        name: s.legalName,
      }),
      left,
      doc.y,
      { width },
    );
  } else doc.text(words.unpaid, left, doc.y, { width });

  doc.end();
  return done;
}
