import type { InvoiceSummary } from '@spt/contracts';
import { useTranslation } from 'react-i18next';
import { invoicePdfUrl } from '../lib/api';
import { amsterdamClock, formatDay } from '../lib/dates';
import { currentLanguage } from '../lib/i18n';
import { formatApiEuros } from '../lib/money';

/**
 * Invoices and credit notes in the order given (a booking's oldest first, a business account's newest
 * first): kind and number, the day it was issued (Amsterdam), the amount incl. VAT (negative for a
 * credit note) and a link to its PDF. A plain link: the session cookie goes along, and the server
 * answers the file as a download.
 */
export function InvoiceList({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return (
    <ul className="divide-y divide-navy-900/10">
      {invoices.map((invoice) => {
        const name = t('booking.invoices.item', {
          kind: t(`booking.invoices.kinds.${invoice.kind}`),
          number: invoice.number,
        });
        const issued = amsterdamClock(invoice.issuedAt).day;
        return (
          <li
            key={invoice.number}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="font-semibold text-navy-900">{name}</p>
              <p className="text-sm tabular-nums text-muted">
                {[
                  issued ? formatDay(issued, lang) : invoice.issuedAt,
                  formatApiEuros(invoice.gross, lang),
                ].join(' · ')}
              </p>
            </div>
            <a
              href={invoicePdfUrl(invoice.number)}
              className="text-sm font-semibold text-navy-900 underline underline-offset-4"
            >
              {t('booking.invoices.download')}
              <span className="sr-only">: {name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
