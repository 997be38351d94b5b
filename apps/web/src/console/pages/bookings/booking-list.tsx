import type { BookingListItem } from '@spt/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ContentIcon } from '../../../components/content-icon';
import { StatusBadge } from '../../components/status-badge';
import { formatDay } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { formatApiEuros } from '../../lib/money';
import { productLabel } from '../../lib/product-label';
import { vehicleName } from '../../lib/vehicles';

/**
 * The bookings as a list: a card per booking on a phone, a row per booking from 1024 px on (the
 * same markup, laid out by CSS grid), so the list never needs a sideways scroll. Each row names its
 * car and driver; a request left unanswered for an hour, and one that is new since the operator last
 * looked, say so in words.
 */
export function BookingList({
  items,
  label,
  fresh = new Set(),
}: {
  items: BookingListItem[];
  label: string;
  /** References to mark "New". */
  fresh?: ReadonlySet<string>;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const columns =
    'lg:grid lg:grid-cols-[9.5rem_minmax(0,2fr)_minmax(0,1.1fr)_minmax(0,1.4fr)_6.5rem_6rem_8.5rem] lg:items-center lg:gap-4';
  return (
    <div>
      <div
        aria-hidden="true"
        className={`hidden px-4 pb-2 text-xs font-semibold tracking-wide text-muted uppercase ${columns}`}
      >
        <span>{t('bookings.list.pickup')}</span>
        <span>{t('bookings.list.route')}</span>
        <span>{t('bookings.list.customer')}</span>
        <span>{t('bookings.list.assignment')}</span>
        <span>{t('bookings.list.people')}</span>
        <span className="text-right">{t('bookings.list.price')}</span>
        <span>{t('bookings.list.status')}</span>
      </div>
      <ul aria-label={label} className="space-y-3 lg:space-y-2">
        {items.map((item) => (
          <li key={item.reference}>
            <article
              aria-labelledby={`booking-${item.reference}`}
              className={`card grid gap-2 p-4 ${columns} ${item.unanswered ? 'ring-2 ring-amber-600' : ''}`}
            >
              <div className="flex items-baseline justify-between gap-3 lg:block">
                <h3
                  id={`booking-${item.reference}`}
                  className="font-sans text-base font-semibold text-navy-900"
                >
                  <Link
                    to="/console/bookings/$reference"
                    params={{ reference: item.reference }}
                    className="inline-flex min-h-11 items-center underline underline-offset-4 lg:min-h-0"
                  >
                    {item.reference}
                  </Link>
                </h3>
                <p className="text-sm text-body">
                  <span className="sr-only">{t('bookings.list.pickup')}: </span>
                  {formatDay(item.pickupDate, lang)}
                  <span className="lg:hidden"> · </span>
                  <strong className="lg:block">{item.pickupTime}</strong>
                </p>
              </div>
              <p className="text-sm [overflow-wrap:anywhere]">
                <span className="sr-only">{t('bookings.list.route')}: </span>
                {t('bookings.list.routeValue', {
                  pickup: item.pickup,
                  destination: item.destination || t('bookings.list.asDirected'),
                })}
                <span className="block text-muted">
                  <span className="sr-only">{t('bookings.list.product')}: </span>
                  {productLabel(item, t)}
                </span>
              </p>
              <p className="text-sm [overflow-wrap:anywhere]">
                <span className="sr-only">{t('bookings.list.customer')}: </span>
                {item.contactName ?? <em className="text-muted">{t('bookings.list.erased')}</em>}
                {item.contactPhone && <span className="block text-muted">{item.contactPhone}</span>}
              </p>
              <p className="text-sm [overflow-wrap:anywhere]">
                <span className="flex items-start gap-1.5">
                  <ContentIcon name="car" className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span className="sr-only">{t('bookings.list.unit')}: </span>
                  {item.unitLabel ?? (
                    <span className="text-muted">
                      {t('bookings.list.noUnit', { vehicle: vehicleName(item.vehicleId) })}
                    </span>
                  )}
                </span>
                <span className="flex items-start gap-1.5">
                  <ContentIcon name="users" className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span className="sr-only">{t('bookings.list.driver')}: </span>
                  {item.driverName ?? <span className="text-muted">{t('bookings.list.noDriver')}</span>}
                </span>
              </p>
              <p className="text-sm text-muted">
                <span className="sr-only">{t('bookings.list.people')}: </span>
                {t('bookings.list.peopleValue', { passengers: item.passengers, luggage: item.luggage })}
              </p>
              <p className="text-sm font-semibold text-navy-900 lg:text-right">
                <span className="sr-only">{t('bookings.list.price')}: </span>
                {formatApiEuros(item.finalPrice, lang)}
              </p>
              <p className="flex flex-wrap gap-2">
                <StatusBadge status={item.status} />
                {fresh.has(item.reference) && (
                  <span className="rounded-full bg-gold-400 px-2.5 py-0.5 text-sm font-bold text-navy-900">
                    {t('bookings.list.new')}
                  </span>
                )}
                {item.unanswered && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-950 ring-1 ring-amber-700/50">
                    <ContentIcon name="clock" className="size-4" />
                    {t('bookings.list.unanswered')}
                  </span>
                )}
                {item.isSpam && (
                  <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-semibold text-white">
                    {t('bookings.list.spam')}
                  </span>
                )}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
