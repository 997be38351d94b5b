import { BOOKING_STATUSES } from '@spt/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/fields';
import type { ListFilters } from './bookings-page';

/** One choice of the driver or car filter. */
export interface FilterChoice {
  value: string;
  label: string;
}

/** A labelled select of the filter form: "any", "none yet", then the choices. */
function ChoiceSelect({
  label,
  any,
  none,
  choices,
  value,
  onChange,
}: {
  label: string;
  any: string;
  none: string;
  choices: readonly FilterChoice[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{any}</option>
        <option value="none">{none}</option>
        {/* A choice in the URL that the lists no longer have stays selectable. */}
        {value && value !== 'none' && !choices.some((choice) => choice.value === value) && (
          <option value={value}>{value}</option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter form of the bookings list; applying it changes the URL (so a filtered list can be
 * shared). The search comes first; on a phone the other filters fold away behind one button, so the
 * results stay right under the search box.
 */
export function BookingFiltersForm({
  filters,
  drivers,
  units,
  onApply,
}: {
  filters: ListFilters;
  drivers: readonly FilterChoice[];
  units: readonly FilterChoice[];
  onApply: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ListFilters>(filters);
  const [expanded, setExpanded] = useState(false);
  const statusId = useId();
  const spamId = useId();
  const moreId = useId();
  useEffect(() => setDraft(filters), [filters]);

  const set = (patch: Partial<ListFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const { q: _q, ...others } = filters;
  const activeOthers = Object.values(others).filter(Boolean).length;

  return (
    <form onSubmit={submit} className="card p-4 sm:p-5" aria-labelledby={`${statusId}-title`}>
      <h2 id={`${statusId}-title`} className="text-xl text-navy-900">
        {t('bookings.filters.title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <TextField
            label={t('bookings.filters.search')}
            hint={t('bookings.filters.searchHint')}
            type="search"
            maxLength={100}
            value={draft.q ?? ''}
            onChange={(event) => set({ q: event.target.value || undefined })}
          />
        </div>
        <button
          type="button"
          className="btn-secondary justify-self-start sm:col-span-2 lg:hidden"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded
            ? t('bookings.filters.fewer')
            : activeOthers > 0
              ? t('bookings.filters.moreActive', { count: activeOthers })
              : t('bookings.filters.more')}
        </button>
        {/* On a large screen these join the grid above; on a smaller one they fold away. */}
        <div
          id={moreId}
          className={`${expanded ? 'grid' : 'hidden'} gap-4 sm:col-span-2 sm:grid-cols-2 lg:contents`}
        >
          <div>
            <label htmlFor={statusId} className="field-label">
              {t('bookings.filters.status')}
            </label>
            <select
              id={statusId}
              className="field-input"
              value={draft.status ?? ''}
              onChange={(event) =>
                set({ status: (event.target.value || undefined) as ListFilters['status'] })
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
          <ChoiceSelect
            label={t('bookings.filters.driver')}
            any={t('bookings.filters.anyDriver')}
            none={t('bookings.filters.noDriver')}
            choices={drivers}
            value={draft.driver}
            onChange={(driver) => set({ driver })}
          />
          <ChoiceSelect
            label={t('bookings.filters.unit')}
            any={t('bookings.filters.anyUnit')}
            none={t('bookings.filters.noUnit')}
            choices={units}
            value={draft.unit}
            onChange={(unit) => set({ unit })}
          />
          <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-4">
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
        </div>
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
