import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit, NewPasswordField, TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { confirmPasswordReset, requestPasswordReset } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * `/console/reset`: ask for a reset link (always the same neutral answer); `/console/reset#<token>`:
 * choose the new password.
 */
export function ResetPage({ token }: { token: string }) {
  return token ? <ConfirmReset token={token} /> : <RequestReset />;
}

function RequestReset() {
  const { t } = useTranslation();
  useDocumentTitle(t('reset.requestTitle'));
  const [email, setEmail] = useState('');
  const mutation = useMutation({ mutationFn: () => requestPasswordReset(email) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <div className="card p-6 sm:p-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none">
        {t('reset.requestTitle')}
      </h1>
      <p className="mt-3 text-muted">{t('reset.requestIntro')}</p>
      <div className="mt-4">
        <Notice message={mutation.isSuccess ? t('reset.requestSent') : ''} />
      </div>
      {!mutation.isSuccess && (
        <form className="mt-4 space-y-5" onSubmit={submit}>
          <TextField
            label={t('common.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormSubmit
            pending={mutation.isPending}
            error={mutation.isError ? errorText(t, mutation.error) : ''}
            label={t('reset.requestSubmit')}
            pendingLabel={t('reset.requestSubmitting')}
          />
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/console/sign-in" className="font-semibold text-navy-900 underline underline-offset-4">
          {t('reset.toSignIn')}
        </Link>
      </p>
    </div>
  );
}

function ConfirmReset({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('reset.confirmTitle'));
  const [password, setPassword] = useState('');
  const mutation = useMutation({ mutationFn: () => confirmPasswordReset(token, password) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <div className="card p-6 sm:p-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none">
        {t('reset.confirmTitle')}
      </h1>
      <div className="mt-4">
        <Notice message={mutation.isSuccess ? t('reset.confirmDone') : ''} />
      </div>
      {mutation.isSuccess ? (
        <Link to="/console/sign-in" className="btn-primary mt-4">
          {t('reset.toSignIn')}
        </Link>
      ) : (
        <form className="mt-4 space-y-5" onSubmit={submit}>
          <NewPasswordField value={password} onChange={(event) => setPassword(event.target.value)} />
          <FormSubmit
            pending={mutation.isPending}
            error={mutation.isError ? errorText(t, mutation.error) : ''}
            label={t('reset.confirmSubmit')}
            pendingLabel={t('reset.confirmSubmitting')}
          />
        </form>
      )}
    </div>
  );
}
