import type { InvoiceSummary } from '@spt/contracts';
import { formatEuros, formatLongDate, languageFromTag } from '@spt/i18n-content';
import { useTranslation } from 'react-i18next';
import { pickupWallClock } from './pickup-times';

/** Each kind's words: its line ("Invoice 2026-000123") and its download button's full name. */
const KIND_KEYS: Record<InvoiceSummary['kind'], { label: string; download: string }> = {
  invoice: { label: 'manage.invoices.invoice', download: 'manage.invoices.downloadInvoice' },
  creditNote: { label: 'manage.invoices.creditNote', download: 'manage.invoices.downloadCreditNote' },
};

export interface InvoiceListProps {
  /** The booking's invoices and credit notes, oldest first; at least one. */
  invoices: readonly InvoiceSummary[];
  /** The number of the document on its way to the browser, or null. */
  downloading: string | null;
  onDownload: (number: string) => void;
  /** Why the last download failed, in words, or null. */
  problem: string | null;
}

/**
 * The booking's invoices and credit notes (DESIGN "Payments and invoices"), each with its amount incl.
 * VAT (negative for a credit note), its date in Amsterdam and a button that downloads its PDF. Shown
 * for a booking in any status: a completed ride's invoice stays reachable.
 */
export function InvoiceList({ invoices, downloading, onDownload, problem }: InvoiceListProps) {
  const { t, i18n } = useTranslation();
  const lang = languageFromTag(i18n.language) ?? 'en';
  return (
    <section aria-labelledby="manage-invoices" className="mt-8" data-slot="invoices">
      <h3 id="manage-invoices" className="text-xl text-navy-900">
        {t('manage.invoices.title')}
      </h3>
      <p className="mt-1 max-w-prose text-body">{t('manage.invoices.intro')}</p>
      <ul className="mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10">
        {invoices.map((invoice) => {
          const keys = KIND_KEYS[invoice.kind];
          const issued = pickupWallClock(invoice.issuedAt);
          const busy = downloading === invoice.number;
          return (
            <li
              key={invoice.number}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-navy-900">
                  {t(keys.label, { number: invoice.number })} ·{' '}
                  <span className="tabular-nums">
                    {formatEuros(Math.round(invoice.gross * 100), lang, { cents: 'always' })}
                  </span>
                </p>
                {issued ? (
                  <p className="text-sm text-muted">
                    {t('manage.invoices.issued', { date: formatLongDate(issued.date, lang) })}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                className="btn-secondary w-full sm:w-auto"
                // Not `disabled`: the button keeps the focus while the file comes, or after a failure.
                aria-busy={busy || undefined}
                onClick={() => {
                  if (!busy) onDownload(invoice.number);
                }}
              >
                <span aria-hidden="true">{t('manage.invoices.download')}</span>
                <span className="sr-only">{t(keys.download, { number: invoice.number })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p role="alert" className="field-error mt-4 rounded-lg bg-red-50 px-4 py-3">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
