import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { fetchBookings } from '../../lib/api';
import { formatDay } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';

/** How many pickups of a day the glance lists before "and N more". */
const SHOWN = 8;
/** The most bookings one day's glance asks for (the API's largest page). */
const DAY_LIMIT = 100;

/** One day's pickups (Amsterdam day), with how many still await a confirmation. */
function DayGlance({ title, day }: { title: string; day: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const query = useQuery({
    queryKey: ['bookings', 'day', day],
    queryFn: () => fetchBookings({ from: day, to: day }, { limit: DAY_LIMIT }),
    refetchInterval: 60_000,
  });
  const headingId = `glance-${day}`;
  const items = query.data?.items ?? [];
  const awaiting = items.filter((item) => item.status === 'requested').length;
  return (
    <section aria-labelledby={headingId} className="card p-4 sm:p-5">
      <h3 id={headingId} className="font-sans text-base font-semibold text-navy-900">
        {title} <span className="font-normal text-muted">· {formatDay(day, lang)}</span>
      </h3>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <strong className="text-2xl text-navy-900">
              {t('bookings.glance.count', { count: items.length })}
            </strong>
            {awaiting > 0 && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold whitespace-nowrap text-amber-950">
                {t('bookings.glance.awaiting', { count: awaiting })}
              </span>
            )}
          </p>
          {items.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('bookings.glance.nothing')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-navy-900/10">
              {items.slice(0, SHOWN).map((item) => (
                <li key={item.reference} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  <strong className="w-12 tabular-nums">{item.pickupTime}</strong>
                  <Link
                    to="/console/bookings/$reference"
                    params={{ reference: item.reference }}
                    className="font-semibold text-navy-900 underline underline-offset-4"
                  >
                    {item.reference}
                  </Link>
                  {/* One line per ride at a glance: the pickup is cut on purpose (the booking has it whole). */}
                  <span
                    className="min-w-0 flex-1 truncate text-muted"
                    title={item.pickup}
                    data-truncate-ok=""
                  >
                    {item.pickup}
                  </span>
                  <StatusBadge status={item.status} />
                </li>
              ))}
              {items.length > SHOWN && (
                <li className="py-2 text-sm text-muted">
                  {t('bookings.glance.more', { count: items.length - SHOWN })}
                </li>
              )}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export function Glance({ today, tomorrow }: { today: string; tomorrow: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="glance-title">
      <h2 id="glance-title" className="text-xl text-navy-900">
        {t('bookings.glance.title')}
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
        <DayGlance title={t('bookings.glance.today')} day={today} />
        <DayGlance title={t('bookings.glance.tomorrow')} day={tomorrow} />
      </div>
    </section>
  );
}
