import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { EmailField, MutationForm, NewPasswordField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { confirmPasswordReset, requestPasswordReset } from '../../lib/api';
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

  return (
    <AuthCard title={t('reset.requestTitle')}>
      <p className="mt-3 text-muted">{t('reset.requestIntro')}</p>
      <div className="mt-4">
        <Notice message={mutation.isSuccess ? t('reset.requestSent') : ''} />
      </div>
      {!mutation.isSuccess && (
        <MutationForm
          mutation={mutation}
          className="mt-4"
          label={t('reset.requestSubmit')}
          pendingLabel={t('reset.requestSubmitting')}
        >
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        </MutationForm>
      )}
      <p className="mt-6 text-sm">
        <Link to="/console/sign-in" className="font-semibold text-navy-900 underline underline-offset-4">
          {t('reset.toSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}

function ConfirmReset({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('reset.confirmTitle'));
  const [password, setPassword] = useState('');
  const mutation = useMutation({ mutationFn: () => confirmPasswordReset(token, password) });

  return (
    <AuthCard title={t('reset.confirmTitle')}>
      <div className="mt-4">
        <Notice message={mutation.isSuccess ? t('reset.confirmDone') : ''} />
      </div>
      {mutation.isSuccess ? (
        <Link to="/console/sign-in" className="btn-primary mt-4">
          {t('reset.toSignIn')}
        </Link>
      ) : (
        <MutationForm
          mutation={mutation}
          className="mt-4"
          label={t('reset.confirmSubmit')}
          pendingLabel={t('reset.confirmSubmitting')}
        >
          <NewPasswordField value={password} onChange={(event) => setPassword(event.target.value)} />
        </MutationForm>
      )}
    </AuthCard>
  );
}
