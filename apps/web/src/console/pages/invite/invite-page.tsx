import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit, NewPasswordField } from '../../components/fields';
import { acceptInvite } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignedIn } from '../sign-in/sign-in-page';

/** `/console/invite#<token>`: the invited operator chooses a password and is signed in. */
export function InvitePage({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('invite.title'));
  const [password, setPassword] = useState('');
  const done = useSignedIn('/console/bookings');
  const mutation = useMutation({ mutationFn: () => acceptInvite(token, password), onSuccess: done });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <div className="card p-6 sm:p-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none">
        {t('invite.title')}
      </h1>
      {!token ? (
        <p role="alert" className="mt-4 text-red-900">
          {t('invite.missingToken')}
        </p>
      ) : (
        <>
          <p className="mt-3 text-muted">{t('invite.intro')}</p>
          <form className="mt-6 space-y-5" onSubmit={submit}>
            <NewPasswordField value={password} onChange={(event) => setPassword(event.target.value)} />
            <FormSubmit
              pending={mutation.isPending}
              error={mutation.isError ? errorText(t, mutation.error) : ''}
              label={t('invite.submit')}
              pendingLabel={t('invite.submitting')}
            />
          </form>
        </>
      )}
    </div>
  );
}
