import { TEXT_VARIABLES } from '@spt/i18n-content/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../components/query-error';
import { Loading } from '../components/spinner';
import { signOut } from '../lib/api';
import { NewBookingsProvider, useNewBookings } from '../lib/new-bookings';
import { csrfTokenOf, SESSION_KEY, useSession } from '../lib/session';
import { LanguageSwitch } from './language-switch';
import { MailBanner } from './mail-banner';

const NAV = [
  { to: '/console/bookings', key: 'nav.bookings' },
  { to: '/console/board', key: 'nav.board' },
  { to: '/console/drivers', key: 'nav.drivers' },
  { to: '/console/companies', key: 'nav.companies' },
  { to: '/console/messages', key: 'nav.messages' },
  { to: '/console/mail', key: 'nav.mail' },
  { to: '/console/operators', key: 'nav.operators' },
  { to: '/console/account', key: 'nav.account' },
] as const;

/**
 * The signed-in console: header with navigation, the operator, the language switch and sign-out,
 * and above every page the banner of mail that does not go out.
 * Without a session it sends the operator to sign in, with the way back in `redirect`; after a
 * navigation it moves focus to the new page's heading.
 */
export function AuthedLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const leaving = useRef(false);

  const signOutMutation = useMutation({
    mutationFn: () => signOut(csrfTokenOf(queryClient)),
    onMutate: () => {
      leaving.current = true;
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
      void navigate({ to: '/console/sign-in', search: { signedOut: '1' } });
    },
  });

  // No session (never signed in, or a 401 from any call): to sign-in, once, with the way back. The
  // location is read when this runs, before the navigation changes it.
  const signedOut = session.isSuccess && !session.data;
  useEffect(() => {
    if (!signedOut || leaving.current) return;
    leaving.current = true;
    const { pathname: path, searchStr } = router.state.location;
    void navigate({ to: '/console/sign-in', search: { redirect: path + searchStr }, replace: true });
  }, [signedOut, navigate, router]);

  // An operator who must set up two-step sign-in first: to their account page, where it is done.
  const mustEnrol = Boolean(session.data?.mfaEnrolmentRequired);
  // The page the outlet shows (the location moves first, the matched page once it has loaded).
  const shownPath = useRouterState({
    select: (state) => state.matches.at(-1)?.pathname ?? state.location.pathname,
  });
  useEffect(() => {
    if (mustEnrol && pathname !== '/console/account')
      void navigate({ to: '/console/account', replace: true });
  }, [mustEnrol, pathname, navigate]);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [pathname]);

  if (session.isPending) return <Loading />;
  if (session.isError) {
    return (
      <main className="container-page py-10">
        <QueryError error={session.error} onRetry={() => void session.refetch()} />
      </main>
    );
  }
  if (!session.data) return null;

  return (
    <NewBookingsProvider onList={pathname === '/console/bookings'} enabled={!mustEnrol}>
      <div className="min-h-dvh bg-sand-50">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900"
        >
          {t('common.skipToContent')}
        </a>
        <header className="bg-navy-900 text-white">
          <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
            <p className="font-display text-lg">
              {TEXT_VARIABLES.company} <span className="text-navy-200">· {t('meta.appName')}</span>
            </p>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-sm text-navy-200 [overflow-wrap:anywhere]">
                {t('nav.signedInAs', { email: session.data.operator.email })}
              </p>
              <LanguageSwitch />
              <button
                type="button"
                className="min-h-11 rounded-full border border-white/35 px-4 text-sm font-semibold hover:border-gold-300 hover:text-gold-200"
                onClick={() => signOutMutation.mutate()}
                disabled={signOutMutation.isPending}
              >
                {t('nav.signOut')}
              </button>
            </div>
          </div>
          <nav aria-label={t('nav.label')} className="border-t border-white/10">
            <ul className="container-page flex flex-wrap gap-1 py-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-navy-200 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
                    activeProps={{ 'aria-current': 'page' }}
                    activeOptions={{ exact: false, includeSearch: false }}
                  >
                    {t(item.key)}
                    {item.to === '/console/bookings' && <NewBookingsBadge />}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="main" tabIndex={-1} className="on-light container-page pt-6 pb-16 outline-none">
          <MailBanner enabled={!mustEnrol} />
          {/* Until two-step sign-in is set up, only the account page (the others would be refused). */}
          {mustEnrol && shownPath !== '/console/account' ? <Loading /> : <Outlet />}
        </main>
      </div>
    </NewBookingsProvider>
  );
}

/** The count of new requests beside the Bookings tab: a number to see, a sentence to hear. */
function NewBookingsBadge() {
  const { t } = useTranslation();
  const { count } = useNewBookings();
  if (count === 0) return null;
  return (
    <span className="ml-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-navy-900">
      <span aria-hidden="true">{t('nav.newBadge', { count })}</span>
      <span className="sr-only">{t('nav.newBookings', { count })}</span>
    </span>
  );
}
