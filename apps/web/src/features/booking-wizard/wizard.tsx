import type { BookingPaymentSchema, BookingRequestInput, BookingResponse } from '@spt/contracts';
import { pickupDateTimeCheck } from '@spt/contracts/rules';
import { tours } from '@spt/i18n-content';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingChoiceFromSearch } from '../../lib/booking-choice';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { languageOf } from '../../lib/i18n';
import { keepTogether } from '../../lib/keep-together';
import { schemas } from '../../lib/load-schemas';
import { postJson } from '../../lib/post-json';
import type { CitySearchFn } from '../city-search/city-search-input';
import { laterSteps } from './load-later-steps';
import { StepTrip } from './step-trip';
import { StepVehicle } from './step-vehicle';
import {
  initialState,
  isRouteTooShort,
  placeErrorsOf,
  type Step,
  type SubmitError,
  tripProblemsOf,
  wizardReducer,
} from './wizard-state';

/** SPEC 9: the success panel shows this long before the form resets. */
export const RESET_WITH_CALLBACK_MS = 2000;
export const RESET_WITHOUT_CALLBACK_MS = 3000;

const STEP_KEYS = ['tripDetails', 'vehiclePricing', 'contactInfo', 'confirmation'] as const;

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

export interface BookingWizardProps {
  /** Called 2 s after a booking succeeds (the modal closes itself with it). */
  onComplete?: () => void;
  /** Injected in tests; the site's own gazetteer search otherwise. */
  search?: CitySearchFn;
  /** Injected in tests; the real clock otherwise. */
  now?: () => Date;
  /** Heading level of the step titles (2 on the booking page, 3 in the modal). */
  headingLevel?: 2 | 3;
  /**
   * What to start with: the query of the Book link that opened the modal (`?tour=giethoorn`,
   * `?to=amsterdam`). Without it, the booking page's own address is read.
   */
  choice?: string;
  /** Sends the visitor to the payment page (injected in tests); `window.location.assign` otherwise. */
  navigate?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/** The four-step booking wizard of SPEC 2.5, shared by the booking page and the booking modal. */
/** Server codes the wizard explains in words of its own (the rest show the generic failure alert). */
const KNOWN_SUBMIT_ERRORS = new Set<string>([
  'fareMismatch',
  'dateTimeRequired',
  'tooSoon',
  'nonexistentTime',
  'tooFarAhead',
  'outsideServiceArea',
  'vehicleCapacity',
  'luggageCapacity',
  'tooClose',
  'outOfSeason',
  'groupSize',
  'returnBeforeOutbound',
  'tooManySeats',
  'notForHire',
  'invalidFlightNumber',
] satisfies Exclude<SubmitError, null>[]);

const isKnownSubmitError = (code: string): code is Exclude<SubmitError, null> =>
  KNOWN_SUBMIT_ERRORS.has(code);

export function BookingWizard({
  onComplete,
  search,
  now = () => new Date(),
  headingLevel = 2,
  choice,
  navigate = goTo,
}: BookingWizardProps) {
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initialState(newKey, Date.now()));
  const [honeypot, setHoneypot] = useState('');
  // A booking paid at booking: the payment page the visitor is on the way to, and the booking's reference.
  const [checkout, setCheckout] = useState<{ url: string; reference: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const stepsRef = useRef<HTMLDivElement>(null);
  // Sent back to a step by the server's refusal of one of its fields: the focus goes to that field.
  const focusRefusedField = useRef(false);
  const firstRender = useRef(true);
  const locale = languageOf(i18n);
  const { step, successReference } = state;
  const later = laterSteps.use();

  // A Book button's tour or city (or the booking page's address) fills the first step once.
  const prefilledFrom = useRef(false);
  useEffect(() => {
    if (prefilledFrom.current) return;
    prefilledFrom.current = true;
    const start = bookingChoiceFromSearch(choice ?? window.location.search);
    if (start) dispatch({ type: 'prefill', choice: start });
  }, [choice]);

  // Steps 3 and 4 (with the phone metadata) load once the visitor starts on step 1, and the schemas
  // once they reach the review: neither delays the page or the first tap, and both are in place
  // before they are needed.
  useEffect(() => {
    if (step >= 2) laterSteps.preload();
    if (step >= 3) schemas.preload();
  }, [step]);

  // Move focus to the new step's heading so keyboard and screen-reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: step, successReference and checkout are the triggers.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The success panel replaces a taller step: bring its top into view below the fixed header (the
    // page's scroll padding is the header's height, the panel's scroll margin a little air; jsdom has
    // no scrolling), then focus its heading where it is.
    if (successRef.current) {
      successRef.current.scrollIntoView?.({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
      return;
    }
    if (focusRefusedField.current) {
      focusRefusedField.current = false;
      if (focusFirstInvalid(stepsRef.current)) return;
    }
    headingRef.current?.focus();
  }, [step, successReference, checkout]);

  // SPEC 4: after success, reset after 2 s (and call the completion callback) or 3 s without one.
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  useEffect(() => {
    if (!successReference) return;
    const hasCallback = Boolean(onCompleteRef.current);
    const timer = setTimeout(
      () => {
        dispatch({ type: 'reset', idempotencyKey: newKey(), now: Date.now() });
        setHoneypot('');
        onCompleteRef.current?.();
      },
      hasCallback ? RESET_WITH_CALLBACK_MS : RESET_WITHOUT_CALLBACK_MS,
    );
    return () => clearTimeout(timer);
  }, [successReference]);

  /** SPEC 5: both date and time, 30+ minutes ahead in Amsterdam time; the error code, or null. */
  const dateTimeError = () => {
    const check = pickupDateTimeCheck(state.form.date, state.form.time, now());
    return check.ok ? null : check.code;
  };

  /** Runs the date/time rule alone and shows its error; false if it fails. */
  const checkDateTime = (): boolean => {
    const dateError = dateTimeError();
    if (dateError === null) return true;
    dispatch({ type: 'step1Failed', dateError, placeErrors: { pickup: false, destination: false } });
    return false;
  };

  const continueFromTrip = () => {
    const placeErrors = placeErrorsOf(state.form);
    const dateError = dateTimeError();
    const routeTooShort = isRouteTooShort(state.form, state.quote);
    const tripProblems = tripProblemsOf(state.form, state.quote, now());
    if (
      placeErrors.pickup ||
      placeErrors.destination ||
      dateError ||
      routeTooShort ||
      tripProblems.length > 0
    ) {
      dispatch({ type: 'step1Failed', dateError, placeErrors, routeTooShort, tripProblems });
      return;
    }
    dispatch({ type: 'goTo', step: 2 });
  };

  const confirm = async () => {
    if (state.sending) return;
    if (!checkDateTime()) {
      dispatch({ type: 'goTo', step: 1 });
      return;
    }
    dispatch({ type: 'submitStarted' });
    let body: BookingRequestInput;
    let paymentSchema: typeof BookingPaymentSchema;
    try {
      const [{ buildBookingRequest }, loaded] = await Promise.all([laterSteps.load(), schemas.load()]);
      const { BookingRequestSchema } = loaded;
      paymentSchema = loaded.BookingPaymentSchema;
      const tour = tours.find((candidate) => candidate.slug === state.form.tour);
      body = buildBookingRequest(state, locale, honeypot, Date.now(), tour ? t(`tours.menu.${tour.id}`) : '');
      const parsed = BookingRequestSchema.safeParse(body);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
        dispatch({ type: 'submitFailed', error: 'validation', fields });
        return;
      }
    } catch {
      // The validation code could not be fetched (offline): the same alert as a failed request.
      dispatch({ type: 'submitFailed', error: 'bookingFailed' });
      return;
    }
    const result = await postJson<BookingResponse>('/api/booking', body, {
      headers: { 'Idempotency-Key': state.idempotencyKey },
    });
    if (result.ok) {
      // Paid at booking: the tab keeps the booking's manage token, so the manage page the checkout
      // returns to shows it, and the visitor goes to the payment page instead of the success panel.
      // An answer without a usable payment is an ordinary booking (the mail says how to pay).
      const payment = result.body.payment === undefined ? null : paymentSchema.safeParse(result.body.payment);
      if (payment?.success) {
        // Loaded here, not with the wizard: only a booking paid at booking needs it. Should it not
        // load, the visitor still goes to pay; back on the manage page, the mail's link opens it.
        await import('../../lib/link-token')
          .then(({ keepLinkToken }) => keepLinkToken(payment.data.manageToken))
          .catch(() => undefined);
        setCheckout({ url: payment.data.checkoutUrl, reference: result.body.reference });
        navigate(payment.data.checkoutUrl);
        return;
      }
      if (payment)
        console.warn('the booking answer’s payment does not match its schema', payment.error.issues);
      dispatch({
        type: 'submitSucceeded',
        reference: result.body.reference,
        returnReference: result.body.returnReference,
      });
      return;
    }
    const code = result.error?.code;
    console.warn(result.error?.error ?? 'Failed to submit booking');
    const fields = result.error?.fields;
    // An unknown company booking code (the answer's issue names the field): back to the contact step,
    // where the field says so and has the focus.
    const codeRefused =
      result.status === 400 &&
      (code === 'unknownCompanyCode' || (fields?.length === 1 && fields[0] === 'companyCode'));
    if (codeRefused) {
      focusRefusedField.current = true;
      dispatch({ type: 'submitFailed', error: 'unknownCompanyCode', fields });
    } else if (code && isKnownSubmitError(code)) dispatch({ type: 'submitFailed', error: code });
    // A 400 naming fields (the schema's issues, an invalid phone): the review names them.
    else if (result.status === 400 && fields) dispatch({ type: 'submitFailed', error: 'validation', fields });
    else if (result.status === 429) dispatch({ type: 'submitFailed', error: 'rateLimited' });
    else dispatch({ type: 'submitFailed', error: 'bookingFailed' });
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (checkout) {
    return (
      <div
        ref={successRef}
        className="booking-wizard scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-8 text-center"
        role="status"
        aria-live="polite"
        data-slot="checkout-redirect"
      >
        <span className="spinner mx-auto mb-4 block size-8" aria-hidden="true" />
        <Heading ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-navy-900 outline-none">
          {t('booking.checkout.redirecting')}
        </Heading>
        <p className="mt-3 font-semibold text-navy-900">
          {keepTogether(
            t('booking.success.reference', { reference: checkout.reference }),
            checkout.reference,
          )}
        </p>
        <p className="mt-3 text-sm">
          <a href={checkout.url} className="font-semibold text-navy-900 underline underline-offset-4">
            {t('booking.checkout.manual')}
          </a>
        </p>
      </div>
    );
  }

  if (successReference) {
    return (
      <div
        ref={successRef}
        className="booking-wizard scroll-mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center"
        role="status"
      >
        <Heading ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-navy-900 outline-none">
          {t('booking.success.title')}
        </Heading>
        <p className="mt-3 font-semibold text-navy-900">
          {keepTogether(t('booking.success.reference', { reference: successReference }), successReference)}
        </p>
        {state.successReturnReference ? (
          <p className="font-semibold text-navy-900">
            {keepTogether(
              t('booking.success.returnReference', { reference: state.successReturnReference }),
              state.successReturnReference,
            )}
          </p>
        ) : null}
        <p className="mt-1 text-body">{t('booking.success.text')}</p>
      </div>
    );
  }

  /** Steps 3 and 4 once their code is here; a short notice (or a retry after a failed load) before. */
  const laterStep = (render: (steps: NonNullable<typeof later.module>) => ReactNode) =>
    later.module ? (
      render(later.module)
    ) : (
      <LaterStepPending failed={later.failed} onRetry={laterSteps.preload} />
    );

  return (
    <div
      ref={stepsRef}
      className="booking-wizard"
      onFocusCapture={laterSteps.preload}
      onPointerDownCapture={laterSteps.preload}
      onChangeCapture={laterSteps.preload}
    >
      {state.lastReference && step === 1 ? (
        <p className="mb-5 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900" role="status">
          {keepTogether(t('booking.lastBooking', { reference: state.lastReference }), state.lastReference)}
        </p>
      ) : null}
      <Progress step={step} />
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="mb-5 text-xl font-semibold text-navy-900 outline-none"
      >
        {t(`booking.steps.${STEP_KEYS[step - 1]}`)}
      </Heading>
      {step === 1 ? (
        <StepTrip state={state} dispatch={dispatch} onContinue={continueFromTrip} search={search} now={now} />
      ) : null}
      {step === 2 ? <StepVehicle state={state} dispatch={dispatch} /> : null}
      {step === 3
        ? laterStep(({ StepContact }) => (
            <StepContact
              state={state}
              dispatch={dispatch}
              honeypot={honeypot}
              onHoneypot={setHoneypot}
              onReview={() => dispatch({ type: 'review', idempotencyKey: newKey() })}
            />
          ))
        : null}
      {step === 4
        ? laterStep(({ StepReview }) => <StepReview state={state} dispatch={dispatch} onConfirm={confirm} />)
        : null}
    </div>
  );
}

function LaterStepPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return failed ? (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">
      <p>{t('booking.stepLoadFailed')}</p>
      <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
        {t('booking.stepLoadRetry')}
      </button>
    </div>
  ) : (
    <p role="status" className="py-8 text-center text-sm text-muted">
      {t('booking.stepLoading')}
    </p>
  );
}

function Progress({ step }: { step: Step }) {
  const { t } = useTranslation();
  const percent = ((step - 1) / 3) * 100;
  return (
    <div className="mb-6">
      {/* Number above label at every width: a quarter of the card holds the longest label
          ('Contactgegevens') but not a number beside it. */}
      <ol className="mb-3 grid grid-cols-4 gap-2 text-xs md:text-sm">
        {STEP_KEYS.map((key, index) => {
          const n = index + 1;
          return (
            <li
              key={key}
              aria-current={n === step ? 'step' : undefined}
              className={`flex min-w-0 flex-col gap-1 ${n <= step ? 'text-navy-900' : 'text-muted'}`}
            >
              <span
                className={`grid h-7 w-7 shrink-0 place-items-center rounded-full text-xs font-semibold ${
                  n < step
                    ? 'bg-gold-600 text-white'
                    : n === step
                      ? 'bg-navy-900 text-white'
                      : 'bg-sand-200 text-navy-900'
                }`}
                aria-hidden="true"
              >
                {n}
              </span>
              {/* Four long Dutch labels ('Contactgegevens') do not fit in quarter columns on a
                  phone: there a 'Step n of 4' caption and the step's heading say where you are. */}
              <span className="leading-tight max-sm:sr-only">
                <span className="sr-only">{t('booking.steps.progress', { current: n, total: 4 })} </span>
                {t(`booking.steps.${key}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mb-3 text-xs font-semibold text-navy-900 sm:hidden" aria-hidden="true">
        {t('booking.steps.progress', { current: step, total: 4 })}
      </p>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-sand-200"
        role="progressbar"
        aria-label={t('booking.steps.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div
          className="h-full rounded-full bg-gold-500 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
