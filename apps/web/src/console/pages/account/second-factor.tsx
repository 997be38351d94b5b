import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { confirmMfa, fetchMfaStatus, startMfaSetup } from '../../lib/account-api';
import { errorText } from '../../lib/errors';
import { csrfTokenOf, SESSION_KEY } from '../../lib/session';

const MFA_KEY = ['account', 'mfa'] as const;

/** A base32 secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Two-step sign-in (TOTP, RFC 6238): its state, and setting it up: scan the QR code (or type the
 * secret) in an authenticator app, confirm with its first code, then keep the ten recovery codes,
 * shown once.
 */
export function SecondFactor() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: MFA_KEY, queryFn: fetchMfaStatus });
  const [password, setPassword] = useState('');
  const enabled = Boolean(status.data?.enabled);
  const setup = useMutation({
    mutationFn: () => startMfaSetup(csrfTokenOf(queryClient), enabled ? password : undefined),
    onSuccess: () => setPassword(''),
  });
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: () => confirmMfa(code.trim(), csrfTokenOf(queryClient)),
    onSuccess: () => {
      setCode('');
      void queryClient.invalidateQueries({ queryKey: MFA_KEY });
      // The rest of the console opens now: the session says so once read again.
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
  const [copied, setCopied] = useState(false);
  const codes = confirm.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  const copy = async () => {
    if (!codes) return;
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section aria-labelledby="account-mfa" className="card p-4 sm:p-5">
      <h2 id="account-mfa" className="text-xl text-navy-900">
        {t('account.mfa.title')}
      </h2>
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <QueryError error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {status.data.enabled
              ? t('account.mfa.on', { count: status.data.recoveryCodesLeft })
              : status.data.required
                ? t('account.mfa.requiredOff')
                : t('account.mfa.off')}
          </p>
          {codes ? (
            <div className="mt-4 space-y-3">
              <Notice message={t('account.mfa.done')} />
              <p className="font-semibold text-navy-900">{t('account.mfa.codesTitle')}</p>
              <p className="text-sm text-muted">{t('account.mfa.codesHint')}</p>
              <ul
                className="grid grid-cols-2 gap-2 font-mono text-base"
                aria-label={t('account.mfa.codesTitle')}
              >
                {codes.map((recovery) => (
                  <li key={recovery} className="rounded-lg bg-navy-50 px-3 py-2 text-navy-900">
                    {recovery}
                  </li>
                ))}
              </ul>
              <button type="button" className="btn-secondary" onClick={() => void copy()}>
                {copied ? t('account.mfa.copied') : t('account.mfa.copy')}
              </button>
            </div>
          ) : setup.data ? (
            <form className="mt-4 space-y-4" onSubmit={submit}>
              <ol className="list-decimal space-y-3 pl-5 text-body">
                <li>{t('account.mfa.step1')}</li>
                <li>
                  {t('account.mfa.step2')}
                  <img
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.data.qrSvg)}`}
                    alt={t('account.mfa.qrAlt')}
                    className="mt-2 size-48 rounded-lg bg-white p-1"
                    width={192}
                    height={192}
                  />
                  <p className="mt-2 text-sm text-muted">{t('account.mfa.secretHint')}</p>
                  <p className="mt-1 font-mono text-base text-navy-900" data-testid="mfa-secret">
                    {groupedSecret(setup.data.secret)}
                  </p>
                </li>
                <li>{t('account.mfa.step3')}</li>
              </ol>
              <TextField
                label={t('account.mfa.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                required
                maxLength={10}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Notice tone="error" message={confirm.isError ? errorText(t, confirm.error) : ''} />
              <button type="submit" className="btn-primary w-full" disabled={confirm.isPending}>
                {confirm.isPending ? t('account.mfa.confirming') : t('account.mfa.confirm')}
              </button>
            </form>
          ) : (
            <form
              className="mt-4 space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                setup.mutate();
              }}
            >
              {status.data.enabled && (
                <PasswordField
                  label={t('account.mfa.password')}
                  hint={t('account.mfa.passwordHint')}
                  name="current-password"
                  autoComplete="current-password"
                  required
                  maxLength={200}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
              <Notice tone="error" message={setup.isError ? errorText(t, setup.error) : ''} />
              <button
                type="submit"
                className={status.data.enabled ? 'btn-secondary' : 'btn-primary'}
                disabled={setup.isPending}
              >
                {status.data.enabled ? t('account.mfa.redo') : t('account.mfa.start')}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
