import { business } from '@spt/business';
import type { PickupDateTimeCode } from '@spt/contracts';
import { ADDRESS_DETAIL_MAX, LUGGAGE, NAME_SIGN_MAX, PASSENGERS } from '@spt/contracts/rules';
import { formatEuros, formatKm, type Language, NUMBER_LOCALES, tours } from '@spt/i18n-content';
import { PRODUCTS, travelMinutes } from '@spt/pricing';
import { type Dispatch, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { durationText } from '../../lib/formats';
import { languageOf } from '../../lib/i18n';
import { type CitySearchFn, CitySearchInput } from '../city-search/city-search-input';
import { pickupMinimums } from './amsterdam-clock';
import type { TripProblem, WizardAction, WizardState } from './wizard-state';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => String(min + i));

/** The text of each date/time problem (SPEC 5 and 8, and the daylight-saving and 18-month rules). */
const DATE_ERROR_KEYS: Record<PickupDateTimeCode, string> = {
  dateTimeRequired: 'errors.dateTimeRequired',
  tooSoon: 'errors.dateTimeTooSoon',
  nonexistentTime: 'errors.dateTimeNonexistent',
  tooFarAhead: 'errors.dateTimeTooFar',
};

/**
 * One place of the trip: the city search, and under it the optional address line for what no
 * geocoder knows (house number, hotel, terminal or meeting point), sent with the booking and shown in
 * the mails and to the operator.
 */
function PlaceFields({
  field,
  state,
  dispatch,
  search,
  error,
  optional = false,
  hint,
}: {
  field: 'pickup' | 'destination';
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  search?: CitySearchFn;
  error: string | undefined;
  /** Hire by the hour may go "as directed": its destination is optional. */
  optional?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation();
  const detailField = field === 'pickup' ? 'pickupDetail' : 'destinationDetail';
  const id = `booking-${detailField}`;
  return (
    <div className="space-y-3">
      <CitySearchInput
        label={optional ? t('booking.step1.destinationOptional') : t(`booking.step1.${field}`)}
        placeholder={
          optional
            ? t('booking.step1.destinationOptionalPlaceholder')
            : t(`booking.step1.${field}Placeholder`)
        }
        required={!optional}
        name={field}
        value={state.form[field].text}
        search={search}
        onChange={(text) => dispatch({ type: 'placeTyped', field, text })}
        onSelect={(_, suggestion) => dispatch({ type: 'placeChosen', field, suggestion })}
        error={error}
      />
      {hint ? <p className="field-hint -mt-1">{hint}</p> : null}
      <div>
        <label htmlFor={id} className="field-label">
          {t(`booking.step1.${detailField}`)}
        </label>
        <input
          id={id}
          name={detailField}
          maxLength={ADDRESS_DETAIL_MAX}
          autoComplete={field === 'pickup' ? 'address-line1' : 'off'}
          className="field-input"
          placeholder={t('booking.step1.detailPlaceholder')}
          aria-describedby={`${id}-hint`}
          value={state.form[detailField]}
          onChange={(event) => dispatch({ type: 'field', field: detailField, value: event.target.value })}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('booking.step1.detailHint')}
        </p>
      </div>
    </div>
  );
}

/** The text of each of step 1's other problems. */
const TRIP_PROBLEM_KEYS: Record<TripProblem, string> = {
  outOfSeason: 'errors.outOfSeason',
  groupSize: 'errors.groupSize',
  returnDateTime: 'errors.returnDateTime',
  returnBeforeOutbound: 'errors.returnBeforeOutbound',
  tooManySeats: 'errors.tooManySeats',
  invalidFlightNumber: 'errors.invalidFlightNumber',
  chooseTour: 'errors.chooseTour',
};

/** Transfer, by the hour or a day tour: three radio buttons that look like cards. */
function ProductChoice({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="field-label">{t('booking.product.legend')}</legend>
      {/* One choice a row on a phone (three narrow columns cannot hold 'Chauffeur per uur'). */}
      <div className="grid gap-2 sm:grid-cols-3">
        {PRODUCTS.map((product) => (
          <label
            key={product}
            className="flex cursor-pointer flex-wrap items-baseline gap-x-2 rounded-xl sm:flex-col sm:items-stretch border border-slate-300 px-3 py-2.5 text-sm transition has-[:checked]:border-gold-600 has-[:checked]:bg-gold-50 has-[:checked]:ring-1 has-[:checked]:ring-gold-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-900"
          >
            <input
              type="radio"
              name="product"
              value={product}
              className="sr-only"
              checked={state.form.product === product}
              onChange={() => dispatch({ type: 'product', product })}
            />
            <span className="font-semibold text-navy-900">{t(`booking.product.${product}`)}</span>
            <span className="text-xs text-slate-600">{t(`booking.product.${product}Hint`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled select of whole numbers. */
function CountSelect({
  id,
  label,
  value,
  options,
  onChange,
  describedBy,
  error,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string; group?: string }[];
  onChange: (value: string) => void;
  describedBy?: string;
  /** Shown under the select, which it describes, when set. */
  error?: string | undefined;
}) {
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  const groups = [...new Set(options.map((option) => option.group))];
  const render = (list: typeof options) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={id.replace(/^booking-/, '')}
        required
        className="field-input"
        value={value}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {groups.map((group) =>
          group === undefined ? (
            render(options.filter((option) => option.group === undefined))
          ) : (
            <optgroup key={group} label={group}>
              {render(options.filter((option) => option.group === group))}
            </optgroup>
          ),
        )}
      </select>
      <FieldError id={errorId} text={error} />
    </div>
  );
}

/** A field's message under it (its id in the field's aria-describedby), or nothing. */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}

export function StepTrip({
  state,
  dispatch,
  onContinue,
  search,
  now,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Checks the step (places, date and time, the trip's rules): shows its problems, or goes on. */
  onContinue: () => void;
  search?: CitySearchFn;
  now: () => Date;
}) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n);
  const { form, dateError, placeErrors, tripProblems } = state;
  const { minDate, minTime } = pickupMinimums(now(), form.date);
  const returnMinimums = pickupMinimums(now(), form.returnDate);
  const { hourly, tours: tourRules } = business.products;
  const tourRule = tourRules.find((tour) => tour.id === form.tour);
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused Continue moves focus to the first field to correct, once the messages are on screen
  // (the step's own checks only: the form is noValidate, so the browser shows none of its own).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFocusRequest((n) => n + 1);
    onContinue();
  };
  const has = (problem: TripProblem) => tripProblems.includes(problem);
  const passengers = Number(form.passengers);
  const seatOptions = (max: number) =>
    range(0, max).map((n) => ({
      value: n,
      label: n === '0' ? t('booking.step1.noSeats') : t('booking.step1.seatsOption', { count: Number(n) }),
    }));
  const problemText = (problem: TripProblem) =>
    t(TRIP_PROBLEM_KEYS[problem], {
      min: tourRule?.groupSize[0] ?? 2,
      max: tourRule?.groupSize[1] ?? 8,
    });
  const seasonText = (from: string, to: string) =>
    t('booking.step1.tourSeason', {
      from: formatMonthDay(from, lang),
      to: formatMonthDay(to, lang),
    });
  const quote = state.quote;
  /** The text of the first of these problems the step has, for the field they concern. */
  const problemOf = (...problems: TripProblem[]) => {
    const found = problems.find(has);
    return found ? problemText(found) : undefined;
  };
  const tourError = problemOf('chooseTour');
  const flightError = problemOf('invalidFlightNumber');
  const seasonError = problemOf('outOfSeason');
  const returnError = problemOf('returnDateTime', 'returnBeforeOutbound');
  const dateInvalid = dateError !== null || seasonError !== undefined;
  const dateErrorIds =
    [dateError ? 'booking-date-error' : '', seasonError ? 'booking-season-error' : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    // noValidate: the site's own messages, beside each field, instead of the browser's bubbles.
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      <ProductChoice state={state} dispatch={dispatch} />
      {form.product === 'tour' ? (
        <div>
          <label htmlFor="booking-tour" className="field-label">
            {t('booking.step1.tour')}
            <span className="text-gold-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <select
            id="booking-tour"
            name="tour"
            required
            className="field-input"
            value={form.tour}
            aria-describedby={
              [tourRule?.season ? 'booking-tour-season' : '', tourError ? 'booking-tour-error' : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            aria-invalid={tourError ? true : undefined}
            onChange={(event) => dispatch({ type: 'choice', field: 'tour', value: event.target.value })}
          >
            <option value="">{t('booking.step1.tourChoose')}</option>
            {tours.map((tour) => {
              const rule = tourRules.find((candidate) => candidate.id === tour.slug);
              if (!rule) return null;
              return (
                <option key={tour.slug} value={tour.slug}>
                  {t('booking.step1.tourOption', {
                    name: t(`tours.items.${tour.id}.title`),
                    price: formatEuros(rule.pricePerPersonCents, lang),
                  })}
                </option>
              );
            })}
          </select>
          {tourRule?.season ? (
            <p id="booking-tour-season" className="field-hint">
              {seasonText(tourRule.season.from, tourRule.season.to)}
            </p>
          ) : null}
          <FieldError id="booking-tour-error" text={tourError} />
        </div>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <PlaceFields
          field="pickup"
          state={state}
          dispatch={dispatch}
          search={search}
          error={placeErrors.pickup ? t('errors.choosePlace') : undefined}
          hint={form.product === 'tour' ? t('booking.step1.tourPickupHint') : undefined}
        />
        {form.product === 'tour' ? null : (
          <PlaceFields
            field="destination"
            state={state}
            dispatch={dispatch}
            search={search}
            optional={form.product === 'hourly'}
            error={
              placeErrors.destination
                ? t('errors.choosePlace')
                : state.routeTooShort
                  ? t('errors.tooClose')
                  : undefined
            }
          />
        )}
      </div>
      {form.product === 'hourly' ? (
        <div>
          <CountSelect
            id="booking-hours"
            label={t('booking.step1.hours')}
            value={form.hours}
            describedBy="booking-hours-hint"
            options={range(1, hourly.maximumHours).map((n) => ({
              value: n,
              label:
                Number(n) === hourly.fullDayHours
                  ? t('booking.step1.fullDay', { count: Number(n) })
                  : t('booking.step1.hoursOption', { count: Number(n) }),
            }))}
            onChange={(value) => dispatch({ type: 'choice', field: 'hours', value })}
          />
          <p id="booking-hours-hint" className="field-hint">
            {t('booking.step1.hoursHint', { minimum: hourly.minimumHours, km: hourly.includedKmPerHour })}
          </p>
        </div>
      ) : null}
      {quote?.distance && form.product !== 'hourly' ? (
        <p className="rounded-lg bg-slate-50 px-4 py-2 text-sm text-slate-700" aria-live="polite">
          {t('booking.step1.estimate', {
            distance: formatKm(quote.distance.km, i18n.language),
            duration: durationText(t, travelMinutes(quote.distance.km)),
          })}
        </p>
      ) : null}
      <div>
        <label htmlFor="booking-flight" className="field-label">
          {t('booking.step1.flightNumber')}
          <span className="text-gold-700" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          id="booking-flight"
          name="flightNumber"
          required
          maxLength={40}
          autoComplete="off"
          className="field-input"
          placeholder={t('booking.step1.flightNumberPlaceholder')}
          aria-describedby={flightError ? 'booking-flight-hint booking-flight-error' : 'booking-flight-hint'}
          aria-invalid={flightError ? true : undefined}
          value={form.flightNumber}
          onChange={(event) => dispatch({ type: 'field', field: 'flightNumber', value: event.target.value })}
        />
        <p id="booking-flight-hint" className="field-hint">
          {t('booking.step1.flightNumberHint')}
        </p>
        <FieldError id="booking-flight-error" text={flightError} />
      </div>
      <fieldset className="grid gap-5 sm:grid-cols-2" aria-describedby="booking-tz">
        <legend className="sr-only">{t('booking.step1.when')}</legend>
        <div>
          <label htmlFor="booking-date" className="field-label">
            {t('booking.step1.date')}
            <span className="text-gold-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id="booking-date"
            type="date"
            name="date"
            required
            min={minDate}
            className="field-input"
            aria-invalid={dateInvalid ? true : undefined}
            aria-describedby={dateErrorIds}
            value={form.date}
            onChange={(event) => dispatch({ type: 'dateTime', field: 'date', value: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="booking-time" className="field-label">
            {t('booking.step1.time')}
            <span className="text-gold-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id="booking-time"
            type="time"
            name="time"
            required
            min={minTime}
            className="field-input"
            aria-invalid={dateInvalid ? true : undefined}
            aria-describedby={dateErrorIds}
            value={form.time}
            onChange={(event) => dispatch({ type: 'dateTime', field: 'time', value: event.target.value })}
          />
        </div>
        <p id="booking-tz" className="field-hint sm:col-span-2">
          {t('booking.step1.timeZoneHint')}
        </p>
        {dateError ? (
          <p id="booking-date-error" className="field-error sm:col-span-2" role="alert">
            {t(DATE_ERROR_KEYS[dateError])}
          </p>
        ) : null}
        {seasonError ? (
          <p id="booking-season-error" className="field-error sm:col-span-2">
            {seasonError}
          </p>
        ) : null}
      </fieldset>
      {form.product === 'transfer' ? (
        <div className="rounded-xl border border-slate-200 p-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="returnTrip"
              className="mt-1 size-4 accent-gold-600"
              checked={form.returnTrip}
              aria-describedby="booking-return-hint"
              onChange={(event) =>
                dispatch({ type: 'toggle', field: 'returnTrip', value: event.target.checked })
              }
            />
            <span>
              <span className="font-semibold text-navy-900">{t('booking.step1.returnTrip')}</span>
              <span id="booking-return-hint" className="block text-sm text-slate-600">
                {t('booking.step1.returnTripHint')}
              </span>
            </span>
          </label>
          {form.returnTrip ? (
            <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
              <legend className="sr-only">{t('booking.step1.returnWhen')}</legend>
              <div>
                <label htmlFor="booking-return-date" className="field-label">
                  {t('booking.step1.returnDate')}
                </label>
                <input
                  id="booking-return-date"
                  type="date"
                  name="returnDate"
                  required
                  min={form.date || returnMinimums.minDate}
                  className="field-input"
                  aria-invalid={returnError ? true : undefined}
                  aria-describedby={returnError ? 'booking-return-error' : undefined}
                  value={form.returnDate}
                  onChange={(event) =>
                    dispatch({ type: 'dateTime', field: 'returnDate', value: event.target.value })
                  }
                />
              </div>
              <div>
                <label htmlFor="booking-return-time" className="field-label">
                  {t('booking.step1.returnTime')}
                </label>
                <input
                  id="booking-return-time"
                  type="time"
                  name="returnTime"
                  required
                  className="field-input"
                  aria-invalid={returnError ? true : undefined}
                  aria-describedby={returnError ? 'booking-return-error' : undefined}
                  value={form.returnTime}
                  onChange={(event) =>
                    dispatch({ type: 'dateTime', field: 'returnTime', value: event.target.value })
                  }
                />
              </div>
              {returnError ? (
                <p id="booking-return-error" className="field-error sm:col-span-2">
                  {returnError}
                </p>
              ) : null}
              <TextField
                className="sm:col-span-2"
                id="booking-return-flight"
                name="returnFlight"
                label={t('booking.step1.returnFlight')}
                hint={t('booking.step1.returnFlightHint')}
                maxLength={40}
                value={form.returnFlight}
                onChange={(value) => dispatch({ type: 'field', field: 'returnFlight', value })}
              />
            </fieldset>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <CountSelect
          id="booking-passengers"
          label={t('booking.step1.passengers')}
          value={form.passengers}
          options={range(PASSENGERS.min, PASSENGERS.max).map((n) => ({
            value: n,
            label: t('booking.step1.passengersOption', { count: Number(n) }),
            ...(Number(n) > PASSENGERS.carMax ? { group: t('booking.step1.groupsLabel') } : {}),
          }))}
          onChange={(value) => dispatch({ type: 'choice', field: 'passengers', value })}
          error={problemOf('groupSize')}
        />
        <CountSelect
          id="booking-luggage"
          label={t('booking.step1.luggage')}
          value={form.luggage}
          options={range(LUGGAGE.min, LUGGAGE.max).map((n) => ({
            value: n,
            label: t('booking.step1.luggageOption', { count: Number(n) }),
          }))}
          onChange={(value) => dispatch({ type: 'choice', field: 'luggage', value })}
        />
      </div>
      <details className="group rounded-xl border border-slate-200 p-4" open={hasExtras(form) || undefined}>
        <summary className="cursor-pointer font-semibold text-navy-900">
          {t('booking.step1.extras')}{' '}
          <span className="text-sm font-normal text-slate-600">({t('booking.step1.extrasHint')})</span>
        </summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <CountSelect
            id="booking-childSeats"
            label={t('booking.step1.childSeats')}
            value={form.childSeats}
            options={seatOptions(Math.min(passengers, 4))}
            onChange={(value) => dispatch({ type: 'choice', field: 'childSeats', value })}
            error={problemOf('tooManySeats')}
          />
          <CountSelect
            id="booking-boosterSeats"
            label={t('booking.step1.boosterSeats')}
            value={form.boosterSeats}
            options={seatOptions(Math.min(passengers, 4))}
            onChange={(value) => dispatch({ type: 'choice', field: 'boosterSeats', value })}
          />
          <TextField
            className="sm:col-span-2"
            id="booking-nameSign"
            name="nameSign"
            label={t('booking.step1.nameSign')}
            hint={t('booking.step1.nameSignHint')}
            placeholder={t('booking.step1.nameSignPlaceholder')}
            maxLength={NAME_SIGN_MAX}
            value={form.nameSign}
            onChange={(value) => dispatch({ type: 'field', field: 'nameSign', value })}
          />
        </div>
      </details>
      <div className="flex justify-end pt-2">
        <button type="submit" className="btn-primary">
          {t('booking.step1.continue')}
        </button>
      </div>
    </form>
  );
}

/** Whether the visitor asked for any extra (the extras section then opens by itself). */
function hasExtras(form: WizardState['form']): boolean {
  return form.childSeats !== '0' || form.boosterSeats !== '0' || form.nameSign.trim() !== '';
}

/**
 * A season's `MM-DD` as a day and month in the page's language ("21 March", "21 maart").
 *
 * @example
 * formatMonthDay('03-21', 'en') // '21 March'
 */
function formatMonthDay(monthDay: string, lang: Language): string {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return new Intl.DateTimeFormat(NUMBER_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, day)));
}
