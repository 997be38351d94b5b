import { deviceName, type OperatorSession } from '@spt/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationForm, NewPasswordField, PasswordField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { changePassword, endOtherSessions, endSession, fetchSessions } from '../../lib/account-api';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { csrfTokenOf, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SecondFactor } from './second-factor';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/**
 * `/console/account`: the operator's own account. Change the password (with the current one; the
 * other sessions end), and see where they are signed in, ending any session or all the others.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('account.title'));
  return (
    <div className="max-w-2xl space-y-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
        {t('account.title')}
      </h1>
      {session.data?.mfaEnrolmentRequired && <Notice tone="error" message={t('account.mustEnrol')} />}
      <SecondFactor />
      <ChangePassword />
      <Sessions />
    </div>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: () => changePassword(current, password, csrfTokenOf(queryClient)),
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
  return (
    <section aria-labelledby="account-password" className="card p-4 sm:p-5">
      <h2 id="account-password" className="text-xl text-navy-900">
        {t('account.password.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.password.intro')}</p>
      <div className="mt-3">
        <Notice message={mutation.isSuccess ? t('account.password.done') : ''} />
      </div>
      <MutationForm
        mutation={mutation}
        className="mt-4"
        label={t('account.password.submit')}
        pendingLabel={t('account.password.submitting')}
      >
        <PasswordField
          label={t('account.password.current')}
          name="current-password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <NewPasswordField value={password} onChange={(event) => setPassword(event.target.value)} />
      </MutationForm>
    </section>
  );
}

function Sessions() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: fetchSessions });
  const [notice, setNotice] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const endOne = useMutation({
    mutationFn: (session: OperatorSession) => endSession(session.id, csrfTokenOf(queryClient)),
    onSuccess: () => {
      setNotice(t('account.sessions.ended'));
      refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: () => endOtherSessions(csrfTokenOf(queryClient)),
    onSuccess: (count) => {
      setNotice(t('account.sessions.endedOthers', { count }));
      refresh();
    },
  });
  const language = currentLanguage(i18n);
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];
  const failed = endOne.error ?? endOthers.error;

  return (
    <section aria-labelledby="account-sessions" className="card p-4 sm:p-5">
      <h2 id="account-sessions" className="text-xl text-navy-900">
        {t('account.sessions.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.sessions.intro')}</p>
      <div className="mt-3 space-y-2">
        <Notice message={notice} />
        <Notice tone="error" message={failed ? errorText(t, failed) : ''} />
      </div>
      {sessions.isPending ? (
        <Loading />
      ) : sessions.isError ? (
        <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="mt-4 divide-y divide-navy-100" aria-label={t('account.sessions.title')}>
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-navy-900 [overflow-wrap:anywhere]">
                    {deviceName(session.userAgent) ?? t('account.sessions.unknownBrowser')}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-navy-900 px-2 py-0.5 text-xs text-white">
                        {t('account.sessions.current')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {t('account.sessions.times', {
                      signedIn: formatInstant(session.createdAt, language),
                      lastUsed: formatInstant(session.lastSeenAt, language),
                    })}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn-secondary px-4"
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate(session)}
                  >
                    {t('account.sessions.end')}{' '}
                    <span className="sr-only">{deviceName(session.userAgent) ?? ''}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 && (
            <button
              type="button"
              className="btn-secondary mt-4"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate()}
            >
              {t('account.sessions.endOthers')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
