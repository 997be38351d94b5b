import type { BookingListItem } from '@spt/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge';
import { formatDay } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { formatApiEuros } from '../../lib/money';
import { productLabel } from '../../lib/product-label';

/**
 * The bookings as a list: a card per booking on a phone, a row per booking from 1024 px on (the
 * same markup, laid out by CSS grid), so the list never needs a sideways scroll.
 */
export function BookingList({ items, label }: { items: BookingListItem[]; label: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const columns =
    'lg:grid lg:grid-cols-[10.5rem_minmax(0,2fr)_minmax(0,1.3fr)_7rem_6.5rem_8rem] lg:items-center lg:gap-4';
  return (
    <div>
      <div
        aria-hidden="true"
        className={`hidden px-4 pb-2 text-xs font-semibold tracking-wide text-muted uppercase ${columns}`}
      >
        <span>{t('bookings.list.pickup')}</span>
        <span>{t('bookings.list.route')}</span>
        <span>{t('bookings.list.customer')}</span>
        <span>{t('bookings.list.people')}</span>
        <span className="text-right">{t('bookings.list.price')}</span>
        <span>{t('bookings.list.status')}</span>
      </div>
      <ul aria-label={label} className="space-y-3 lg:space-y-2">
        {items.map((item) => (
          <li key={item.reference}>
            <article
              aria-labelledby={`booking-${item.reference}`}
              className={`card grid gap-2 p-4 ${columns}`}
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
