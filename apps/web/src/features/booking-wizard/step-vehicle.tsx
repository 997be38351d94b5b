import { business } from '@spt/business';
import { vehicleProblem } from '@spt/contracts/rules';
import { fleetDisplay, formatDuration, formatEuros, formatKm } from '@spt/i18n-content';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../../components/artwork';
import { Icon } from '../../components/icon';
import { vehicleTypeKey } from './format';
import type { WizardAction, WizardState } from './wizard-state';

export function StepVehicle({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { t, i18n } = useTranslation();
  const { quote, form } = state;
  const passengers = Number(form.passengers);
  const luggage = Number(form.luggage);
  return (
    <div className="space-y-5">
      {quote ? (
        <p className="text-sm text-slate-700">
          {t('booking.step2.distance')}: {formatKm(quote.distance.km, i18n.language)} ·{' '}
          {t('booking.step2.duration')}: {formatDuration(quote.durationMinutes, i18n.language)}
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {business.vehicles.map((vehicle) => {
          const price = quote?.prices.find((p) => p.vehicleId === vehicle.id);
          const problem = vehicleProblem(vehicle, passengers, luggage);
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
                        {formatEuros(price.finalPriceCents, i18n.language, { cents: 'always' })}
                      </span>
                      {price.isMinimumApplied ? (
                        <span className="block text-xs text-slate-600">
                          {t('booking.step2.minimumApplied')}
                        </span>
                      ) : null}
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
                    {problem === 'vehicleCapacity'
                      ? t('booking.step2.tooSmall', { count: vehicle.passengers })
                      : t('booking.step2.tooMuchLuggage', { count: vehicle.luggage })}
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
