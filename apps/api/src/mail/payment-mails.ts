import type { Locale } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { formatEuros, formatLongDate } from '@spt/i18n-content';
import type { InvoiceDocument } from '../services/invoices/index.js';
import { greeting } from './people.js';
import { COMPANY, LABELS, type Paragraph, type Row, renderHtml, renderText } from './render.js';
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
  locale: Locale,
  subject: string,
  parts: { intro: Paragraph[]; rows: Row[]; outro: Paragraph[] },
): OutboxMail {
  return {
    from: addresses.from,
    to,
    replyTo: addresses.businessEmail,
    subject,
    text: renderText(parts.intro, parts.rows, parts.outro),
    html: renderHtml(locale, subject, parts.intro, parts.rows, parts.outro),
  };
}

/** Words the money mails share, per language. */
const WORDS: Record<Locale, { at: string; total: string; invoiceFile: string; creditNoteFile: string }> = {
  en: { at: 'at', total: 'Total (incl. VAT)', invoiceFile: 'invoice', creditNoteFile: 'credit-note' },
  nl: { at: 'om', total: 'Totaal (incl. btw)', invoiceFile: 'factuur', creditNoteFile: 'creditnota' },
};

interface PaymentCopy {
  subject: (reference: string) => string;
  intro: (amount: string, when: string) => string;
  after: string;
  amount: string;
  action: string;
  manage: string;
  closing: string;
}

const COPY: Record<'paid' | 'refunded' | 'payLink', Record<Locale, PaymentCopy>> = {
  payLink: {
    en: {
      subject: (reference) => `Pay for your ride ${reference} online`,
      intro: (amount, when) =>
        `You can now pay ${amount} for your ride on ${when} online, by iDEAL, card or Bancontact, in a secure checkout.`,
      after:
        'Paid online, there is nothing to settle with the driver. You can also still pay the driver, as agreed.',
      amount: 'To pay (incl. VAT)',
      action: 'Pay online',
      manage: 'Pay on your booking page:',
      closing: 'We look forward to driving you.',
    },
    nl: {
      subject: (reference) => `Betaal uw rit ${reference} online`,
      intro: (amount, when) =>
        `U kunt de ${amount} voor uw rit op ${when} nu online betalen, met iDEAL, creditcard of Bancontact, in een beveiligde betaalomgeving.`,
      after:
        'Betaalt u online, dan hoeft u met de chauffeur niets af te rekenen. Betalen bij de chauffeur kan ook nog steeds, zoals afgesproken.',
      amount: 'Te betalen (incl. btw)',
      action: 'Online betalen',
      manage: 'Betalen op uw boekingspagina:',
      closing: 'Wij zien ernaar uit u te rijden.',
    },
  },
  paid: {
    en: {
      subject: (reference) => `Payment received for your booking ${reference}`,
      intro: (amount, when) =>
        `Thank you: we have received your payment of ${amount} for your ride on ${when}.`,
      after: 'Your receipt is on your booking page. There is nothing more to pay to the driver.',
      amount: 'Paid (incl. VAT)',
      action: 'View your booking',
      manage: 'Your booking page, where you also find your receipt:',
      closing: 'We look forward to driving you.',
    },
    nl: {
      subject: (reference) => `Betaling ontvangen voor uw boeking ${reference}`,
      intro: (amount, when) =>
        `Dank u wel: wij hebben uw betaling van ${amount} ontvangen voor uw rit op ${when}.`,
      after: 'Uw betaalbewijs staat op uw boekingspagina. U hoeft de chauffeur niets meer te betalen.',
      amount: 'Betaald (incl. btw)',
      action: 'Bekijk uw boeking',
      manage: 'Uw boekingspagina, waar u ook uw betaalbewijs vindt:',
      closing: 'Wij zien ernaar uit u te rijden.',
    },
  },
  refunded: {
    en: {
      subject: (reference) => `Refund of ${reference} is on its way`,
      intro: (amount, when) =>
        `We have refunded ${amount} for your ride on ${when}. Depending on your bank or card, it reaches your account within a few working days.`,
      after: 'You do not need to do anything.',
      amount: 'Refunded (incl. VAT)',
      action: 'View your booking',
      manage: 'Your booking page:',
      closing: 'We hope to drive you another time.',
    },
    nl: {
      subject: (reference) => `Terugbetaling voor ${reference} is onderweg`,
      intro: (amount, when) =>
        `Wij hebben ${amount} teruggestort voor uw rit op ${when}. Afhankelijk van uw bank of kaart staat het bedrag binnen enkele werkdagen op uw rekening.`,
      after: 'U hoeft hiervoor niets te doen.',
      amount: 'Teruggestort (incl. btw)',
      action: 'Bekijk uw boeking',
      manage: 'Uw boekingspagina:',
      closing: 'Graag rijden wij u een volgende keer.',
    },
  },
};

/** The customer's mail that their payment arrived, or that a refund is on its way, in their language. */
export function paymentMail(data: PaymentMailData, addresses: MailAddresses): OutboxMail {
  const locale = data.locale;
  const copy = COPY[data.kind][locale];
  const amount = formatEuros(data.amountCents, locale, { cents: 'always' });
  const when = `${formatLongDate(data.date, locale)} ${WORDS[locale].at} ${data.time}`;
  const subject = copy.subject(data.reference);
  const intro: Paragraph[] = [greeting(data.contactName, locale), copy.intro(amount, when), copy.after];
  const rows: Row[] = [
    [LABELS[locale].reference, data.reference],
    [copy.amount, amount],
  ];
  const outro: Paragraph[] = [
    { text: copy.manage, url: data.manageUrl, action: copy.action },
    copy.closing,
    COMPANY,
  ];
  return customerMail(addresses, data.contactEmail, locale, subject, { intro, rows, outro });
}

/** The attached invoice's file name: `invoice-2026-000123.pdf`, `factuur-2026-000123.pdf`. */
export function invoiceFilename(invoice: Pick<InvoiceDocument, 'number' | 'kind' | 'locale'>): string {
  const words = WORDS[invoice.locale];
  const word = invoice.kind === 'creditNote' ? words.creditNoteFile : words.invoiceFile;
  return `${word}-${invoice.number}.pdf`;
}

const COMPLETED = {
  en: {
    subject: (reference: string) => `Thank you for riding with us: ${reference}`,
    intro: (when: string) =>
      `Thank you for travelling with ${COMPANY} on ${when}. We hope you had a pleasant ride.`,
    invoice: (number: string) =>
      `Your invoice ${number} is attached to this email; you can also download it from your booking page.`,
    noInvoice: 'You can find the details of your ride on your booking page.',
    onAccount: "The ride goes on your company's monthly invoice.",
    manage: 'Your booking page:',
    action: 'View your booking',
    closing: 'We would be glad to drive you again.',
  },
  nl: {
    subject: (reference: string) => `Dank u wel voor uw rit: ${reference}`,
    intro: (when: string) =>
      `Dank u wel dat u op ${when} met ${COMPANY} reisde. Wij hopen dat u een prettige rit had.`,
    invoice: (number: string) =>
      `Uw factuur ${number} zit als bijlage bij deze e-mail; u kunt hem ook downloaden op uw boekingspagina.`,
    noInvoice: 'De gegevens van uw rit vindt u op uw boekingspagina.',
    onAccount: 'De rit komt op de maandfactuur van uw bedrijf.',
    manage: 'Uw boekingspagina:',
    action: 'Bekijk uw boeking',
    closing: 'Graag rijden wij u een volgende keer weer.',
  },
} as const;

/** The thank-you after a completed ride, in the customer's language, saying its invoice is attached. */
export function completedMail(data: CompletedMailData, addresses: MailAddresses): OutboxMail {
  const locale = data.locale;
  const copy = COMPLETED[locale];
  const when = `${formatLongDate(data.date, locale)}`;
  const subject = copy.subject(data.reference);
  const intro: Paragraph[] = [
    greeting(data.contactName, locale),
    copy.intro(when),
    data.invoice ? copy.invoice(data.invoice.number) : data.onAccount ? copy.onAccount : copy.noInvoice,
  ];
  const rows: Row[] = [[LABELS[locale].reference, data.reference]];
  if (data.invoice) {
    rows.push([WORDS[locale].total, formatEuros(data.invoice.grossCents, locale, { cents: 'always' })]);
  }
  const outro: Paragraph[] = [
    { text: copy.manage, url: data.manageUrl, action: copy.action },
    copy.closing,
    COMPANY,
  ];
  return customerMail(addresses, data.contactEmail, locale, subject, { intro, rows, outro });
}

const COMPANY_INVOICE: Record<
  Locale,
  {
    subject: (number: string, rides: string) => string;
    rides: (count: number) => string;
    intro: (number: string, company: string, rides: string, amount: string, due: string) => Paragraph[];
    number: string;
    due: string;
    questions: (phone: string) => string;
    regards: string;
  }
> = {
  en: {
    subject: (number, rides) => `Invoice ${number} from ${COMPANY} (${rides})`,
    rides: (count) => `${count} ${count === 1 ? 'ride' : 'rides'}`,
    intro: (number, company, rides, amount, due) => [
      'Dear Sir or Madam,',
      `Please find attached invoice ${number} for the rides of ${company}: ${rides}, ${amount} in total including VAT.`,
      `Please transfer the amount by ${due}, quoting the invoice number. The payment details are on the invoice.`,
    ],
    number: 'Invoice number',
    due: 'Due date',
    questions: (phone) => `Questions about this invoice? Reply to this email or call us on ${phone}.`,
    regards: `Kind regards,\n${COMPANY}`,
  },
  nl: {
    subject: (number, rides) => `Factuur ${number} van ${COMPANY} (${rides})`,
    rides: (count) => `${count} ${count === 1 ? 'rit' : 'ritten'}`,
    intro: (number, company, rides, amount, due) => [
      'Geachte heer, mevrouw,',
      `Bijgaand ontvangt u factuur ${number} voor de ritten van ${company} in de afgelopen periode: ${rides}, samen ${amount} inclusief btw.`,
      `Wij verzoeken u het bedrag uiterlijk ${due} over te maken, onder vermelding van het factuurnummer. De gegevens staan op de factuur.`,
    ],
    number: 'Factuurnummer',
    due: 'Vervaldatum',
    questions: (phone) => `Vragen over deze factuur? Beantwoord deze e-mail of bel ons op ${phone}.`,
    regards: `Met vriendelijke groet,\n${COMPANY}`,
  },
};

/**
 * A company's monthly invoice, to its invoice address, in the invoice's language (Dutch: companies on
 * account are Dutch or Belgian), the PDF attached when sent.
 */
export function companyInvoiceMail(data: CompanyInvoiceMailData, addresses: MailAddresses): OutboxMail {
  const invoice = data.invoice;
  const locale = invoice.locale;
  const copy = COMPANY_INVOICE[locale];
  const amount = formatEuros(invoice.grossCents, locale, { cents: 'always' });
  const due = invoice.dueDate ? formatLongDate(invoice.dueDate.slice(0, 10), locale) : '';
  const rides = copy.rides(invoice.lines.length);
  const subject = copy.subject(invoice.number, rides);
  const intro = copy.intro(invoice.number, data.companyName, rides, amount, due);
  const rows: Row[] = [
    [copy.number, invoice.number],
    [WORDS[locale].total, amount],
    ...(due ? ([[copy.due, due]] as Row[]) : []),
  ];
  const outro: Paragraph[] = [copy.questions(displayPhone(invoice.seller.phone)), copy.regards];
  return customerMail(addresses, data.invoiceEmail, locale, subject, { intro, rows, outro });
}
