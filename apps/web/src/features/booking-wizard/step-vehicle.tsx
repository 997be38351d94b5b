import { business } from '@spt/business';
import { fleetDisplay, formatEuros, formatKm } from '@spt/i18n-content';
import type { BookingQuote, BookingVehicleQuote } from '@spt/pricing';
import type { TFunction } from 'i18next';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../../components/artwork';
import { Icon } from '../../components/icon';
import { durationText } from '../../lib/formats';
import { vehicleTypeKey } from './format';
import type { WizardAction, WizardState } from './wizard-state';

/**
 * How the price is made, under the total: both rides of a return trip, the hours times the rate, the
 * group times the price per person; and whether a minimum applies.
 */
function priceNotes(quote: BookingQuote, price: BookingVehicleQuote, t: TFunction, lang: string): string[] {
  const euros = (cents: number) => formatEuros(cents, lang, { cents: 'auto' });
  const notes: string[] = [];
  const [first] = price.legs;
  if (price.legs.length > 1) notes.push(t('booking.step2.bothRides'));
  if (price.hourlyRateCents !== null && price.hoursBilled !== null) {
    notes.push(
      t('booking.step2.hourlyRate', { hours: price.hoursBilled, rate: euros(price.hourlyRateCents) }),
    );
    if (price.hoursBilled * 60 > quote.durationMinutes)
      notes.push(t('booking.step2.minimumHours', { count: price.hoursBilled }));
  }
  if (quote.tour) {
    const group = Math.round((first?.priceCents ?? 0) / quote.tour.pricePerPersonCents);
    notes.push(t('booking.step2.perPerson', { count: group, price: euros(quote.tour.pricePerPersonCents) }));
  }
  if (price.legs.some((leg) => leg.extrasCents > 0)) notes.push(t('booking.step2.extrasIncluded'));
  if (first?.fare?.isMinimumApplied) notes.push(t('booking.step2.minimumApplied'));
  return notes;
}

export function StepVehicle({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { t, i18n } = useTranslation();
  const { quote, form } = state;
  return (
    <div className="space-y-5">
      {quote?.distance && form.product === 'transfer' ? (
        <p className="text-sm text-slate-700">
          {/* Each figure stays whole on a narrow phone ("2 u" / "11 min" is no place for a break). */}
          {/* The labels carry their colon: a French one has a space before it. */}
          {t('booking.step2.distance')}{' '}
          <span className="whitespace-nowrap">{formatKm(quote.distance.km, i18n.language)}</span> ·{' '}
          {t('booking.step2.duration')}{' '}
          <span className="whitespace-nowrap">{durationText(t, quote.durationMinutes)}</span>
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {business.vehicles.map((vehicle) => {
          const price = quote?.prices.find((p) => p.vehicleId === vehicle.id);
          const problem = price?.reason ?? null;
          const selected = form.selectedVehicleId === vehicle.id;
          const display = fleetDisplay.find((item) => item.vehicleId === vehicle.id);
          const features = t(`fleet.vehicles.v${vehicle.id}.features`, { returnObjects: true });
          return (
            <li key={vehicle.id}>
              <button
                type="button"
                disabled={problem !== null || !price}
                aria-pressed={selected}
                onClick={() => dispatch({ type: 'selectVehicle', vehicleId: vehicle.id })}
                className={`vehicle-card flex h-full w-full flex-col gap-2 rounded-2xl border p-4 text-left transition ${
                  selected
                    ? 'border-gold-600 ring-2 ring-gold-500'
                    : 'border-slate-200 hover:border-slate-400'
                } disabled:cursor-not-allowed disabled:opacity-60`}
              >
                {display ? (
                  <span className="block aspect-[19/9] w-full overflow-hidden rounded-xl bg-navy-900">
                    <Artwork vehicle={display.shape} alt="" />
                  </span>
                ) : null}
                <span className="flex items-start justify-between gap-3">
                  <span>
                    <span className="block font-semibold text-slate-900">{vehicle.name}</span>
                    <span className="block text-sm text-slate-600">
                      {t(`fleet.types.${vehicleTypeKey(vehicle.type)}`)}
                    </span>
                  </span>
                  {price ? (
                    <span className="text-right">
                      <span className="block text-xl font-semibold text-slate-900">
                        {formatEuros(price.totalCents, i18n.language, { cents: 'always' })}
                      </span>
                      {quote
                        ? priceNotes(quote, price, t, i18n.language).map((note) => (
                            <span key={note} className="block text-xs text-slate-600">
                              {note}
                            </span>
                          ))
                        : null}
                    </span>
                  ) : null}
                </span>
                <span className="text-sm text-slate-700">
                  {t('booking.step2.passengers', { count: vehicle.passengers })} ·{' '}
                  {vehicle.luggage > 0
                    ? t('booking.step2.luggage', { count: vehicle.luggage })
                    : t('booking.step2.luggageNotApplicable')}
                </span>
                {Array.isArray(features) ? (
                  // Phrasing content only: a button may not contain a list.
                  <span className="block space-y-1 text-sm text-slate-700">
                    {features.map((feature) => (
                      <span key={String(feature)} className="vehicle-feature flex items-center gap-2">
                        <Icon name="check" className="size-4 shrink-0 text-gold-700" />
                        {String(feature)}
                      </span>
                    ))}
                  </span>
                ) : null}
                {problem ? (
                  <span className="text-sm font-medium text-red-800">
                    {problem === 'seats'
                      ? t('booking.step2.tooSmall', { count: vehicle.passengers })
                      : problem === 'luggage'
                        ? t('booking.step2.tooMuchLuggage', { count: vehicle.luggage })
                        : t('booking.step2.notForHire')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <button type="button" className="btn-secondary" onClick={() => dispatch({ type: 'goTo', step: 1 })}>
          {t('booking.step2.back')}
        </button>
        {form.selectedVehicleId !== null ? (
          <button type="button" className="btn-primary" onClick={() => dispatch({ type: 'goTo', step: 3 })}>
            {t('booking.step2.continue')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
