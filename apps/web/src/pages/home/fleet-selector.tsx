import { fleetDisplay, formatEuros, type Language } from '@spt/i18n-content';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../../components/artwork';
import { Icon } from '../../components/icon';
import { BookButton } from '../../features/booking-modal/book-button';

const TYPE_KEYS = [...new Set(fleetDisplay.map((v) => v.typeKey))];

/** Home fleet selector (SPEC 2.4/4): type tabs and vehicle cards; both change the selected vehicle. */
export function FleetSelector({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const panelId = useId();
  const vehicle = fleetDisplay[selected] ?? fleetDisplay[0];
  if (!vehicle) return null;
  const features = t(`fleet.vehicles.v${vehicle.vehicleId}.features`, { returnObjects: true }) as string[];
  const typeName = (key: string) => t(`fleet.types.${key}`);
  const luggage = (l: number | null) =>
    l === null ? t('fleet.luggageNotApplicable') : t('fleet.luggage', { count: l });

  return (
    <div>
      <div className="-mx-5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={t('home.fleet.tabsLabel')}
          className="inline-flex gap-1 rounded-full bg-white p-1 shadow-card ring-1 ring-navy-900/5"
        >
          {TYPE_KEYS.map((key) => {
            const isActive = vehicle.typeKey === key;
            return (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={isActive}
                aria-controls={panelId}
                onClick={() => setSelected(fleetDisplay.findIndex((v) => v.typeKey === key))}
                className={`min-h-11 rounded-full px-5 text-sm font-semibold whitespace-nowrap transition-colors ${
                  isActive ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-sand-100'
                }`}
              >
                {typeName(key)}
              </button>
            );
          })}
        </div>
      </div>

      <div
        id={panelId}
        role="tabpanel"
        aria-live="polite"
        className="mt-8 grid overflow-hidden rounded-3xl bg-navy-900 text-white shadow-lift lg:grid-cols-[1.35fr_1fr]"
      >
        <div className="relative flex aspect-[16/9] items-center bg-gradient-to-br from-navy-700 via-navy-900 to-ink lg:aspect-auto lg:min-h-[22rem]">
          <Artwork
            vehicle={vehicle.shape}
            alt={`Mercedes-Benz ${vehicle.name}`}
            className="absolute inset-0"
          />
        </div>
        <div className="flex flex-col justify-center gap-6 p-7 sm:p-10">
          <div>
            <p className="eyebrow text-gold-300">{typeName(vehicle.typeKey)}</p>
            <h3 className="mt-2 text-3xl text-white sm:text-4xl">{vehicle.name}</h3>
            <p className="mt-3 text-lg text-white/80">
              {t('common.fromPrice', { price: formatEuros(vehicle.minPriceCents, lang) })}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 border-y border-white/10 py-5">
            <div>
              <dt className="flex items-center gap-2 text-xs text-white/65">
                <Icon name="users" className="size-4 text-gold-400" />
                {t('fleet.passengersLabel')}
              </dt>
              <dd className="mt-1 font-semibold">{t('fleet.passengers', { count: vehicle.passengers })}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-xs text-white/65">
                <Icon name="luggage" className="size-4 text-gold-400" />
                {t('fleet.luggageLabel')}
              </dt>
              <dd className="mt-1 font-semibold">{luggage(vehicle.luggage)}</dd>
            </div>
          </dl>
          <ul className="space-y-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-center gap-3 text-white/85">
                <Icon name="check" className="size-4 text-gold-400" />
                {feature}
              </li>
            ))}
          </ul>
          <BookButton className="btn btn-gold self-start" />
        </div>
      </div>

      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {fleetDisplay.map((v, index) => (
          <li key={v.vehicleId}>
            <button
              type="button"
              onClick={() => setSelected(index)}
              aria-pressed={index === selected}
              className={`on-light flex w-full flex-col items-start rounded-2xl p-3 text-left transition ${
                index === selected
                  ? 'bg-white shadow-card ring-2 ring-gold-500'
                  : 'bg-white/60 ring-1 ring-navy-900/10 hover:bg-white'
              }`}
            >
              <span className="block aspect-[19/9] w-full overflow-hidden rounded-xl bg-navy-900">
                <Artwork vehicle={v.shape} alt="" />
              </span>
              <span className="mt-3 text-sm font-semibold text-navy-900">{v.name}</span>
              <span className="text-xs text-muted">
                {typeName(v.typeKey)} · {t('common.fromPrice', { price: formatEuros(v.minPriceCents, lang) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
