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
 * The optional line under a place for what no geocoder knows: house number, hotel, terminal or
 * meeting point (sent with the booking, shown in the mails and to the operator).
 */
function AddressLine({
  field,
  label,
  value,
  dispatch,
}: {
  field: 'pickupDetail' | 'destinationDetail';
  label: string;
  value: string;
  dispatch: Dispatch<WizardAction>;
}) {
  const { t } = useTranslation();
  const id = `booking-${field}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={field}
        maxLength={ADDRESS_DETAIL_MAX}
        autoComplete={field === 'pickupDetail' ? 'address-line1' : 'off'}
        className="field-input"
        placeholder={t('booking.step1.detailPlaceholder')}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => dispatch({ type: 'field', field, value: event.target.value })}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('booking.step1.detailHint')}
      </p>
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
        <div className="space-y-3">
          <CitySearchInput
            label={t('booking.step1.pickup')}
            placeholder={t('booking.step1.pickupPlaceholder')}
            required
            name="pickup"
            value={form.pickup.text}
            search={search}
            onChange={(text) => dispatch({ type: 'placeTyped', field: 'pickup', text })}
            onSelect={(_, suggestion) => dispatch({ type: 'placeChosen', field: 'pickup', suggestion })}
            error={placeErrors.pickup ? t('errors.choosePlace') : undefined}
          />
          <AddressLine
            field="pickupDetail"
            label={t('booking.step1.pickupDetail')}
            value={form.pickupDetail}
            dispatch={dispatch}
          />
        </div>
        <div className="space-y-3">
          <CitySearchInput
            label={t('booking.step1.destination')}
            placeholder={t('booking.step1.destinationPlaceholder')}
            required
            name="destination"
            value={form.destination.text}
            search={search}
            onChange={(text) => dispatch({ type: 'placeTyped', field: 'destination', text })}
            onSelect={(_, suggestion) => dispatch({ type: 'placeChosen', field: 'destination', suggestion })}
            error={
              placeErrors.destination
                ? t('errors.choosePlace')
                : state.routeTooShort
                  ? t('errors.tooClose')
                  : undefined
            }
          />
          <AddressLine
            field="destinationDetail"
            label={t('booking.step1.destinationDetail')}
            value={form.destinationDetail}
            dispatch={dispatch}
          />
        </div>
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
