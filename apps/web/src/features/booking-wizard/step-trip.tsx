import type { PickupDateTimeCode } from '@spt/contracts';
import { ADDRESS_DETAIL_MAX, LUGGAGE, PASSENGERS } from '@spt/contracts/rules';
import { formatDuration, formatKm } from '@spt/i18n-content';
import type { Dispatch, FormEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type CitySearchFn, CitySearchInput } from '../city-search/city-search-input';
import { pickupMinimums } from './amsterdam-clock';
import type { WizardAction, WizardState } from './wizard-state';

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
}: {
  field: 'pickup' | 'destination';
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  search?: CitySearchFn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const detailField = field === 'pickup' ? 'pickupDetail' : 'destinationDetail';
  const id = `booking-${detailField}`;
  return (
    <div className="space-y-3">
      <CitySearchInput
        label={t(`booking.step1.${field}`)}
        placeholder={t(`booking.step1.${field}Placeholder`)}
        required
        name={field}
        value={state.form[field].text}
        search={search}
        onChange={(text) => dispatch({ type: 'placeTyped', field, text })}
        onSelect={(_, suggestion) => dispatch({ type: 'placeChosen', field, suggestion })}
        error={error}
      />
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

export function StepTrip({
  state,
  dispatch,
  onCheckDateTime,
  onContinue,
  search,
  now,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Runs the SPEC's date/time check and shows its error; false when it fails. */
  onCheckDateTime: () => boolean;
  onContinue: () => void;
  search?: CitySearchFn;
  now: () => Date;
}) {
  const { t, i18n } = useTranslation();
  const { form, dateError, placeErrors } = state;
  const { minDate, minTime } = pickupMinimums(now(), form.date);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  // The date/time rule runs before the browser's own constraint check, whose message for the time
  // input's min would otherwise pre-empt the SPEC's text (SPEC 5, 8).
  const checkBeforeNativeValidation = (event: MouseEvent<HTMLButtonElement>) => {
    if (!onCheckDateTime()) event.preventDefault();
  };
  return (
    <form onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <PlaceFields
          field="pickup"
          state={state}
          dispatch={dispatch}
          search={search}
          error={placeErrors.pickup ? t('errors.choosePlace') : undefined}
        />
        <PlaceFields
          field="destination"
          state={state}
          dispatch={dispatch}
          search={search}
          error={
            placeErrors.destination
              ? t('errors.choosePlace')
              : state.routeTooShort
                ? t('errors.tooClose')
                : undefined
          }
        />
      </div>
      {state.quote ? (
        <p className="rounded-lg bg-slate-50 px-4 py-2 text-sm text-slate-700" aria-live="polite">
          {t('booking.step1.estimate', {
            distance: formatKm(state.quote.distance.km, i18n.language),
            duration: formatDuration(state.quote.durationMinutes, i18n.language),
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
          aria-describedby="booking-flight-hint"
          value={form.flightNumber}
          onChange={(event) => dispatch({ type: 'field', field: 'flightNumber', value: event.target.value })}
        />
        <p id="booking-flight-hint" className="field-hint">
          {t('booking.step1.flightNumberHint')}
        </p>
      </div>
      <fieldset
        className="grid gap-5 sm:grid-cols-2"
        aria-describedby={dateError ? 'booking-date-error' : 'booking-tz'}
      >
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
            aria-invalid={dateError ? true : undefined}
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
            aria-invalid={dateError ? true : undefined}
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
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="booking-passengers" className="field-label">
            {t('booking.step1.passengers')}
          </label>
          <select
            id="booking-passengers"
            name="passengers"
            required
            className="field-input"
            value={form.passengers}
            onChange={(event) => dispatch({ type: 'field', field: 'passengers', value: event.target.value })}
          >
            {range(PASSENGERS.min, PASSENGERS.max).map((n) => (
              <option key={n} value={n}>
                {t('booking.step1.passengersOption', { count: Number(n) })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="booking-luggage" className="field-label">
            {t('booking.step1.luggage')}
          </label>
          <select
            id="booking-luggage"
            name="luggage"
            required
            className="field-input"
            value={form.luggage}
            onChange={(event) => dispatch({ type: 'field', field: 'luggage', value: event.target.value })}
          >
            {range(LUGGAGE.min, LUGGAGE.max).map((n) => (
              <option key={n} value={n}>
                {t('booking.step1.luggageOption', { count: Number(n) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex justify-end pt-2">
        <button type="submit" className="btn-primary" onClick={checkBeforeNativeValidation}>
          {t('booking.step1.continue')}
        </button>
      </div>
    </form>
  );
}
