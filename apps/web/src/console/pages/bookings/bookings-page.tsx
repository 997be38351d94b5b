import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { type BookingFilters, fetchBookings } from '../../lib/api';
import { amsterdamDay, monthOf } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BookingList } from './booking-list';
import { CsvExport } from './csv-export';
import { BookingFiltersForm } from './filters';
import { Glance } from './glance';

/** Bookings shown a page at a time. */
export const PAGE_SIZE = 25;

/**
 * The bookings: today and tomorrow at a glance, the filtered list (upcoming first, from today, unless
 * a date range or a search is given; the server orders by pickup), paging with "show more", and the
 * CSV export.
 */
export function BookingsPage({
  filters,
  onFiltersChange,
}: {
  filters: BookingFilters;
  onFiltersChange: (filters: BookingFilters) => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('bookings.title'));
  const today = amsterdamDay(0);
  const tomorrow = amsterdamDay(1);
  const list = useInfiniteQuery({
    queryKey: ['bookings', 'list', filters],
    queryFn: ({ pageParam }) =>
      fetchBookings(filters, pageParam ? { cursor: pageParam, limit: PAGE_SIZE } : { limit: PAGE_SIZE }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="space-y-8">
      <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
        {t('bookings.title')}
      </h1>
      <Glance today={today} tomorrow={tomorrow} />
      <BookingFiltersForm filters={filters} onApply={onFiltersChange} />
      <section aria-labelledby="bookings-list-title">
        <h2 id="bookings-list-title" className="text-xl text-navy-900">
          {filtered ? t('bookings.list.label') : t('bookings.upcoming')}
        </h2>
        <div className="mt-3">
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <QueryError error={list.error} onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <p className="card p-4 text-muted">
              {filtered ? t('bookings.list.empty') : t('bookings.list.emptyUpcoming')}
            </p>
          ) : (
            <>
              <BookingList items={items} label={t('bookings.list.label')} />
              <p role="status" className="mt-3 text-sm text-muted">
                {t('bookings.list.showing', { count: items.length })}
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
      <CsvExport initialFrom={monthOf(today).from} initialTo={monthOf(today).to} />
    </div>
  );
}
