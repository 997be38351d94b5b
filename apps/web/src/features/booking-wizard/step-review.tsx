import { business } from '@spt/business';
import { evaluatePhone } from '@spt/contracts/phone';
import { placeWithDetail } from '@spt/contracts/rules';
import { formatEuros, formatKm, formatLongDate, tours } from '@spt/i18n-content';
import { findVehicle } from '@spt/pricing';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { extrasList } from '../../lib/extras-text';
import { durationText, fieldNames } from '../../lib/formats';
import { languageOf } from '../../lib/i18n';
import { vehicleTypeKey } from './format';
import { submitFieldLabelKeys } from './submit-fields';
import type { SubmitError, WizardAction, WizardState } from './wizard-state';

const SUBMIT_ERROR_KEYS: Record<Exclude<SubmitError, null>, string> = {
  bookingFailed: 'errors.bookingFailedAlert',
  fareMismatch: 'errors.fareMismatch',
  rateLimited: 'errors.rateLimited',
  validation: 'errors.bookingInvalid',
  dateTimeRequired: 'errors.dateTimeRequired',
  tooSoon: 'errors.dateTimeTooSoon',
  nonexistentTime: 'errors.dateTimeNonexistent',
  tooFarAhead: 'errors.dateTimeTooFar',
  outsideServiceArea: 'errors.outsideServiceArea',
  vehicleCapacity: 'errors.vehicleCapacity',
  luggageCapacity: 'errors.luggageCapacity',
  tooClose: 'errors.tooClose',
  outOfSeason: 'errors.outOfSeason',
  groupSize: 'errors.groupSize',
  returnBeforeOutbound: 'errors.returnBeforeOutbound',
  tooManySeats: 'errors.tooManySeats',
  notForHire: 'errors.notForHire',
  invalidFlightNumber: 'errors.invalidFlightNumber',
  unknownCompanyCode: 'errors.unknownCompanyCode',
};

export function StepReview({
  state,
  dispatch,
  onConfirm,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { form, quote, sending, submitError } = state;
  const lang = i18n.language;
  // A refused request names the fields to correct, when it says which.
  const refusedLabels = submitFieldLabelKeys(state.submitFields).map((key) => t(key));
  const submitErrorText =
    submitError === 'validation' && refusedLabels.length > 0
      ? t('errors.bookingFieldsInvalid', { fields: fieldNames(refusedLabels, languageOf(i18n)) })
      : submitError
        ? t(SUBMIT_ERROR_KEYS[submitError])
        : null;
  const price = quote?.prices.find((p) => p.vehicleId === form.selectedVehicleId);
  const tour = tours.find((candidate) => candidate.slug === form.tour);
  const euros = (cents: number) => formatEuros(cents, lang, { cents: 'always' });
  const fare = price?.legs[0]?.fare ?? null;
  const extrasCents = price?.legs.reduce((sum, leg) => sum + leg.extrasCents, 0) ?? 0;
  const group = Number(form.passengers);
  const extras = extrasList(
    { childSeats: Number(form.childSeats), boosterSeats: Number(form.boosterSeats), nameSign: form.nameSign },
    t,
  );
  const vehicle =
    form.selectedVehicleId === null ? null : findVehicle(form.selectedVehicleId, business.vehicles);
  const phone = evaluatePhone(form.phoneCountry, form.phoneNumber);
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="review-trip" className="@container rounded-2xl border border-slate-200 p-5">
          <h3 id="review-trip" className="mb-3 font-semibold text-slate-900">
            {t('booking.step4.trip')}
          </h3>
          <dl className="summary-list">
            <Row label={t('booking.step4.product')}>
              {form.product === 'transfer' && form.returnTrip
                ? t('booking.product.returnTransfer')
                : t(`booking.product.${form.product}`)}
            </Row>
            {tour ? <Row label={t('booking.step4.tour')}>{t(`tours.items.${tour.id}.title`)}</Row> : null}
            {form.product === 'hourly' ? (
              <Row label={t('booking.step4.hours')}>
                {t('booking.step1.hoursOption', { count: Number(form.hours) })}
              </Row>
            ) : null}
            <Row label={t('booking.step4.pickup')}>
              {placeWithDetail(form.pickup.displayName, form.pickupDetail)}
            </Row>
            {form.product === 'tour' ? null : (
              <Row label={t('booking.step4.destination')}>
                {form.destination.point
                  ? placeWithDetail(form.destination.displayName, form.destinationDetail)
                  : t('booking.step4.asDirected')}
              </Row>
            )}
            <Row label={t('booking.step4.dateTime')}>
              {t('booking.step4.dateTimeValue', { date: formatLongDate(form.date, lang), time: form.time })}
            </Row>
            <Row label={t('booking.step4.flightNumber')}>{form.flightNumber}</Row>
            {form.product === 'transfer' && form.returnTrip ? (
              <Row label={t('booking.step4.returnRide')}>
                {t('booking.step4.dateTimeValue', {
                  date: formatLongDate(form.returnDate, lang),
                  time: form.returnTime,
                })}
                {form.returnFlight.trim() ? ` · ${form.returnFlight.trim()}` : ''}
              </Row>
            ) : null}
            <Row label={t('booking.step4.passengers')}>{form.passengers}</Row>
            <Row label={t('booking.step4.luggage')}>{form.luggage}</Row>
            {quote?.distance ? (
              <Row label={t('booking.step4.distance')}>
                {formatKm(quote.distance.km, lang)} · {durationText(t, quote.durationMinutes)}
              </Row>
            ) : null}
            {extras.length > 0 ? <Row label={t('booking.step4.extras')}>{extras.join(' · ')}</Row> : null}
            {form.notes.trim() ? (
              <Row label={t('booking.step4.notes')}>
                <span className="whitespace-pre-line">{form.notes.trim()}</span>
              </Row>
            ) : null}
          </dl>
        </section>
        <section
          aria-labelledby="review-contact"
          className="@container rounded-2xl border border-slate-200 p-5"
        >
          <h3 id="review-contact" className="mb-3 font-semibold text-slate-900">
            {t('booking.step4.contact')}
          </h3>
          <dl className="summary-list">
            <Row label={t('booking.step4.name')}>
              {form.firstName} {form.lastName}
            </Row>
            <Row label={t('booking.step3.email')} address>
              {form.contactEmail}
            </Row>
            <Row label={t('booking.step3.phone')}>{phone.formatted}</Row>
            {form.companyCode.trim() ? (
              <Row label={t('booking.step4.companyCode')}>{form.companyCode.trim().toUpperCase()}</Row>
            ) : null}
            {form.passengerIsOther ? (
              <Row label={t('booking.step4.passenger')}>
                {form.passengerName.trim()}, {form.passengerPhone.trim()}
              </Row>
            ) : null}
            {vehicle ? (
              <Row label={t('booking.step4.vehicle')}>
                {vehicle.name} ({t(`fleet.types.${vehicleTypeKey(vehicle.type)}`)})
              </Row>
            ) : null}
          </dl>
        </section>
      </div>
      {price ? (
        <section aria-labelledby="review-price" className="rounded-2xl bg-slate-900 p-5 text-white">
          <h3 id="review-price" className="mb-3 font-semibold">
            {t('booking.step4.pricing.title')}
          </h3>
          <dl className="space-y-1.5 text-sm">
            {fare && price?.legs.length === 1 && extrasCents === 0 ? (
              <>
                <PriceRow label={t('booking.step4.pricing.base')} value={euros(fare.basePriceCents)} />
                <PriceRow
                  label={t('booking.step4.pricing.distance')}
                  value={euros(fare.distancePriceCents)}
                />
                <PriceRow label={t('booking.step4.pricing.time')} value={euros(fare.timePriceCents)} />
                <PriceRow label={t('booking.step4.pricing.subtotal')} value={euros(fare.totalPriceCents)} />
              </>
            ) : (
              price?.legs.map((leg) => (
                <PriceRow
                  key={leg.leg}
                  label={
                    price.hourlyRateCents !== null
                      ? t('booking.step4.ridePrices.hire', {
                          hours: price.hoursBilled,
                          rate: formatEuros(price.hourlyRateCents, lang),
                        })
                      : quote?.tour
                        ? t('booking.step4.ridePrices.tour', {
                            count: group,
                            price: formatEuros(quote.tour.pricePerPersonCents, lang),
                          })
                        : t(`booking.step4.ridePrices.${leg.leg}`)
                  }
                  value={euros(leg.priceCents)}
                />
              ))
            )}
            {extrasCents > 0 ? (
              <PriceRow label={t('booking.step4.ridePrices.extras')} value={euros(extrasCents)} />
            ) : null}
            <div className="mt-2 flex items-baseline justify-between border-t border-white/20 pt-3">
              <dt className="font-semibold">{t('booking.step4.pricing.final')}</dt>
              <dd className="text-right">
                <span className="text-2xl font-semibold">{euros(price.totalCents)}</span>{' '}
                <span className="text-sm text-white/80">{t('common.inclVat')}</span>
              </dd>
            </div>
          </dl>
          {fare?.isMinimumApplied ? (
            <p className="mt-2 text-xs text-white/80">{t('booking.step2.minimumApplied')}</p>
          ) : null}
        </section>
      ) : null}
      {submitErrorText ? (
        <p className="field-error rounded-lg bg-red-50 px-4 py-3" role="alert">
          {submitErrorText}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" className="btn-secondary" onClick={() => dispatch({ type: 'goTo', step: 3 })}>
          {t('booking.step4.edit')}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={sending}
          aria-disabled={sending}
          onClick={onConfirm}
        >
          {sending ? t('booking.step4.sending') : t('booking.step4.confirm')}
        </button>
      </div>
    </div>
  );
}

/**
 * A label and its value: side by side in a wide summary card, the label above the value in a narrow
 * one, so a place name keeps its words whole. Only an address (an e-mail) may break inside, and only
 * when it is longer than the card is wide.
 */
function Row({ label, children, address }: { label: string; children: ReactNode; address?: boolean }) {
  return (
    <div className="flex flex-col py-1 @sm:flex-row @sm:gap-3">
      <dt className="shrink-0 text-sm text-slate-600 @sm:w-36">{label}</dt>
      <dd className={`min-w-0 text-slate-900 ${address ? 'wrap-anywhere' : ''}`}>{children}</dd>
    </div>
  );
}

function PriceRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-white/80">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
