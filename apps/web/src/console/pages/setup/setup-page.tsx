import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { EmailField, MutationForm, NewPasswordField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { ConsoleApiError, setupFirstOperator } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../sign-in/sign-in-page';

/**
 * First-run setup: `/console/setup#<token>` (the token from the server's start-up log, in the
 * fragment so it never reaches a server log or a Referer). Creates the first operator and signs in.
 */
export function SetupPage({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('setup.title'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const done = useSignedIn('/console/bookings');
  const mutation = useMutation({
    mutationFn: () => setupFirstOperator(token, email, password),
    onSuccess: done,
  });
  const used = mutation.error instanceof ConsoleApiError && mutation.error.status === 404;

  return (
    <AuthCard title={t('setup.title')}>
      {!token ? (
        <p role="alert" className="mt-4 text-red-900">
          {t('setup.missingToken')}
        </p>
      ) : used ? (
        <div className="mt-4 space-y-4">
          <Notice tone="error" message={t('setup.used')} />
          <Link to="/console/sign-in" className="btn-primary">
            {t('signIn.submit')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-muted">{t('setup.intro')}</p>
          <MutationForm
            mutation={mutation}
            className="mt-6"
            label={t('setup.submit')}
            pendingLabel={t('setup.submitting')}
          >
            <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
            <NewPasswordField value={password} onChange={(event) => setPassword(event.target.value)} />
          </MutationForm>
        </>
      )}
    </AuthCard>
  );
}
