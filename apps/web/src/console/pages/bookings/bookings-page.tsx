import type { BookingListItem } from '@spt/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { type BookingFilters, fetchBookings, fetchDrivers, fetchUnits } from '../../lib/api';
import { amsterdamDay, monthOf } from '../../lib/dates';
import { useNewBookings } from '../../lib/new-bookings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BookingList } from './booking-list';
import { CsvExport } from './csv-export';
import { BookingFiltersForm, type FilterChoice } from './filters';
import { Glance } from './glance';

/** Bookings shown a page at a time. */
export const PAGE_SIZE = 25;
/** How often the list reads itself again while it is on screen. */
export const LIST_REFRESH_MS = 20_000;

/**
 * The list's filters, all applied by the server: status, dates, search, spam, and a driver's id or a
 * car's id (`none` for the rides without one).
 */
export type ListFilters = BookingFilters;

/**
 * The bookings: the search and filters first (so on a phone the results sit right under the search
 * box), the filtered list (upcoming first, from today, unless a date range or a search is given; the
 * server orders by pickup; it reads itself again every 20 seconds), paging with "show more", then
 * today and tomorrow at a glance and the CSV export.
 */
export function BookingsPage({
  filters,
  onFiltersChange,
}: {
  filters: ListFilters;
  onFiltersChange: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('bookings.title'));
  const { fresh } = useNewBookings();
  const today = amsterdamDay(0);
  const tomorrow = amsterdamDay(1);
  const limit = PAGE_SIZE;
  const list = useInfiniteQuery({
    queryKey: ['bookings', 'list', filters, limit],
    queryFn: ({ pageParam }) => fetchBookings(filters, pageParam ? { cursor: pageParam, limit } : { limit }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: LIST_REFRESH_MS,
  });
  const drivers = useQuery({ queryKey: ['drivers'], queryFn: fetchDrivers });
  const units = useQuery({ queryKey: ['units'], queryFn: fetchUnits });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  // The choices of the driver and car filters: the API's lists, else what the loaded bookings name.
  const driverChoices: FilterChoice[] = drivers.data
    ? drivers.data.drivers.map((d) => ({
        value: String(d.id),
        label: d.active ? d.name : t('drivers.inactiveName', { name: d.name }),
      }))
    : distinct(items, (item) =>
        item.driverId === null ? null : { value: String(item.driverId), label: item.driverName ?? '' },
      );
  const unitChoices: FilterChoice[] = units.data
    ? units.data.units.map((u) => ({ value: u.id, label: u.label }))
    : distinct(items, (item) =>
        item.unitId === null ? null : { value: item.unitId, label: item.unitLabel ?? item.unitId },
      );

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
          {t('bookings.title')}
        </h1>
        <Link to="/console/bookings/new" className="btn-primary">
          <span aria-hidden="true">+</span>
          {t('bookings.newBooking')}
        </Link>
      </div>
      <BookingFiltersForm
        filters={filters}
        drivers={driverChoices}
        units={unitChoices}
        onApply={onFiltersChange}
      />
      <section aria-labelledby="bookings-list-title">
        <h2 id="bookings-list-title" className="text-xl text-navy-900">
          {filtered ? t('bookings.list.label') : t('bookings.upcoming')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('bookings.list.refreshes')}</p>
        <div className="mt-3">
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <>
              {items.length === 0 ? (
                <p className="card p-4 text-muted">
                  {filtered ? t('bookings.list.empty') : t('bookings.list.emptyUpcoming')}
                </p>
              ) : (
                <BookingList items={items} fresh={fresh} label={t('bookings.list.label')} />
              )}
              <p role="status" className="mt-3 text-sm text-muted">
                {items.length === 0 ? '' : t('bookings.list.showing', { count: items.length })}
              </p>
              {list.hasNextPage && (
                <button
                  type="button"
                  className="btn-secondary mt-3"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? t('bookings.list.loadingMore') : t('bookings.list.loadMore')}
                </button>
              )}
            </>
          )}
        </div>
      </section>
      <Glance today={today} tomorrow={tomorrow} />
      <CsvExport initialFrom={monthOf(today).from} initialTo={monthOf(today).to} />
    </div>
  );
}

/** The distinct choices the loaded bookings name, by label. */
function distinct(
  items: readonly BookingListItem[],
  choice: (item: BookingListItem) => FilterChoice | null,
): FilterChoice[] {
  const byValue = new Map<string, FilterChoice>();
  for (const item of items) {
    const found = choice(item);
    if (found) byValue.set(found.value, found);
  }
  return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label));
}
