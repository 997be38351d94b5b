import { fleetDisplay, formatEuros, type Language } from '@spt/i18n-content';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../../components/artwork';
import { ContentIcon } from '../../components/content-icon';
import { BookButton } from '../../features/booking-modal/book-button';

const TYPE_KEYS = [...new Set(fleetDisplay.map((v) => v.typeKey))];

/**
 * The tab a key moves to in the WAI-ARIA tabs pattern (a horizontal tab list): Left and Right to the
 * previous and next tab, wrapping at the ends, Home and End to the first and last; undefined for any
 * other key.
 *
 * @example
 * tabIndexAfterKey('ArrowRight', 3, 4) // 0
 * tabIndexAfterKey('Home', 2, 4) // 0
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Home fleet selector (SPEC 2.4/4): type tabs and vehicle cards; both change the selected vehicle. */
export function FleetSelector({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const panelId = useId();
  const tabsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const vehicle = fleetDisplay[selected] ?? fleetDisplay[0];
  if (!vehicle) return null;
  const tabId = (key: string) => `${panelId}-tab-${key}`;
  const selectType = (key: string) => setSelected(fleetDisplay.findIndex((v) => v.typeKey === key));
  // Arrow keys, Home and End move between the tabs and select the one they reach (automatic
  // activation); the tab list is one stop of the Tab key, on the selected tab (roving tabindex).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexAfterKey(event.key, TYPE_KEYS.indexOf(vehicle.typeKey), TYPE_KEYS.length);
    const key = next === undefined ? undefined : TYPE_KEYS[next];
    if (next === undefined || key === undefined) return;
    event.preventDefault();
    selectType(key);
    tabsRef.current[next]?.focus();
  };
  const features = t(`fleet.vehicles.v${vehicle.vehicleId}.features`, { returnObjects: true }) as string[];
  const typeName = (key: string) => t(`fleet.types.${key}`);
  const luggage = (l: number | null) =>
    l === null ? t('fleet.luggageNotApplicable') : t('fleet.luggage', { count: l });

  return (
    <div>
      {/* The tabs wrap onto a second row on a narrow phone: every tab stays in view. */}
      <div className="pb-2">
        <div
          role="tablist"
          aria-label={t('home.fleet.tabsLabel')}
          className="inline-flex flex-wrap gap-1 rounded-[1.75rem] bg-white p-1 shadow-card ring-1 ring-navy-900/5"
        >
          {TYPE_KEYS.map((key, index) => {
            const isActive = vehicle.typeKey === key;
            return (
              <button
                key={key}
                ref={(element) => {
                  tabsRef.current[index] = element;
                }}
                id={tabId(key)}
                type="button"
                role="tab"
                aria-selected={isActive}
                aria-controls={panelId}
                tabIndex={isActive ? 0 : -1}
                onKeyDown={onTabKeyDown}
                onClick={() => selectType(key)}
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
        aria-labelledby={tabId(vehicle.typeKey)}
        aria-live="polite"
        className="mt-8 grid overflow-hidden rounded-3xl bg-navy-900 text-white shadow-lift lg:grid-cols-[1.35fr_1fr]"
      >
        <div className="studio relative flex aspect-[16/9] items-center lg:aspect-auto lg:min-h-[22rem]">
          <Artwork vehicle={vehicle.shape} alt={vehicle.name} className="absolute inset-0" />
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
                <ContentIcon name="users" className="size-4 text-gold-400" />
                {t('fleet.passengersLabel')}
              </dt>
              <dd className="mt-1 font-semibold">{t('fleet.passengers', { count: vehicle.passengers })}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-xs text-white/65">
                <ContentIcon name="luggage" className="size-4 text-gold-400" />
                {t('fleet.luggageLabel')}
              </dt>
              <dd className="mt-1 font-semibold">{luggage(vehicle.luggage)}</dd>
            </div>
          </dl>
          <ul className="space-y-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-center gap-3 text-white/85">
                <ContentIcon name="check" className="size-4 text-gold-400" />
                {feature}
              </li>
            ))}
          </ul>
          <BookButton className="btn-primary self-start" />
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
              <span className="studio block aspect-[19/9] w-full overflow-hidden rounded-xl">
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
