import { join } from 'node:path';
import type { Locale } from '@spt/contracts';
import { formatEuros, formatLongDate } from '@spt/i18n-content';
import PDFDocument from 'pdfkit';
import { PACKAGE_DIR } from '../../lib/paths.js';
import type { InvoiceDocument } from './index.js';

/**
 * An invoice or credit note as an A4 PDF (pdfkit), in the booking's language. The text face is DejaVu
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

const WORDS = {
  en: {
    tag: 'en-GB',
    decimal: '.',
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Invoice number',
    creditNumber: 'Credit note number',
    date: 'Invoice date',
    credits: 'Corrects invoice',
    billedTo: 'Billed to',
    ride: 'Ride',
    reference: 'Reference',
    when: 'Date of the ride',
    amount: 'Amount incl. VAT',
    net: 'Net amount',
    vat: (rate: string) => `VAT ${rate} %`,
    gross: 'Total incl. VAT',
    paid: (method: string, date: string) =>
      `Paid online on ${date}${method ? ` (${method})` : ''}. Thank you.`,
    refunded: 'This amount is refunded to the payment method used.',
    unpaid: 'Paid to the driver or by bank transfer, as agreed.',
    kvk: 'Chamber of Commerce (KvK)',
    period: 'Period',
    due: 'Due date',
    transfer: (amount: string, due: string, iban: string, number: string, name: string) =>
      `Please transfer ${amount} by ${due} to ${iban} in the name of ${name}, quoting invoice number ${number}.`,
    vatNumber: 'VAT number',
    at: 'at',
  },
  nl: {
    tag: 'nl-NL',
    decimal: ',',
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    number: 'Factuurnummer',
    creditNumber: 'Creditnotanummer',
    date: 'Factuurdatum',
    credits: 'Correctie op factuur',
    billedTo: 'Gefactureerd aan',
    ride: 'Rit',
    reference: 'Referentie',
    when: 'Datum van de rit',
    amount: 'Bedrag incl. btw',
    net: 'Bedrag excl. btw',
    vat: (rate: string) => `Btw ${rate} %`,
    gross: 'Totaal incl. btw',
    paid: (method: string, date: string) =>
      `Online betaald op ${date}${method ? ` (${method})` : ''}. Dank u wel.`,
    refunded: 'Dit bedrag wordt teruggestort via de gebruikte betaalmethode.',
    unpaid: 'Betaald aan de chauffeur of per bankoverschrijving, zoals afgesproken.',
    kvk: 'KvK-nummer',
    period: 'Periode',
    due: 'Vervaldatum',
    transfer: (amount: string, due: string, iban: string, number: string, name: string) =>
      `Wij verzoeken u ${amount} uiterlijk ${due} over te maken op ${iban} ten name van ${name}, onder vermelding van factuurnummer ${number}.`,
    vatNumber: 'Btw-nummer',
    at: 'om',
  },
} as const satisfies Record<Locale, unknown>;

/** Mollie's method ids as a customer knows them. */
const METHODS: Record<string, string> = {
  ideal: 'iDEAL',
  creditcard: 'Credit card',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paypal: 'PayPal',
};

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
function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(WORDS[locale].tag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
}

/** The PDF of an invoice or credit note. */
export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const words = WORDS[invoice.locale];
  const money = (cents: number) => formatEuros(cents, invoice.locale, { cents: 'always' });
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
    lang: words.tag,
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
    [words.date, formatLongDate(amsterdamDay(invoice.issuedAt), invoice.locale)],
    ...(invoice.credits ? ([[words.credits, invoice.credits]] as [string, string][]) : []),
    ...(invoice.period
      ? ([[words.period, monthName(invoice.period, invoice.locale)]] as [string, string][])
      : []),
    ...(invoice.dueDate
      ? ([[words.due, formatLongDate(amsterdamDay(invoice.dueDate), invoice.locale)]] as [string, string][])
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
        `${words.reference} ${item.reference} · ${words.when} ${formatLongDate(item.date, invoice.locale)} ${words.at} ${item.time}`,
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
  const rate = String(invoice.vatRatePercent).replace('.', words.decimal);
  const sums: [string, number, boolean][] = [
    [words.net, invoice.netCents, false],
    [words.vat(rate), invoice.vatCents, false],
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
    const method = invoice.paid.method ? (METHODS[invoice.paid.method] ?? invoice.paid.method) : '';
    const date = invoice.paid.paidAt ? formatLongDate(amsterdamDay(invoice.paid.paidAt), invoice.locale) : '';
    doc.text(words.paid(method, date), left, doc.y, { width });
  } else if (invoice.dueDate && s.iban) {
    doc.text(
      words.transfer(
        money(invoice.grossCents),
        formatLongDate(amsterdamDay(invoice.dueDate), invoice.locale),
        s.iban.replace(/(.{4})/g, '$1 ').trim(),
        invoice.number,
        s.legalName,
      ),
      left,
      doc.y,
      { width },
    );
  } else doc.text(words.unpaid, left, doc.y, { width });

  doc.end();
  return done;
}
