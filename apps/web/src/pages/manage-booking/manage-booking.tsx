import '../../lib/zod-csp';
import type { BookingStatus, CustomerChangeResponse, ManageLookupResponse } from '@spt/contracts';
import { placeWithDetail } from '@spt/contracts/rules';
import {
  company,
  formatEuros,
  formatLongDate,
  type Language,
  languageFromTag,
  tours,
} from '@spt/i18n-content';
import type { TFunction } from 'i18next';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ContentIcon } from '../../components/content-icon';
import { Dialog } from '../../components/dialog';
import { extrasList } from '../../lib/extras-text';
import { durationText } from '../../lib/formats';
import { keepTogether } from '../../lib/keep-together';
import { forgetLinkToken, takeLinkToken } from '../../lib/link-token';
import { DriverProgress, isLive, LIVE_REFRESH_MS, OperatorMessage } from './driver-progress';
import { InvoiceList } from './invoice-list';
import { LoadingState } from './loading-state';
import {
  type CancelResult,
  cancelBooking,
  downloadFile,
  fetchCalendar,
  fetchInvoice,
  isCheckoutUrl,
  type LookupResult,
  lookupBooking,
  type PayResult,
  startPayment,
} from './manage-api';
import { PaymentSection, showsPayment } from './payment-section';
import { browserTimeZone, pickupWallClock, visitorPickupTime } from './pickup-times';

// The change form loads when the customer opens it: most visits only look.
const loadChangeForm = () => import('./change-form');
const ChangeForm = lazy(() => loadChangeForm().then((m) => ({ default: m.ChangeForm })));

const systemNow = () => new Date();
const goTo = (url: string) => window.location.assign(url);

/**
 * An open payment (the visitor has just come back from the payment page, or left it) is looked up
 * again this many times, this long apart: the provider's word on it usually arrives within seconds.
 */
export const PAYMENT_RECHECKS = 2;
export const PAYMENT_RECHECK_MS = 4000;

export interface ManageBookingProps {
  /** The visitor's IANA time zone; the browser's by default (injected in tests). */
  timeZone?: string;
  /**
   * Reads the link's token: by default from the address bar's fragment (which it then clears), else
   * the one this tab kept from earlier (a reload).
   */
  takeToken?: () => string | null;
  /** Forgets the tab's token once the server says it is not valid. */
  forgetToken?: () => void;
  /** The clock (injected in tests). */
  now?: () => Date;
  /** How often the page looks the booking up again around the ride (shorter in tests). */
  refreshMs?: number;
  /** How long after showing an open payment the page looks it up again (shorter in tests). */
  paymentRecheckMs?: number;
  /** Sends the visitor to the payment page (injected in tests); `window.location.assign` otherwise. */
  navigate?: (url: string) => void;
}

type View = { kind: 'loading' } | LookupResult;

/** A notice under the booking after an action. */
type Notice =
  | 'cancelledNow'
  | 'notAllowed'
  | 'cancelFailed'
  | 'calendarFailed'
  | 'changed'
  | 'changedNeedsConfirmation'
  | 'changeClosed'
  | 'changeTooLate'
  | PayProblem
  | InvoiceProblem
  | null;

/** Why the payment page could not be opened: each is shown in the payment section. */
type PayProblem = 'payNothingToPay' | 'payUnavailable' | 'payRateLimited' | 'payFailed';

/** Why an invoice's PDF could not be downloaded: each is shown in the invoices' section. */
type InvoiceProblem = 'invoiceNotFound' | 'invoiceRateLimited' | 'invoiceFailed';

/**
 * The customer's booking, by the token of their mail's link (or the one this tab kept): status in
 * words, the driver's progress and the business's message, pickup time in Amsterdam time (and the
 * visitor's own when it differs), trip, vehicle and fixed price; its online payment and its invoices
 * (each a PDF to download); a calendar file, and changes and cancellation until 2 hours before
 * pickup. From 3 hours before pickup the page looks the booking up again every minute.
 */
export function ManageBooking({
  timeZone,
  takeToken = takeLinkToken,
  forgetToken = forgetLinkToken,
  now = systemNow,
  refreshMs = LIVE_REFRESH_MS,
  paymentRecheckMs = PAYMENT_RECHECK_MS,
  navigate = goTo,
}: ManageBookingProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const tokenRef = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Bumped by every answer the page shows, so a periodic lookup sent before it does not undo it.
  const generation = useRef(0);

  const show = useCallback(
    (next: View, { inTransition = false } = {}) => {
      generation.current += 1;
      // The server says the link is not valid (or it cannot be one): the tab forgets it.
      if (next.kind === 'notValid') forgetToken();
      if (inTransition) startTransition(() => setView(next));
      else setView(next);
    },
    [forgetToken],
  );

  const load = useCallback(
    async (signal?: AbortSignal) => {
      show({ kind: 'loading' });
      const result = await lookupBooking(tokenRef.current, signal);
      // The booking arrives while the page may still be starting: a transition renders it in slices
      // that yield to the main thread instead of one long task.
      if (!signal?.aborted) show(result, { inTransition: true });
    },
    [show],
  );

  /** Looks the booking up again while the page keeps showing it (its notice stays). */
  const refresh = async () => show(await lookupBooking(tokenRef.current));

  /** The periodic lookup: a new state of the booking, or a link that is no longer valid; a failure changes nothing. */
  const poll = useCallback(async () => {
    const sent = generation.current;
    const result = await lookupBooking(tokenRef.current);
    if (generation.current !== sent || result.kind === 'unavailable') return;
    show(result);
  }, [show]);

  // Read the token once, then look the booking up; a new #t=… typed into this tab loads that one.
  useEffect(() => {
    const controller = new AbortController();
    tokenRef.current = takeToken();
    void load(controller.signal);
    const onHashChange = () => {
      const before = tokenRef.current;
      tokenRef.current = takeToken();
      if (tokenRef.current !== before) void load();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      controller.abort();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [takeToken, load]);

  // Keyboard and screen-reader users land on the result of a lookup, in the same commit that shows
  // it. A later change of what the page shows (a periodic lookup finding the link no longer valid)
  // takes the focus only when the element the customer was on has gone with it.
  const shownKind = useRef(view.kind);
  useLayoutEffect(() => {
    const before = shownKind.current;
    shownKind.current = view.kind;
    if (view.kind === 'loading' || before === view.kind) return;
    const focused = document.activeElement;
    if (before === 'loading' || focused === null || focused === document.body) {
      headingRef.current?.focus();
    }
  }, [view.kind]);

  // Around the ride the page refreshes itself (the driver's progress), while the tab is in view.
  const booking = view.kind === 'booking' ? view.booking : null;
  const latest = useRef(booking);
  latest.current = booking;
  const open = booking?.status === 'requested' || booking?.status === 'confirmed';
  useEffect(() => {
    if (!open) return;
    const due = () => {
      const current = latest.current;
      return current !== null && isLive(current, now()) && document.visibilityState !== 'hidden';
    };
    const timer = window.setInterval(() => {
      if (due()) void poll();
    }, refreshMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && due()) void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [open, now, refreshMs, poll]);

  // Back from the payment page, the payment may still be open for a few seconds until the provider
  // tells the server: the page says it is waiting and looks again, a couple of times.
  const paymentOpen = booking?.payment?.status === 'open';
  const [paymentChecksLeft, setPaymentChecksLeft] = useState(PAYMENT_RECHECKS);
  useEffect(() => {
    if (!paymentOpen || paymentChecksLeft === 0) return;
    const timer = window.setTimeout(() => {
      void poll().finally(() => setPaymentChecksLeft((left) => Math.max(0, left - 1)));
    }, paymentRecheckMs);
    return () => window.clearTimeout(timer);
  }, [paymentOpen, paymentChecksLeft, paymentRecheckMs, poll]);

  if (view.kind === 'loading') return <LoadingState />;
  if (view.kind === 'notValid') return <NotValid headingRef={headingRef} />;
  if (view.kind === 'unavailable') return <Unavailable headingRef={headingRef} onRetry={() => void load()} />;
  return (
    <BookingView
      booking={view.booking}
      headingRef={headingRef}
      timeZone={timeZone ?? browserTimeZone()}
      token={tokenRef.current ?? ''}
      live={isLive(view.booking, now())}
      checkingPayment={paymentOpen && paymentChecksLeft > 0}
      navigate={navigate}
      now={now}
      onChange={(next) => show({ kind: 'booking', booking: next })}
      onNotValid={() => show({ kind: 'notValid' })}
      onRefresh={() => void refresh()}
    />
  );
}

interface HeadingProps {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

function ResultHeading({ headingRef, children }: HeadingProps & { children: ReactNode }) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="text-2xl text-navy-900 outline-none sm:text-3xl">
      {children}
    </h2>
  );
}

function ContactLinks() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <a href={`tel:${company.phoneE164}`} className="btn btn-navy">
        <ContentIcon name="phone" className="size-4" />
        {t('manage.notValid.call', { phone: company.phone })}
      </a>
      <a
        href={`mailto:${company.email}`}
        className="btn btn-outline-dark max-w-full whitespace-normal [overflow-wrap:anywhere]"
      >
        <ContentIcon name="mail" className="size-4" />
        {t('manage.notValid.email', { email: company.email })}
      </a>
    </div>
  );
}

/** One neutral page for every link that does not lead to a booking. */
function NotValid({ headingRef }: HeadingProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="manage-booking" data-state="not-valid">
      <ResultHeading headingRef={headingRef}>{t('manage.notValid.title')}</ResultHeading>
      <p className="mt-3 max-w-prose text-body">{t('manage.notValid.text')}</p>
      <ContactLinks />
    </div>
  );
}

function Unavailable({ headingRef, onRetry }: HeadingProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-slot="manage-booking" data-state="unavailable">
      <ResultHeading headingRef={headingRef}>{t('manage.unavailable.title')}</ResultHeading>
      <p className="mt-3 max-w-prose text-body">{t('manage.unavailable.text')}</p>
      <button type="button" className="btn-primary mt-6" onClick={onRetry}>
        {t('manage.unavailable.retry')}
      </button>
    </div>
  );
}

const STATUS_STYLES: Record<BookingStatus, string> = {
  requested: 'bg-gold-200 text-navy-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-navy-900 text-white',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
  expired: 'bg-sand-200 text-navy-900',
  noShow: 'bg-sand-200 text-navy-900',
};

interface BookingViewProps extends HeadingProps {
  booking: ManageLookupResponse;
  timeZone: string;
  token: string;
  /** Whether the page refreshes itself (around the ride). */
  live: boolean;
  /** Whether the page is still asking whether an open payment went through. */
  checkingPayment: boolean;
  navigate: (url: string) => void;
  now: () => Date;
  onChange: (booking: ManageLookupResponse) => void;
  onNotValid: () => void;
  onRefresh: () => void;
}

function BookingView({
  booking,
  headingRef,
  timeZone,
  token,
  live,
  checkingPayment,
  navigate,
  now,
  onChange,
  onNotValid,
  onRefresh,
}: BookingViewProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = languageFromTag(i18n.language) ?? 'en';
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [changing, setChanging] = useState(false);
  const [paying, setPaying] = useState(false);
  const [downloadingInvoice, setDownloadingInvoice] = useState<string | null>(null);
  // Where focus goes once an answer is on screen (after the dialog has closed): a counter re-triggers.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; n: number } | null>(null);
  const tooLateRef = useRef<HTMLDivElement>(null);
  const changeButtonRef = useRef<HTMLButtonElement>(null);
  const moveFocus = (target: FocusTarget) => setFocusRequest((r) => ({ target, n: (r?.n ?? 0) + 1 }));

  useEffect(() => {
    if (!focusRequest) return;
    const targets = { heading: headingRef, tooLate: tooLateRef, changeButton: changeButtonRef };
    targets[focusRequest.target].current?.focus();
  }, [focusRequest, headingRef]);

  const pickupDate = formatLongDate(booking.pickupDate, lang);
  const visitor = visitorPickupTime(booking.pickupAt, timeZone);
  const open = booking.status === 'requested' || booking.status === 'confirmed';
  const until = pickupWallClock(booking.cancellableUntil);
  const extras = extrasList(booking.extras, t);

  const changeNotice =
    notice === 'changed' || notice === 'changedNeedsConfirmation' ? t(`manage.change.${notice}`) : null;

  const statusText =
    notice === 'cancelledNow'
      ? t('manage.statusText.cancelledNow')
      : booking.status === 'confirmed' && !booking.driver
        ? t('manage.statusText.confirmedNoDriver')
        : t(`manage.statusText.${booking.status}`);

  const addToCalendar = async () => {
    setDownloading(true);
    const file = await fetchCalendar(token);
    setDownloading(false);
    if (file) {
      downloadFile(file, `booking-${booking.reference}.ics`);
      if (notice === 'calendarFailed') setNotice(null);
    } else setNotice('calendarFailed');
  };

  const confirmCancel = async () => {
    setCancelling(true);
    const result: CancelResult = await cancelBooking(token);
    setCancelling(false);
    setConfirming(false);
    if (result === 'cancelled') {
      onChange({ ...booking, status: 'cancelled', cancellable: false, cancellableUntil: null, driver: null });
      setNotice('cancelledNow');
      moveFocus('heading');
    } else if (result === 'tooLate') {
      onChange({ ...booking, cancellable: false, cancellableUntil: null });
      setNotice(null);
      moveFocus('tooLate');
    } else if (result === 'notAllowed') {
      setNotice('notAllowed');
      onRefresh();
    } else if (result === 'notValid') {
      onNotValid();
    } else {
      setNotice('cancelFailed');
      moveFocus('heading');
    }
  };

  // Back from the payment page through the browser's history, the page may come back as it was left
  // (the back/forward cache): the button works again, and the booking is looked up for its payment.
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setPaying(false);
      refreshRef.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /**
   * To the payment page: the open payment's own page when the lookup gave one, else a new one from
   * POST /api/manage/pay. A refusal is shown in the payment section.
   */
  const pay = async () => {
    setPaying(true);
    if (isPayProblem(notice)) setNotice(null);
    const direct = booking.payment?.checkoutUrl;
    if (isCheckoutUrl(direct)) {
      navigate(direct);
      return;
    }
    const result: PayResult = await startPayment(token);
    if (result.kind === 'checkout') {
      navigate(result.checkoutUrl);
      return;
    }
    setPaying(false);
    if (result.kind === 'notValid') onNotValid();
    else if (result.kind === 'nothingToPay') {
      setNotice('payNothingToPay');
      onRefresh();
    } else if (result.kind === 'unavailable') setNotice('payUnavailable');
    else if (result.kind === 'rateLimited') setNotice('payRateLimited');
    else setNotice('payFailed');
  };

  /**
   * Downloads an invoice or credit note (POST /api/manage/invoice) under the name the server gives it.
   * A document the server no longer has for this booking reloads the list; a refusal is shown in the
   * invoices' section.
   */
  const downloadInvoice = async (number: string) => {
    setDownloadingInvoice(number);
    if (isInvoiceProblem(notice)) setNotice(null);
    const result = await fetchInvoice(token, number);
    setDownloadingInvoice(null);
    if (result.kind === 'file') downloadFile(result.file, result.filename);
    else if (result.kind === 'notValid') onNotValid();
    else if (result.kind === 'notFound') {
      setNotice('invoiceNotFound');
      onRefresh();
    } else if (result.kind === 'rateLimited') setNotice('invoiceRateLimited');
    else setNotice('invoiceFailed');
  };

  const closeChange = () => {
    setChanging(false);
    moveFocus('changeButton');
  };
  const changeProps = {
    booking,
    token,
    now,
    onClose: closeChange,
    onChanged: (answer: CustomerChangeResponse) => {
      setChanging(false);
      setNotice(answer.needsConfirmation ? 'changedNeedsConfirmation' : 'changed');
      moveFocus('heading');
      onRefresh();
    },
    onTooLate: () => {
      setChanging(false);
      onChange({ ...booking, cancellable: false, cancellableUntil: null });
      setNotice('changeTooLate');
      moveFocus('tooLate');
    },
    onClosed: () => {
      setChanging(false);
      setNotice('changeClosed');
      moveFocus('heading');
      onRefresh();
    },
    onNotValid,
  };

  return (
    <div data-slot="manage-booking" data-state="booking" data-status={booking.status}>
      <ResultHeading headingRef={headingRef}>
        {keepTogether(t('manage.heading', { reference: booking.reference }), booking.reference)}
      </ResultHeading>

      <div role="status" className="mt-4 space-y-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">{t('manage.statusLabel')}</span>
          <span
            className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLES[booking.status]}`}
          >
            {t(`manage.status.${booking.status}`)}
          </span>
        </p>
        <p className="max-w-prose text-body">{statusText}</p>
        {changeNotice ? (
          <p className="max-w-prose font-semibold text-navy-900" data-slot="change-notice">
            {changeNotice}
          </p>
        ) : null}
      </div>

      {open ? <DriverProgress progress={booking.progress} live={live} /> : null}

      {booking.driver || booking.reason ? (
        <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl bg-sand-100 p-4 sm:grid-cols-[auto_1fr]">
          {booking.driver ? (
            <>
              <dt className="text-sm text-muted">{t('manage.driver')}</dt>
              <dd className="font-semibold text-navy-900">{booking.driver.name}</dd>
              <dt className="text-sm text-muted">{t('manage.driverPhone')}</dt>
              <dd>
                <a
                  href={`tel:${booking.driver.phone.replace(/[^\d+]/g, '')}`}
                  className="font-semibold text-navy-900 underline underline-offset-4"
                >
                  {booking.driver.phone}
                </a>
              </dd>
            </>
          ) : null}
          {booking.reason && (booking.status === 'declined' || booking.status === 'cancelled') ? (
            <>
              <dt className="text-sm text-muted">{t('manage.reason')}</dt>
              <dd className="whitespace-pre-line text-navy-900 [overflow-wrap:anywhere]">{booking.reason}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      {booking.message ? <OperatorMessage message={booking.message} /> : null}

      {showsPayment(booking.payment, open) ? (
        <PaymentSection
          payment={booking.payment}
          checking={checkingPayment}
          paying={paying}
          onPay={() => void pay()}
          problem={isPayProblem(notice) ? t(PAY_PROBLEMS[notice], { phone: company.phone }) : null}
        />
      ) : null}

      {booking.invoices.length > 0 ? (
        <InvoiceList
          invoices={booking.invoices}
          downloading={downloadingInvoice}
          onDownload={(number) => void downloadInvoice(number)}
          problem={isInvoiceProblem(notice) ? t(INVOICE_PROBLEMS[notice], { phone: company.phone }) : null}
        />
      ) : null}

      <section aria-labelledby="manage-ride" className="mt-8">
        <h3 id="manage-ride" className="text-xl text-navy-900">
          {t('manage.details.title')}
        </h3>
        <dl className="mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10">
          <Row label={t('manage.details.pickupTime')}>
            <span className="block font-semibold text-navy-900">
              {t('manage.details.pickupTimeValue', { date: pickupDate, time: booking.pickupTime })}
            </span>
            {visitor ? (
              <span className="mt-1 block text-sm text-muted">
                {visitor.sameDate
                  ? t('manage.details.localTime', { time: visitor.time, zone: visitor.zoneName })
                  : t('manage.details.localDateTime', {
                      date: formatLongDate(visitor.date, lang),
                      time: visitor.time,
                      zone: visitor.zoneName,
                    })}
              </span>
            ) : null}
          </Row>
          <Row label={t('manage.details.product')}>
            {productText(booking, t)}
            {booking.returnOf || booking.returnReference ? (
              <span className="block text-sm text-muted">
                {t('manage.details.linkedRide', { reference: booking.returnOf ?? booking.returnReference })}
              </span>
            ) : null}
          </Row>
          {booking.product === 'hourly' && booking.hours ? (
            <Row label={t('manage.details.hours')}>
              {t('booking.step1.hoursOption', { count: booking.hours })}
            </Row>
          ) : null}
          {booking.product === 'transfer' ? null : (
            <Row label={t('manage.details.duration')}>{durationText(t, booking.durationMinutes)}</Row>
          )}
          <Row label={t('manage.details.from')}>{placeWithDetail(booking.pickup, booking.pickupDetail)}</Row>
          <Row label={t('manage.details.to')}>
            {booking.destination
              ? placeWithDetail(booking.destination, booking.destinationDetail)
              : t('manage.details.asDirected')}
          </Row>
          {booking.meetingPoint ? (
            <Row label={t('manage.details.meetingPoint')}>{booking.meetingPoint}</Row>
          ) : null}
          <Row label={t('manage.details.freeWaiting')}>
            {booking.meetingPoint
              ? t('manage.details.airportWaiting', { count: booking.freeWaitingMinutes })
              : t('manage.details.otherWaiting', { count: booking.freeWaitingMinutes })}
          </Row>
          <Row label={t('manage.details.vehicle')}>
            {booking.vehicle.name} ({vehicleType(booking.vehicle.type, t)})
          </Row>
          <Row label={t('manage.details.passengers')}>{booking.passengers}</Row>
          <Row label={t('manage.details.luggage')}>{booking.luggage}</Row>
          {booking.flightNumber.trim() ? (
            <Row label={t('manage.details.flightNumber')}>{booking.flightNumber}</Row>
          ) : null}
          {extras.length > 0 ? <Row label={t('manage.details.extras')}>{extras.join(' · ')}</Row> : null}
          {booking.passenger ? (
            <Row label={t('manage.details.passenger')}>
              {booking.passenger.name}, {booking.passenger.phone}
            </Row>
          ) : null}
          {booking.notes ? (
            <Row label={t('manage.details.notes')}>
              <span className="whitespace-pre-line">{booking.notes}</span>
            </Row>
          ) : null}
          <Row label={t('manage.details.price')}>
            <span className="text-lg font-semibold text-navy-900">
              {formatEuros(Math.round(booking.finalPrice * 100), lang, { cents: 'always' })}
            </span>{' '}
            <span className="text-sm text-muted">{t('common.inclVat')}</span>
          </Row>
        </dl>
      </section>

      {open ? (
        <section aria-labelledby="manage-actions" className="mt-8">
          <h3 id="manage-actions" className="text-xl text-navy-900">
            {t('manage.actions.title')}
          </h3>
          <div className="mt-4 space-y-4">
            {booking.cancellable && until ? (
              <p className="max-w-prose text-body">
                {t('manage.cancel.until', { date: formatLongDate(until.date, lang), time: until.time })}
              </p>
            ) : null}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {booking.cancellable ? (
                <button
                  ref={changeButtonRef}
                  type="button"
                  className="btn-primary w-full sm:w-auto"
                  aria-expanded={changing}
                  onClick={() => (changing ? closeChange() : setChanging(true))}
                  onPointerEnter={() => void loadChangeForm()}
                  onFocus={() => void loadChangeForm()}
                >
                  {t('manage.change.button')}
                </button>
              ) : null}
              {booking.pickupAt ? (
                <button
                  type="button"
                  className="btn-secondary w-full sm:w-auto"
                  onClick={() => void addToCalendar()}
                  aria-busy={downloading || undefined}
                >
                  <ContentIcon name="calendar" className="size-4" />
                  {t('manage.actions.calendar')}
                </button>
              ) : null}
              {booking.cancellable ? (
                <button
                  type="button"
                  className="btn w-full border border-red-800 text-red-800 hover:bg-red-800 hover:text-white sm:w-auto"
                  onClick={() => setConfirming(true)}
                >
                  {t('manage.cancel.button')}
                </button>
              ) : null}
            </div>
            {booking.cancellable ? null : (
              <div
                ref={tooLateRef}
                tabIndex={-1}
                className="space-y-3 rounded-2xl bg-sand-100 p-4 outline-none"
              >
                <p className="max-w-prose text-body">
                  {notice === 'changeTooLate' ? t('manage.change.tooLate') : t('manage.cancel.tooLate')}
                </p>
                <a href={`tel:${company.phoneE164}`} className="btn btn-navy w-full sm:w-auto">
                  <ContentIcon name="phone" className="size-4" />
                  {t('manage.cancel.call', { phone: company.phone })}
                </a>
              </div>
            )}
          </div>
        </section>
      ) : null}

      {open && changing && booking.cancellable ? (
        <Suspense
          fallback={
            <p className="mt-8 flex items-center gap-3 text-muted">
              <span className="spinner size-5" aria-hidden="true" />
              {t('manage.change.loading')}
            </p>
          }
        >
          <ChangeForm {...changeProps} />
        </Suspense>
      ) : null}

      {notice && ALERTS[notice] ? (
        <p role="alert" className="field-error mt-6 rounded-lg bg-red-50 px-4 py-3">
          {t(ALERTS[notice], { phone: company.phone })}
        </p>
      ) : null}

      <p className="mt-8 max-w-prose text-sm text-muted">
        {keepTogether(
          t('manage.questions', { phone: company.phone, email: company.email, reference: booking.reference }),
          booking.reference,
        )}
      </p>
      <p className="mt-3 max-w-prose text-sm text-muted">{t('manage.privacyNote')}</p>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={keepTogether(
          t('manage.cancel.dialogTitle', { reference: booking.reference }),
          booking.reference,
        )}
        closeLabel={t('common.close')}
      >
        <p className="max-w-prose text-body">
          {/* Hire by the hour has no destination: the sentence names where the ride starts. */}
          {t(booking.destination ? 'manage.cancel.dialogText' : 'manage.cancel.dialogTextFrom', {
            date: pickupDate,
            time: booking.pickupTime,
            pickup: booking.pickup,
            destination: booking.destination,
          })}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            {t('manage.cancel.keep')}
          </button>
          <button
            type="button"
            className="btn bg-red-800 text-white hover:bg-red-900 disabled:cursor-wait disabled:opacity-70"
            disabled={cancelling}
            onClick={() => void confirmCancel()}
          >
            {cancelling ? t('manage.cancel.sending') : t('manage.cancel.confirm')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

type FocusTarget = 'heading' | 'tooLate' | 'changeButton';

/** The notices shown as an alert under the actions, with their texts. */
const ALERTS: Partial<Record<NonNullable<Notice>, string>> = {
  calendarFailed: 'manage.actions.calendarFailed',
  notAllowed: 'manage.cancel.notAllowed',
  cancelFailed: 'manage.cancel.failed',
  changeClosed: 'manage.change.closed',
};

/** The payment section's alerts, with their texts (the same alert as the page's other notices). */
const PAY_PROBLEMS: Record<PayProblem, string> = {
  payNothingToPay: 'manage.payment.nothingToPay',
  payUnavailable: 'manage.payment.unavailable',
  payRateLimited: 'errors.rateLimited',
  payFailed: 'manage.payment.failed',
};

const isPayProblem = (notice: Notice): notice is PayProblem => notice !== null && notice in PAY_PROBLEMS;

/** The invoices' alerts, with their texts (the same alert as the page's other notices). */
const INVOICE_PROBLEMS: Record<InvoiceProblem, string> = {
  invoiceNotFound: 'manage.invoices.notFound',
  invoiceRateLimited: 'errors.rateLimited',
  invoiceFailed: 'manage.invoices.failed',
};

const isInvoiceProblem = (notice: Notice): notice is InvoiceProblem =>
  notice !== null && notice in INVOICE_PROBLEMS;

/** What was booked, as the customer reads it: "Giethoorn Day Tour", "Return ride of a return transfer". */
function productText(booking: ManageLookupResponse, t: TFunction): string {
  if (booking.product === 'tour' && booking.tour) {
    const tour = tours.find((candidate) => candidate.slug === booking.tour);
    return tour ? t(`tours.items.${tour.id}.title`) : booking.tour;
  }
  if (booking.returnOf) return t('manage.details.returnRide');
  if (booking.returnReference) return t('manage.details.outboundRide');
  return t(`booking.product.${booking.product}`);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-6">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-navy-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const VEHICLE_TYPE_KEYS: Record<string, string> = {
  Saloon: 'saloon',
  Station: 'station',
  Minivan: 'minivan',
  'S-Class': 'sClass',
  Minibus: 'minibus',
};

/** The vehicle type in the page's language (the fleet's words), or as the API wrote it. */
function vehicleType(type: string, t: (key: string) => string): string {
  const key = VEHICLE_TYPE_KEYS[type];
  return key ? t(`fleet.types.${key}`) : type;
}
