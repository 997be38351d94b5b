import { localeOf } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { formatEuros, formatLongDate, type Language } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import type { InvoiceDocument } from '../services/invoices/index.js';
import { greeting } from './people.js';
import { COMPANY, type Paragraph, type Row, renderHtml, renderText } from './render.js';
import type {
  CompanyInvoiceMailData,
  CompletedMailData,
  MailAddresses,
  OutboxMail,
  PaymentMailData,
} from './templates.js';

/** A mail to a customer or company, replies to the business, text and HTML from the same parts. */
function customerMail(
  addresses: MailAddresses,
  to: string,
  language: Language,
  subject: string,
  parts: { intro: Paragraph[]; rows: Row[]; outro: Paragraph[] },
): OutboxMail {
  return {
    from: addresses.from,
    to,
    replyTo: addresses.businessEmail,
    subject,
    text: renderText(parts.intro, parts.rows, parts.outro),
    html: renderHtml(language, subject, parts.intro, parts.rows, parts.outro),
  };
}

/**
 * The customer's mail that their payment arrived, that a refund is on its way, or that they can pay
 * online, in their language (English for a language the site no longer speaks).
 */
export function paymentMail(data: PaymentMailData, addresses: MailAddresses): OutboxMail {
  const language = localeOf(data.locale);
  const t = mailTexts[language];
  const copy = t.payment[data.kind];
  const amount = formatEuros(data.amountCents, language, { cents: 'always' });
  const when = t.dates.at({ date: formatLongDate(data.date, language), time: data.time });
  const subject = copy.subject({ ref: data.reference });
  const intro: Paragraph[] = [greeting(data.contactName, language), copy.intro({ amount, when }), copy.after];
  const rows: Row[] = [
    [t.rows.reference, data.reference],
    [copy.amount, amount],
  ];
  const outro: Paragraph[] = [
    { text: copy.manage, url: data.manageUrl, action: copy.action },
    copy.closing,
    COMPANY,
  ];
  return customerMail(addresses, data.contactEmail, language, subject, { intro, rows, outro });
}

/** The attached invoice's file name, in its language: `invoice-2026-000123.pdf`, `factuur-2026-000123.pdf`. */
export function invoiceFilename(invoice: Pick<InvoiceDocument, 'number' | 'kind' | 'locale'>): string {
  const names = mailTexts[localeOf(invoice.locale)].invoice.fileName;
  const word = invoice.kind === 'creditNote' ? names.creditNote : names.invoice;
  return `${word}-${invoice.number}.pdf`;
}

/** The thank-you after a completed ride, in the customer's language, saying its invoice is attached. */
export function completedMail(data: CompletedMailData, addresses: MailAddresses): OutboxMail {
  const language = localeOf(data.locale);
  const t = mailTexts[language];
  const copy = t.completed;
  const subject = copy.subject({ ref: data.reference });
  const intro: Paragraph[] = [
    greeting(data.contactName, language),
    copy.intro({ company: COMPANY, date: formatLongDate(data.date, language) }),
    data.invoice
      ? copy.invoice({ number: data.invoice.number })
      : data.onAccount
        ? copy.onAccount
        : copy.noInvoice,
  ];
  const rows: Row[] = [[t.rows.reference, data.reference]];
  if (data.invoice) {
    rows.push([t.rows.invoiceTotal, formatEuros(data.invoice.grossCents, language, { cents: 'always' })]);
  }
  const outro: Paragraph[] = [
    { text: copy.manage, url: data.manageUrl, action: copy.action },
    copy.closing,
    COMPANY,
  ];
  return customerMail(addresses, data.contactEmail, language, subject, { intro, rows, outro });
}

/**
 * A company's monthly invoice, to its invoice address, in the invoice's language (Dutch: companies on
 * account are Dutch or Belgian), the PDF attached when sent.
 */
export function companyInvoiceMail(data: CompanyInvoiceMailData, addresses: MailAddresses): OutboxMail {
  const invoice = data.invoice;
  const language = localeOf(invoice.locale);
  const t = mailTexts[language];
  const copy = t.companyInvoice;
  const amount = formatEuros(invoice.grossCents, language, { cents: 'always' });
  const due = invoice.dueDate ? formatLongDate(invoice.dueDate.slice(0, 10), language) : '';
  const rides = copy.rides({ count: invoice.lines.length });
  const subject = copy.subject({ number: invoice.number, company: COMPANY, rides });
  const intro: Paragraph[] = [
    copy.salutation,
    copy.intro({ number: invoice.number, customer: data.companyName, rides, amount }),
    copy.payBy({ due }),
  ];
  const rows: Row[] = [
    [copy.number, invoice.number],
    [t.rows.invoiceTotal, amount],
    ...(due ? ([[copy.due, due]] as Row[]) : []),
  ];
  const outro: Paragraph[] = [
    copy.questions({ phone: displayPhone(invoice.seller.phone) }),
    t.letter.regards({ company: COMPANY }),
  ];
  return customerMail(addresses, data.invoiceEmail, language, subject, { intro, rows, outro });
}
