import type { Company, InvoiceSummary } from '@spt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/fields';
import { InvoiceList } from '../../components/invoice-list';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { ConsoleApiError, fetchCompanyInvoices, makeCompanyInvoice } from '../../lib/api';
import { addMonths, amsterdamDay, formatMonth } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { formatApiEuros } from '../../lib/money';
import { csrfTokenOf } from '../../lib/session';

export const companyInvoicesKey = (id: number) => ['companies', id, 'invoices'] as const;

/** How many months back the month picker goes (two years of invoices). */
const MONTHS_BACK = 24;

/**
 * The months an invoice can be made for, newest first: this month (its rides so far), then the
 * 24 before it, in Amsterdam time.
 *
 * @example
 * invoiceMonths(new Date('2026-12-01T00:30:00+01:00')).slice(0, 2) // ['2026-12', '2026-11']
 */
export function invoiceMonths(now: Date = new Date()): string[] {
  const current = amsterdamDay(0, now).slice(0, 7);
  return Array.from({ length: MONTHS_BACK + 1 }, (_, back) => addMonths(current, -back));
}

type PanelNotice = { tone: 'success' | 'error'; message: string };
const NO_NOTICE: PanelNotice = { tone: 'success', message: '' };

/**
 * One business account's monthly invoices: a month to invoice (last month unless chosen otherwise)
 * and the invoice made of it, then its invoices so far, newest first, each with its PDF. Any operator
 * may make one. "Nothing to invoice" (a 409) is said here, with the month, to choose another.
 */
export function CompanyInvoices({ company, onMade }: { company: Company; onMade: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const [months] = useState(() => invoiceMonths());
  const [month, setMonth] = useState(() => months[1] ?? '');
  const [notice, setNotice] = useState<PanelNotice>(NO_NOTICE);
  const listTitle = useId();
  const invoices = useQuery({
    queryKey: companyInvoicesKey(company.id),
    queryFn: () => fetchCompanyInvoices(company.id),
  });

  const make = useMutation({
    mutationFn: (chosen: string) => makeCompanyInvoice(company.id, chosen, csrfTokenOf(queryClient)),
    onMutate: () => setNotice(NO_NOTICE),
    onSuccess: (invoice: InvoiceSummary) => {
      // Shown at the top of the list at once; the list and the accounts' counts are then read again.
      queryClient.setQueryData<{ invoices: InvoiceSummary[] }>(companyInvoicesKey(company.id), (old) =>
        old ? { invoices: [invoice, ...old.invoices.filter((i) => i.number !== invoice.number)] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: companyInvoicesKey(company.id) });
      setNotice({
        tone: 'success',
        message: t('companies.invoice.made', {
          number: invoice.number,
          amount: formatApiEuros(invoice.gross, lang),
          email: company.invoiceEmail,
        }),
      });
      onMade();
    },
    onError: (error, chosen) => {
      const nothing = error instanceof ConsoleApiError && error.code === 'nothingToInvoice';
      setNotice({
        tone: 'error',
        message: nothing
          ? t('companies.invoice.nothingToInvoice', { name: company.name, month: formatMonth(chosen, lang) })
          : errorText(t, error),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!make.isPending) make.mutate(month);
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${listTitle}-make`} className="space-y-3">
        <h3 id={`${listTitle}-make`} className="font-sans text-base font-semibold text-navy-900">
          {t('companies.invoice.make')}
        </h3>
        <p className="text-sm">{t('companies.invoice.intro', { email: company.invoiceEmail })}</p>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <SelectField
            label={t('companies.invoice.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            options={months.map((value, index) => ({
              value,
              label:
                index === 0
                  ? t('companies.invoice.thisMonth', { month: formatMonth(value, lang) })
                  : formatMonth(value, lang),
            }))}
          />
          <Notice tone={notice.tone} message={notice.message} />
          <button
            type="submit"
            className="btn-primary aria-disabled:cursor-wait aria-disabled:opacity-70"
            // Not `disabled`: the button keeps the focus while the invoice is made, and after.
            aria-disabled={make.isPending || undefined}
          >
            {make.isPending ? t('companies.invoice.submitting') : t('companies.invoice.submit')}
          </button>
        </form>
      </section>
      <section aria-labelledby={listTitle} className="space-y-3 border-t border-navy-900/10 pt-4">
        <h3 id={listTitle} className="font-sans text-base font-semibold text-navy-900">
          {t('companies.invoice.list')}
        </h3>
        {invoices.isPending ? (
          <Loading />
        ) : invoices.isError ? (
          <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} />
        ) : invoices.data.invoices.length === 0 ? (
          <p className="text-muted">{t('companies.invoice.none')}</p>
        ) : (
          <InvoiceList invoices={invoices.data.invoices} />
        )}
      </section>
    </div>
  );
}
