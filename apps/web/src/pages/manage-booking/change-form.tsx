import { business } from '@spt/business';
import type { CustomerChangeResponse, ManageLookupResponse } from '@spt/contracts';
import {
  ADDRESS_DETAIL_MAX,
  amsterdamWallClock,
  isFlightNumberField,
  LUGGAGE,
  MIN_LEAD_MINUTES,
  PASSENGERS,
  pickupDateTimeCheck,
} from '@spt/contracts/rules';
import { company, formatEuros, formatLongDate, type Language, languageFromTag } from '@spt/i18n-content';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { addFormats, fieldNames } from '../../lib/formats';
import { CountField, FieldProblem, ProblemText } from './change-fields';
import { type ChangeProblem, PROBLEM_FIELDS, PROBLEM_KEYS } from './change-problems';
import { type ChangeResult, type CustomerChanges, changeBooking } from './manage-api';

interface ChangeValues {
  date: string;
  time: string;
  flightNumber: string;
  pickupDetail: string;
  destinationDetail: string;
  passengers: string;
  luggage: string;
}

/** The form's starting values: the booking as it is. */
export function valuesOf(booking: ManageLookupResponse): ChangeValues {
  return {
    date: booking.pickupDate,
    time: booking.pickupTime,
    flightNumber: booking.flightNumber,
    pickupDetail: booking.pickupDetail ?? '',
    destinationDetail: booking.destinationDetail ?? '',
    passengers: String(booking.passengers),
    luggage: String(booking.luggage),
  };
}

/**
 * What the customer changed, as the API takes it: only the fields that differ from the booking
 * (text compared without surrounding spaces, an empty address line the same as none).
 *
 * @example
 * changedFields(booking, { ...valuesOf(booking), flightNumber: 'KL 1001 ' }); // { flightNumber: 'KL 1001' }
 */
export function changedFields(booking: ManageLookupResponse, values: ChangeValues): CustomerChanges {
  const before = valuesOf(booking);
  const changes: CustomerChanges = {};
  if (values.date !== before.date) changes.date = values.date;
  if (values.time !== before.time) changes.time = values.time;
  for (const field of ['flightNumber', 'pickupDetail', 'destinationDetail'] as const) {
    const value = values[field].trim();
    if (value !== before[field].trim()) changes[field] = value;
  }
  for (const field of ['passengers', 'luggage'] as const) {
    if (values[field] !== before[field]) changes[field] = Number(values[field]);
  }
  return changes;
}

/** The problem the browser can see before asking the server, or null. */
function problemBeforeSending(
  changes: CustomerChanges,
  values: ChangeValues,
  now: Date,
): ChangeProblem | null {
  if (Object.keys(changes).length === 0) return 'nothingChanged';
  if (changes.date !== undefined || changes.time !== undefined) {
    const when = pickupDateTimeCheck(values.date, values.time, now);
    if (!when.ok) return when.code;
  }
  if (changes.flightNumber !== undefined && !isFlightNumberField(changes.flightNumber)) {
    return 'invalidFlightNumber';
  }
  return null;
}

/**
 * The `min` of the date and time inputs, as in the wizard: the earliest pickup is now plus 30 minutes
 * in Amsterdam; the time's minimum applies only on that day.
 */
function pickupMinimums(now: Date, chosenDate: string): { minDate: string; minTime: string | undefined } {
  const earliest = amsterdamWallClock(new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000));
  return { minDate: earliest.date, minTime: chosenDate === earliest.date ? earliest.time : undefined };
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** The choices of a count: the allowed range, and the booking's own value even when outside it. */
function countChoices(min: number, max: number, current: number): number[] {
  const choices = range(min, max);
  return choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
}

export interface ChangeFormProps {
  booking: ManageLookupResponse;
  token: string;
  /** The clock (injected in tests). */
  now?: () => Date;
  /** The customer leaves the form without changing anything. */
  onClose: () => void;
  /** The change is made: the page looks the booking up again. */
  onChanged: (answer: CustomerChangeResponse) => void;
  /** Under 2 hours before pickup: changes are no longer possible online. */
  onTooLate: () => void;
  /** The booking's status no longer allows changes (an operator changed it meanwhile). */
  onClosed: () => void;
  /** The link is no longer valid. */
  onNotValid: () => void;
}

type Phase = 'editing' | 'checking' | 'previewed' | 'sending';

/**
 * The customer's change of their booking until the cancellation deadline: date, time, flight number,
 * address lines, passengers and luggage, prefilled with the booking. "Check" asks the API for the new
 * price (a preview that changes nothing); "Confirm change" makes it. Any edit after a check asks for
 * a new check.
 */
export function ChangeForm({
  booking,
  token,
  now = () => new Date(),
  onClose,
  onChanged,
  onTooLate,
  onClosed,
  onNotValid,
}: ChangeFormProps) {
  const { t, i18n } = useTranslation();
  // Its error texts name a field `{{field, lowercase}}` in the languages that write it so.
  addFormats(i18n);
  const lang: Language = languageFromTag(i18n.language) ?? 'en';
  const id = useId();
  const [values, setValues] = useState<ChangeValues>(() => valuesOf(booking));
  const [phase, setPhase] = useState<Phase>('editing');
  // The API's answer to the check, and the changes it was for: "Confirm change" sends exactly those.
  const [checked, setChecked] = useState<{ answer: CustomerChangeResponse; changes: CustomerChanges } | null>(
    null,
  );
  const preview = checked?.answer ?? null;
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  // With a `validation` problem: the request's fields the API turned down.
  const [rejected, setRejected] = useState<readonly string[]>([]);
  // Each refused check moves focus to the first field to correct, once its message is on screen.
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  // Counts edits, so a check answered after a later edit is not shown for values it did not see.
  const edits = useRef(0);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  useEffect(() => {
    if (phase === 'previewed') previewRef.current?.focus();
  }, [phase]);

  const busy = phase === 'checking' || phase === 'sending';
  const { minDate, minTime } = pickupMinimums(now(), values.date);
  const tour =
    booking.product === 'tour' ? business.products.tours.find((c) => c.id === booking.tour) : undefined;
  const [minGroup, maxGroup] = tour?.groupSize ?? [PASSENGERS.min, PASSENGERS.max];

  const set = (field: keyof ChangeValues) => (value: string) => {
    edits.current += 1;
    setValues((current) => ({ ...current, [field]: value }));
    // What was checked is no longer what the form says.
    setChecked(null);
    setProblem(null);
    setRejected([]);
    if (phase === 'previewed') setPhase('editing');
  };

  /** Handles every answer but a successful one: a problem in the form, or the page's own view. */
  const handleFailure = (result: Exclude<ChangeResult, { kind: 'done' }>) => {
    switch (result.kind) {
      case 'invalid':
        setProblem(result.code);
        setRejected(result.fields ?? []);
        setFocusRequest((n) => n + 1);
        break;
      case 'callUs':
        setProblem(result.code);
        break;
      case 'rateLimited':
        setProblem('rateLimited');
        break;
      case 'failed':
        setProblem('failed');
        break;
      case 'tooLate':
        onTooLate();
        break;
      case 'closed':
        onClosed();
        break;
      case 'notValid':
        onNotValid();
        break;
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const changes = changedFields(booking, values);
    const early = problemBeforeSending(changes, values, now());
    if (early) {
      setProblem(early);
      setFocusRequest((n) => n + 1);
      return;
    }
    setProblem(null);
    setRejected([]);
    setPhase('checking');
    const editsBefore = edits.current;
    const result = await changeBooking(token, changes, true);
    if (edits.current !== editsBefore) {
      setPhase('editing');
      return;
    }
    if (result.kind === 'done') {
      setChecked({ answer: result.answer, changes });
      setPhase('previewed');
      return;
    }
    setPhase('editing');
    handleFailure(result);
  };

  const confirm = async () => {
    if (busy || !checked) return;
    setPhase('sending');
    const result = await changeBooking(token, checked.changes, false);
    if (result.kind === 'done') {
      onChanged(result.answer);
      return;
    }
    setChecked(null);
    setPhase('editing');
    handleFailure(result);
  };

  /** The labels of the fields a `validation` answer names, among those of the form. */
  const rejectedLabels = (
    [
      ['date', 'booking.step1.when'],
      ['time', 'booking.step1.when'],
      ['flightNumber', 'booking.step1.flightNumber'],
      ['pickupDetail', 'manage.change.pickupDetail'],
      ['destinationDetail', 'manage.change.destinationDetail'],
      ['passengers', 'booking.step1.passengers'],
      ['luggage', 'booking.step1.luggage'],
    ] as const
  )
    .filter(([field]) => rejected.includes(field))
    .map(([, key]) => t(key));
  /** The message beside a text field the API turned down, naming it. */
  const rejectedError = (field: 'flightNumber' | 'pickupDetail' | 'destinationDetail', labelKey: string) =>
    problem === 'validation' && rejected.includes(field)
      ? t('errors.checkField', { field: t(labelKey) })
      : undefined;
  const problemText = (code: ChangeProblem) =>
    code === 'validation' && rejectedLabels.length > 0
      ? t('errors.checkFields', { fields: fieldNames([...new Set(rejectedLabels)], lang) })
      : t(PROBLEM_KEYS[code], {
          min: minGroup,
          max: maxGroup,
          vehicle: booking.vehicle.name,
          passengers: values.passengers,
          luggage: values.luggage,
          phone: company.phone,
        });
  const problemField = problem ? PROBLEM_FIELDS[problem] : undefined;
  const errorId = (field: string) => `${id}-${field}-error`;
  const fieldProblem = (field: 'when' | 'flightNumber' | 'passengers' | 'luggage') =>
    problem && problemField === field ? problem : null;
  const euros = (amount: number) => formatEuros(Math.round(amount * 100), lang, { cents: 'always' });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 border-t border-navy-900/10 pt-6 sm:rounded-2xl sm:border sm:p-6"
      data-slot="change-booking"
    >
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-xl text-navy-900 outline-none">
        {t('manage.change.title')}
      </h3>
      <p className="mt-2 max-w-prose text-body">{t('manage.change.intro')}</p>
      <form ref={formRef} className="mt-6 space-y-5" noValidate onSubmit={(event) => void check(event)}>
        <fieldset
          className="grid gap-5 sm:grid-cols-2"
          aria-describedby={fieldProblem('when') ? `${id}-tz ${errorId('when')}` : `${id}-tz`}
        >
          <legend className="sr-only">{t('booking.step1.when')}</legend>
          <div>
            <label htmlFor={`${id}-date`} className="field-label">
              {t('booking.step1.date')}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              name="date"
              required
              min={minDate}
              className="field-input"
              aria-invalid={fieldProblem('when') ? true : undefined}
              value={values.date}
              onChange={(event) => set('date')(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-time`} className="field-label">
              {t('booking.step1.time')}
            </label>
            <input
              id={`${id}-time`}
              type="time"
              name="time"
              required
              min={minTime}
              className="field-input"
              aria-invalid={fieldProblem('when') ? true : undefined}
              value={values.time}
              onChange={(event) => set('time')(event.target.value)}
            />
          </div>
          <p id={`${id}-tz`} className="field-hint sm:col-span-2">
            {t('booking.step1.timeZoneHint')}
          </p>
          <FieldProblem id={errorId('when')} problem={fieldProblem('when')} text={problemText} />
        </fieldset>

        <TextField
          id={`${id}-flight`}
          name="flightNumber"
          label={t('booking.step1.flightNumber')}
          value={values.flightNumber}
          onChange={set('flightNumber')}
          hint={t('booking.step1.flightNumberHint')}
          placeholder={t('booking.step1.flightNumberPlaceholder')}
          error={
            fieldProblem('flightNumber')
              ? problemText('invalidFlightNumber')
              : rejectedError('flightNumber', 'booking.step1.flightNumber')
          }
          maxLength={40}
        />
        <TextField
          id={`${id}-pickup-detail`}
          name="pickupDetail"
          label={t('booking.step1.pickupDetail')}
          value={values.pickupDetail}
          onChange={set('pickupDetail')}
          hint={t('manage.change.pickupHint', { place: booking.pickup })}
          placeholder={t('booking.step1.detailPlaceholder')}
          error={rejectedError('pickupDetail', 'manage.change.pickupDetail')}
          maxLength={ADDRESS_DETAIL_MAX}
        />
        {booking.destination ? (
          <TextField
            id={`${id}-destination-detail`}
            name="destinationDetail"
            label={t('booking.step1.destinationDetail')}
            value={values.destinationDetail}
            onChange={set('destinationDetail')}
            hint={t('manage.change.destinationHint', { place: booking.destination })}
            placeholder={t('booking.step1.detailPlaceholder')}
            error={rejectedError('destinationDetail', 'manage.change.destinationDetail')}
            maxLength={ADDRESS_DETAIL_MAX}
          />
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <CountField
            id={`${id}-passengers`}
            label={t('booking.step1.passengers')}
            value={values.passengers}
            choices={countChoices(minGroup, maxGroup, booking.passengers)}
            optionLabel={(count) => t('booking.step1.passengersOption', { count })}
            onChange={set('passengers')}
            errorId={fieldProblem('passengers') ? errorId('passengers') : undefined}
          />
          <CountField
            id={`${id}-luggage`}
            label={t('booking.step1.luggage')}
            value={values.luggage}
            choices={countChoices(LUGGAGE.min, LUGGAGE.max, booking.luggage)}
            optionLabel={(count) => t('booking.step1.luggageOption', { count })}
            onChange={set('luggage')}
            errorId={fieldProblem('luggage') ? errorId('luggage') : undefined}
          />
          <FieldProblem
            id={errorId('passengers')}
            problem={fieldProblem('passengers')}
            text={problemText}
            className="sm:col-span-2"
          />
          <FieldProblem
            id={errorId('luggage')}
            problem={fieldProblem('luggage')}
            text={problemText}
            className="sm:col-span-2"
          />
        </div>
        <p className="max-w-prose text-sm text-muted">{t('manage.change.placesNote')}</p>

        {problem && !problemField ? (
          <div role="alert" className="field-error rounded-lg bg-red-50 px-4 py-3">
            <ProblemText problem={problem} text={problemText} />
          </div>
        ) : null}

        {preview && phase !== 'editing' ? (
          <div
            ref={previewRef}
            tabIndex={-1}
            className="rounded-2xl bg-sand-100 p-4 outline-none sm:p-5"
            data-slot="change-preview"
          >
            <h4 className="font-display text-xl text-navy-900">{t('manage.change.previewTitle')}</h4>
            <PreviewRows booking={booking} answer={preview} lang={lang} />
            <p className="mt-3 text-navy-900">
              {preview.finalPrice === preview.previousPrice ? (
                t('manage.change.samePrice', { price: euros(preview.finalPrice) })
              ) : (
                <>
                  <span className="font-semibold">{t('manage.change.newPrice')}: </span>
                  <span className="text-lg font-semibold" data-slot="new-price">
                    {euros(preview.finalPrice)}
                  </span>{' '}
                  {t('common.inclVat')}{' '}
                  <span className="text-sm text-muted">
                    {t('manage.change.previousPrice', { price: euros(preview.previousPrice) })}
                  </span>
                </>
              )}
            </p>
            {preview.needsConfirmation ? (
              <p className="mt-2 max-w-prose text-body">{t('manage.change.needsConfirmation')}</p>
            ) : booking.status === 'confirmed' ? (
              <p className="mt-2 max-w-prose text-body">{t('manage.change.staysConfirmed')}</p>
            ) : null}
          </div>
        ) : null}

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {preview && phase !== 'editing' ? (
            <button
              type="button"
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              disabled={busy}
              onClick={() => void confirm()}
            >
              {phase === 'sending' ? t('manage.change.sending') : t('manage.change.confirm')}
            </button>
          ) : (
            <button
              type="submit"
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              disabled={busy}
            >
              {phase === 'checking' ? t('manage.change.checking') : t('manage.change.check')}
            </button>
          )}
          <button type="button" className="btn-secondary" onClick={onClose} disabled={phase === 'sending'}>
            {t('manage.change.close')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The fields the preview says will change, each as "new (was old)". */
function PreviewRows({
  booking,
  answer,
  lang,
}: {
  booking: ManageLookupResponse;
  answer: CustomerChangeResponse;
  lang: Language;
}) {
  const { t } = useTranslation();
  const { changes } = answer;
  const text = (value: unknown): string =>
    value === null || value === undefined || value === '' ? t('manage.change.none') : String(value);
  const when = (date: unknown, time: unknown) =>
    t('manage.details.pickupTimeValue', { date: formatLongDate(String(date), lang), time: String(time) });
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  const changed = (after: string, before: string) => t('manage.change.changedValue', { after, before });

  if (changes.date || changes.time) {
    // The new time carries the time zone; the one it replaces does not repeat it ("… (Amsterdam
    // time) (was 14:30)", never brackets inside brackets), and names its date only when that changed.
    const beforeTime = String(changes.time?.before ?? booking.pickupTime);
    rows.push({
      key: 'when',
      label: t('manage.details.pickupTime'),
      value: changed(
        when(changes.date?.after ?? booking.pickupDate, changes.time?.after ?? booking.pickupTime),
        changes.date
          ? t('manage.change.previousWhen', {
              date: formatLongDate(String(changes.date.before), lang),
              time: beforeTime,
            })
          : t('manage.change.previousTime', { time: beforeTime }),
      ),
    });
  }
  const labels = {
    flightNumber: t('manage.details.flightNumber'),
    pickupDetail: t('manage.change.pickupDetail'),
    destinationDetail: t('manage.change.destinationDetail'),
    passengers: t('manage.details.passengers'),
    luggage: t('manage.details.luggage'),
  } as const;
  for (const [field, label] of Object.entries(labels)) {
    const change = changes[field];
    if (change) rows.push({ key: field, label, value: changed(text(change.after), text(change.before)) });
  }
  if (rows.length === 0) return null;
  return (
    <dl className="mt-3 divide-y divide-navy-900/10 border-y border-navy-900/10">
      {rows.map((row) => (
        <div key={row.key} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="min-w-0 text-navy-900 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
