import { BOOKING_STATUSES } from '@spt/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/fields';
import type { BookingFilters } from '../../lib/api';

/** The filter form of the bookings list; applying it changes the URL (so a filtered list can be shared). */
export function BookingFiltersForm({
  filters,
  onApply,
}: {
  filters: BookingFilters;
  onApply: (filters: BookingFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BookingFilters>(filters);
  const statusId = useId();
  const spamId = useId();
  useEffect(() => setDraft(filters), [filters]);

  const set = (patch: Partial<BookingFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form onSubmit={submit} className="card p-4 sm:p-5" aria-labelledby={`${statusId}-title`}>
      <h2 id={`${statusId}-title`} className="text-xl text-navy-900">
        {t('bookings.filters.title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={statusId} className="field-label">
            {t('bookings.filters.status')}
          </label>
          <select
            id={statusId}
            className="field-input"
            value={draft.status ?? ''}
            onChange={(event) =>
              set({ status: (event.target.value || undefined) as BookingFilters['status'] })
            }
          >
            <option value="">{t('bookings.filters.anyStatus')}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('bookings.filters.from')}
          type="date"
          value={draft.from ?? ''}
          max={draft.to}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
        <TextField
          label={t('bookings.filters.to')}
          type="date"
          value={draft.to ?? ''}
          min={draft.from}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
        <TextField
          label={t('bookings.filters.search')}
          hint={t('bookings.filters.searchHint')}
          type="search"
          maxLength={100}
          value={draft.q ?? ''}
          onChange={(event) => set({ q: event.target.value || undefined })}
        />
      </div>
      <div className="mt-4 flex items-center gap-2">
        <input
          id={spamId}
          type="checkbox"
          className="size-5 accent-navy-900"
          checked={draft.spam === 'true'}
          onChange={(event) => set({ spam: event.target.checked ? 'true' : undefined })}
        />
        <label htmlFor={spamId} className="text-sm">
          {t('bookings.filters.spam')}
        </label>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary">
          {t('bookings.filters.apply')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('bookings.filters.clear')}
        </button>
      </div>
    </form>
  );
}
