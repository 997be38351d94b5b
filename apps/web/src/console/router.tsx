import { BookingStatusSchema } from '@spt/contracts';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
  redirect,
  useLocation,
  useNavigate,
} from '@tanstack/react-router';
import { z } from 'zod';
import { AuthedLayout } from './layout/authed-layout';
import { PublicLayout } from './layout/public-layout';
import { amsterdamDay } from './lib/dates';
import { parseSearch, stringifySearch } from './lib/search';
import { AccountPage } from './pages/account/account-page';
import { BoardPage } from './pages/board/board-page';
import { BookingPage } from './pages/booking/booking-page';
import { BookingsPage, type ListFilters } from './pages/bookings/bookings-page';
import { CompaniesPage } from './pages/companies/companies-page';
import { DriversPage } from './pages/drivers/drivers-page';
import { InvitePage } from './pages/invite/invite-page';
import { MailPage } from './pages/mail/mail-page';
import { MessagesPage } from './pages/messages/messages-page';
import { NewBookingPage } from './pages/new-booking/new-booking-page';
import { NotFoundPage } from './pages/not-found/not-found-page';
import { OperatorsPage } from './pages/operators/operators-page';
import { ResetPage } from './pages/reset/reset-page';
import { SetupPage } from './pages/setup/setup-page';
import { SignInPage } from './pages/sign-in/sign-in-page';

const DayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The bookings list's filters in the URL; anything malformed is dropped, never an error page. */
const BookingFiltersSearchSchema = z.object({
  status: BookingStatusSchema.optional().catch(undefined),
  from: DayParam,
  to: DayParam,
  q: z.string().max(100).optional().catch(undefined),
  spam: z.literal('true').optional().catch(undefined),
  /** A driver's id or a car's id, or `none` (the server filters by them). */
  driver: z
    .string()
    .regex(/^(\d{1,9}|none)$/)
    .optional()
    .catch(undefined),
  unit: z
    .string()
    .regex(/^([\w-]{1,20})$/)
    .optional()
    .catch(undefined),
});

/** The board's day and grouping in the URL (today, by car, when absent or malformed). */
const BoardSearchSchema = z.object({
  date: DayParam,
  by: z.enum(['car', 'driver']).optional().catch(undefined),
});

const SignInSearchSchema = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
  signedOut: z.literal('1').optional().catch(undefined),
});

/** The secret of a `#<token>` link (setup, invitation, password reset); it never leaves the browser's URL. */
function useFragmentToken(): string {
  const hash = useLocation({ select: (location) => location.hash });
  return hash.replace(/^#/, '').trim();
}

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/console',
  beforeLoad: () => {
    throw redirect({ to: '/console/bookings', replace: true });
  },
});

const publicLayout = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicLayout });
const authedLayout = createRoute({ getParentRoute: () => rootRoute, id: 'authed', component: AuthedLayout });

const signInRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/console/sign-in',
  validateSearch: (search) => SignInSearchSchema.parse(search),
  component: function SignInRoute() {
    const { redirect: target, signedOut } = signInRoute.useSearch();
    return <SignInPage redirect={target} signedOut={signedOut === '1'} />;
  },
});

const setupRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/console/setup',
  component: () => <SetupPage token={useFragmentToken()} />,
});

const inviteRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/console/invite',
  component: () => <InvitePage token={useFragmentToken()} />,
});

const resetRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/console/reset',
  component: () => <ResetPage token={useFragmentToken()} />,
});

const bookingsRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/bookings',
  validateSearch: (search): ListFilters => BookingFiltersSearchSchema.parse(search),
  component: function BookingsRoute() {
    const filters = bookingsRoute.useSearch();
    const navigate = useNavigate();
    return (
      <BookingsPage
        filters={filters}
        onFiltersChange={(next) => void navigate({ to: '/console/bookings', search: next })}
      />
    );
  },
});

/** A booking taken by phone; the static segment wins over `$reference`. */
const newBookingRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/bookings/new',
  component: NewBookingPage,
});

const bookingRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/bookings/$reference',
  component: function BookingRoute() {
    const { reference } = bookingRoute.useParams();
    return <BookingPage key={reference} reference={reference} />;
  },
});

const boardRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/board',
  validateSearch: (search) => BoardSearchSchema.parse(search),
  component: function BoardRoute() {
    const { date, by } = boardRoute.useSearch();
    const navigate = useNavigate();
    return (
      <BoardPage
        date={date ?? amsterdamDay(0)}
        by={by ?? 'car'}
        onChange={(next) =>
          void navigate({
            to: '/console/board',
            search: { date: next.date, by: next.by === 'car' ? undefined : next.by },
          })
        }
      />
    );
  },
});

const driversRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/drivers',
  component: DriversPage,
});

const companiesRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/companies',
  component: CompaniesPage,
});

const messagesRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/messages',
  component: MessagesPage,
});

const mailRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/mail',
  component: MailPage,
});

const operatorsRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/operators',
  component: OperatorsPage,
});

const accountRoute = createRoute({
  getParentRoute: () => authedLayout,
  path: '/console/account',
  component: AccountPage,
});

export const consoleRouteTree = rootRoute.addChildren([
  homeRoute,
  publicLayout.addChildren([signInRoute, setupRoute, inviteRoute, resetRoute]),
  authedLayout.addChildren([
    bookingsRoute,
    newBookingRoute,
    bookingRoute,
    boardRoute,
    driversRoute,
    companiesRoute,
    messagesRoute,
    mailRoute,
    operatorsRoute,
    accountRoute,
  ]),
]);

/** The console's router: code-based routes under /console, flat string search params. */
export function createConsoleRouter(history?: RouterHistory) {
  return createRouter({
    routeTree: consoleRouteTree,
    history,
    trailingSlash: 'never',
    parseSearch,
    stringifySearch,
    defaultPreload: false,
    scrollRestoration: true,
  });
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;
