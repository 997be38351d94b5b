import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { EmailField, MutationForm, PasswordField, TextField } from '../../components/fields';
import { Notice } from '../../components/notice';
import { ConsoleApiError, signIn } from '../../lib/api';
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
  // With a second factor, the server asks for the code after the password: the form then shows it.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const done = useSignedIn(redirect);
  const mutation = useMutation({
    mutationFn: () => signIn(email, password, askCode ? code.trim() : undefined),
    onSuccess: done,
    onError: (error) => {
      if (!askCode && error instanceof ConsoleApiError && error.code === 'mfaRequired') {
        setAskCode(true);
        mutation.reset();
      }
    },
  });

  // Already signed in (another tab, or the back button): straight on.
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn && !mutation.isPending)
      void router.navigate({ href: safeRedirect(redirect), replace: true });
  }, [signedIn, mutation.isPending, redirect, router]);

  return (
    <AuthCard title={t('signIn.title')}>
      <div className="mt-4">
        <Notice message={signedOut ? t('signIn.signedOut') : redirect ? t('signIn.signInFirst') : ''} />
      </div>
      <MutationForm
        mutation={mutation}
        className="mt-4"
        label={t('signIn.submit')}
        pendingLabel={t('signIn.submitting')}
      >
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField
          label={t('common.password')}
          name="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {askCode && (
          <TextField
            label={t('signIn.code')}
            hint={t('signIn.codeHint')}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            required
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </MutationForm>
      <p className="mt-6 text-sm">
        <Link to="/console/reset" className="font-semibold text-navy-900 underline underline-offset-4">
          {t('signIn.forgot')}
        </Link>
      </p>
    </AuthCard>
  );
}
