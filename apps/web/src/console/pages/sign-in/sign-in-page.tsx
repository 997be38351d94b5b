import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit, PasswordField, TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { signIn } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { safeRedirect } from '../../lib/search';
import { SESSION_KEY, sessionQuery, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** After signing in, the cached data of any earlier session is dropped and the session read again. */
export function useSignedIn(redirect: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    await router.navigate({ href: safeRedirect(redirect), replace: true });
  };
}

/** Sign-in with email and password; returns to `redirect` (where the operator was) afterwards. */
export function SignInPage({ redirect, signedOut }: { redirect?: string; signedOut?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('signIn.submit'));
  const session = useSession();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const done = useSignedIn(redirect);
  const mutation = useMutation({
    mutationFn: () => signIn(email, password),
    onSuccess: done,
  });

  // Already signed in (another tab, or the back button): straight on.
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn && !mutation.isPending)
      void router.navigate({ href: safeRedirect(redirect), replace: true });
  }, [signedIn, mutation.isPending, redirect, router]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <div className="card p-6 sm:p-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none">
        {t('signIn.title')}
      </h1>
      <div className="mt-4">
        <Notice message={signedOut ? t('signIn.signedOut') : redirect ? t('signIn.signInFirst') : ''} />
      </div>
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
        <PasswordField
          label={t('common.password')}
          name="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormSubmit
          pending={mutation.isPending}
          error={mutation.isError ? errorText(t, mutation.error) : ''}
          label={t('signIn.submit')}
          pendingLabel={t('signIn.submitting')}
        />
      </form>
      <p className="mt-6 text-sm">
        <Link to="/console/reset" className="font-semibold text-navy-900 underline underline-offset-4">
          {t('signIn.forgot')}
        </Link>
      </p>
    </div>
  );
}
