import type { BookingDetailResponse } from '@spt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { ConsoleApiError, fetchCompanies, setBookingCompany } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { csrfTokenOf } from '../../lib/session';

type PanelNotice = { tone: 'success' | 'error'; message: string };
const NO_NOTICE: PanelNotice = { tone: 'success', message: '' };
/** The select's value for "no business account". */
const NONE = '';

/**
 * Who pays the ride: the customer, or a business account (the ride then goes on the company's monthly
 * invoice and is not paid online). Any operator may put the booking on an active account or take it
 * off, until it is on an invoice or paid online: then the server refuses (409) and this says so.
 */
export function CompanyPanel({
  reference,
  company,
  onChanged,
}: {
  reference: string;
  company: NonNullable<BookingDetailResponse['company']> | null;
  /** Reads the booking and the lists again (the timeline gets its note). */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const companies = useQuery({ queryKey: ['companies'], queryFn: fetchCompanies });
  const current = company ? String(company.id) : NONE;
  const [chosen, setChosen] = useState(current);
  const [notice, setNotice] = useState<PanelNotice>(NO_NOTICE);
  // The booking read again (by anyone) shows its account.
  useEffect(() => setChosen(current), [current]);

  const mutation = useMutation({
    mutationFn: (companyId: number | null) =>
      setBookingCompany(reference, companyId, csrfTokenOf(queryClient)),
    onMutate: () => setNotice(NO_NOTICE),
    onSuccess: (_answer, companyId) => {
      const name = companies.data?.companies.find((candidate) => candidate.id === companyId)?.name ?? '';
      setNotice({
        tone: 'success',
        message:
          companyId === null
            ? t('booking.company.removed', { reference })
            : t('booking.company.saved', { reference, name }),
      });
      onChanged();
      // The accounts' counts of rides to invoice follow.
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
    onError: (error) => {
      const settled = error instanceof ConsoleApiError && error.code === 'transitionNotAllowed';
      setNotice({
        tone: 'error',
        message: settled ? t('booking.company.settled') : errorText(t, error),
      });
      if (settled) {
        setChosen(current);
        onChanged();
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (chosen === current) {
      setNotice({ tone: 'error', message: t('booking.company.unchanged') });
      return;
    }
    mutation.mutate(chosen === NONE ? null : Number(chosen));
  };

  const body = () => {
    if (companies.isPending) return <Loading />;
    if (companies.isError) {
      return <QueryError error={companies.error} onRetry={() => void companies.refetch()} />;
    }
    // Active accounts, and the booking's own even when it is no longer active.
    const choices = companies.data.companies.filter(
      (candidate) => candidate.active || candidate.id === company?.id,
    );
    return (
      <form onSubmit={submit} className="space-y-4">
        <div>
          <SelectField
            label={t('booking.company.label')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={[
              { value: NONE, label: t('booking.company.none') },
              ...choices.map((candidate) => ({
                value: String(candidate.id),
                label: candidate.active
                  ? candidate.name
                  : t('booking.company.inactive', { name: candidate.name }),
              })),
            ]}
          />
          {choices.length === 0 && (
            <p className="mt-1.5 text-sm text-muted">
              {t('booking.company.noCompanies')}{' '}
              <Link to="/console/companies" className="font-semibold underline underline-offset-4">
                {t('nav.companies')}
              </Link>
            </p>
          )}
        </div>
        <button type="submit" className="btn-secondary" disabled={mutation.isPending}>
          {mutation.isPending ? t('booking.actions.working') : t('booking.company.submit')}
        </button>
      </form>
    );
  };

  return (
    <section aria-labelledby={titleId} className="card p-4 sm:p-5">
      <h2 id={titleId} className="text-xl text-navy-900">
        {t('booking.sections.company')}
      </h2>
      <div className="mt-3 space-y-4">
        <p className="text-sm text-muted">{t('booking.company.intro')}</p>
        <Notice tone={notice.tone} message={notice.message} />
        {body()}
      </div>
    </section>
  );
}
