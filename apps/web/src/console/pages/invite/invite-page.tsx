import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { MutationForm, NewPasswordField } from '../../components/fields';
import { acceptInvite } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../sign-in/sign-in-page';

/** `/console/invite#<token>`: the invited operator chooses a password and is signed in. */
export function InvitePage({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('invite.title'));
  const [password, setPassword] = useState('');
  const done = useSignedIn('/console/bookings');
  const mutation = useMutation({ mutationFn: () => acceptInvite(token, password), onSuccess: done });

  return (
    <AuthCard title={t('invite.title')}>
      {!token ? (
        <p role="alert" className="mt-4 text-red-900">
          {t('invite.missingToken')}
        </p>
      ) : (
        <>
          <p className="mt-3 text-muted">{t('invite.intro')}</p>
          <MutationForm
            mutation={mutation}
            className="mt-6"
            label={t('invite.submit')}
            pendingLabel={t('invite.submitting')}
          >
            <NewPasswordField value={password} onChange={(event) => setPassword(event.target.value)} />
          </MutationForm>
        </>
      )}
    </AuthCard>
  );
}
