import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../components/console-dialog';
import { TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import {
  ConsoleApiError,
  disableOperator,
  fetchOperators,
  inviteOperator,
  type OperatorListItem,
} from '../../lib/api';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { csrfTokenOf, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const OPERATORS_KEY = ['operators'] as const;

/** The operator accounts: the list, inviting a new one by email, and disabling one. */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('operators.title'));
  const lang = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const me = useSession().data?.operator.email;
  const query = useQuery({ queryKey: OPERATORS_KEY, queryFn: fetchOperators });
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string }>({
    tone: 'success',
    message: '',
  });
  const [toDisable, setToDisable] = useState<OperatorListItem | null>(null);

  const invite = useMutation({
    mutationFn: (address: string) => inviteOperator(address, csrfTokenOf(queryClient)),
    onMutate: () => setNotice({ tone: 'success', message: '' }),
    onSuccess: (_data, address) => {
      setNotice({ tone: 'success', message: t('operators.invite.sent', { email: address }) });
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
    },
  });

  const disable = useMutation({
    mutationFn: (operator: OperatorListItem) => disableOperator(operator.id, csrfTokenOf(queryClient)),
    onMutate: () => setNotice({ tone: 'success', message: '' }),
    onSuccess: (_data, operator) => {
      queryClient.setQueryData<{ items: OperatorListItem[] }>(OPERATORS_KEY, (old) =>
        old ? { items: old.items.map((o) => (o.id === operator.id ? { ...o, active: false } : o)) } : old,
      );
      setNotice({ tone: 'success', message: t('operators.disabledDone', { email: operator.email }) });
      setToDisable(null);
      void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
    },
  });

  const disableError =
    disable.error instanceof ConsoleApiError && disable.error.status === 409
      ? t('errors.lastOperator')
      : disable.isError
        ? errorText(t, disable.error)
        : '';

  const submitInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim());
  };

  return (
    <div className="space-y-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
        {t('operators.title')}
      </h1>
      <Notice tone={notice.tone} message={notice.message} />
      <section aria-labelledby="operators-list-title">
        <h2 id="operators-list-title" className="text-xl text-navy-900">
          {t('operators.label')}
        </h2>
        <div className="mt-3">
          {query.isPending ? (
            <Loading />
          ) : query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <ul aria-labelledby="operators-list-title" className="card divide-y divide-navy-900/10">
              {query.data.items.map((operator) => (
                <li key={operator.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">
                      {operator.email}
                      {operator.email === me && (
                        <span className="ml-2 text-sm font-normal text-muted">({t('operators.you')})</span>
                      )}
                    </p>
                    <p className="text-sm text-muted">
                      {t('operators.since', { date: formatInstant(operator.createdAt, lang) })}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${
                        operator.active
                          ? 'bg-emerald-100 text-emerald-950 ring-emerald-700/40'
                          : 'bg-stone-200 text-stone-900 ring-stone-600/40'
                      }`}
                    >
                      {operator.active ? t('operators.active') : t('operators.disabled')}
                    </span>
                    {operator.active && operator.email !== me && (
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() => {
                          disable.reset();
                          setToDisable(operator);
                        }}
                      >
                        {t('operators.disable')}
                        <span className="sr-only"> {operator.email}</span>
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section aria-labelledby="invite-title" className="card max-w-xl p-4 sm:p-5">
        <h2 id="invite-title" className="text-xl text-navy-900">
          {t('operators.invite.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('operators.invite.intro')}</p>
        <form className="mt-4 space-y-4" onSubmit={submitInvite}>
          <TextField
            label={t('common.email')}
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Notice tone="error" message={invite.isError ? errorText(t, invite.error) : ''} />
          <button type="submit" className="btn-primary" disabled={invite.isPending}>
            {invite.isPending ? t('operators.invite.submitting') : t('operators.invite.submit')}
          </button>
        </form>
      </section>
      <ConsoleDialog
        open={toDisable !== null}
        onClose={() => setToDisable(null)}
        title={t('operators.disableTitle', { email: toDisable?.email ?? '' })}
      >
        <p>{t('operators.disableText')}</p>
        <div className="mt-4">
          <Notice tone="error" message={disableError} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={disable.isPending}
            onClick={() => toDisable && disable.mutate(toDisable)}
          >
            {t('operators.disableSubmit')}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setToDisable(null)}
            data-autofocus=""
          >
            {t('operators.disableDismiss')}
          </button>
        </div>
      </ConsoleDialog>
    </div>
  );
}
