import type { BoardResponse, BoardRide } from '@spt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { Loading } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { WarningIcon } from '../../components/warning-icon';
import { fetchBoard } from '../../lib/api';
import { addDays, amsterdamClock, amsterdamDay, formatDay, minuteOfDay } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { vehicleName } from '../../lib/vehicles';
import { type BoardGroup, type BoardGrouping, groupRides } from './group-rides';

/** How often the board reads itself again while it is open. */
export const BOARD_REFRESH_MS = 30_000;
const DAY_MINUTES = 24 * 60;

/**
 * The day board: a day (today unless chosen; previous and next day), the day's requested and
 * confirmed rides per car or per driver, the rides without a car or driver on top, overlaps marked
 * in words and with an icon, each ride a link to its booking. A list on a phone; from 768 px on each
 * car or driver also gets the day drawn as a time line.
 */
export function BoardPage({
  date,
  by,
  onChange,
}: {
  date: string;
  by: BoardGrouping;
  onChange: (next: { date: string; by: BoardGrouping }) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  useDocumentTitle(t('board.title'));
  const query = useQuery({
    queryKey: ['board', date],
    queryFn: () => fetchBoard(date),
    refetchInterval: BOARD_REFRESH_MS,
  });
  const dayId = useId();
  const today = amsterdamDay(0);

  return (
    <div className="space-y-6">
      <div>
        <h1 tabIndex={-1} className="text-3xl text-navy-900 outline-none sm:text-4xl">
          {t('board.title')}
        </h1>
        <p className="mt-1 text-lg text-navy-900">
          {formatDay(date, lang)}
          {date === today && <span className="text-muted"> · {t('board.today')}</span>}
        </p>
      </div>
      <div className="card flex flex-wrap items-end gap-3 p-4 sm:p-5">
        <div className="w-full sm:w-auto">
          <label htmlFor={dayId} className="field-label">
            {t('board.day')}
          </label>
          <input
            id={dayId}
            type="date"
            className="field-input"
            value={date}
            required
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange({ date: event.target.value, by });
            }}
          />
        </div>
        <button
          type="button"
          className="btn-secondary px-4"
          onClick={() => onChange({ date: addDays(date, -1), by })}
        >
          <span aria-hidden="true">←</span> {t('board.previous')}
        </button>
        <button
          type="button"
          className="btn-secondary px-4"
          onClick={() => onChange({ date: addDays(date, 1), by })}
        >
          {t('board.next')} <span aria-hidden="true">→</span>
        </button>
        {date !== today && (
          <button type="button" className="btn-secondary px-4" onClick={() => onChange({ date: today, by })}>
            {t('board.toToday')}
          </button>
        )}
        <fieldset className="flex w-full flex-wrap items-center gap-2 sm:ml-auto sm:w-auto">
          <legend className="field-label float-left mr-2 mb-0">{t('board.groupBy')}</legend>
          {(['car', 'driver'] as const).map((grouping) => (
            <button
              key={grouping}
              type="button"
              aria-pressed={by === grouping}
              onClick={() => onChange({ date, by: grouping })}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-navy-900/25 ${
                by === grouping ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-sand-100'
              }`}
            >
              {t(grouping === 'car' ? 'board.byCar' : 'board.byDriver')}
            </button>
          ))}
        </fieldset>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <BoardGroups board={query.data} by={by} />
      )}
    </div>
  );
}

function BoardGroups({ board, by }: { board: BoardResponse; by: BoardGrouping }) {
  const { t } = useTranslation();
  const groups = groupRides(board, by);
  const unassigned = groups[0]?.rides.length ?? 0;
  const overlapping = board.rides.filter((ride) => ride.conflict).length;
  return (
    <>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-live="polite">
        <strong className="text-navy-900">{t('board.summary.rides', { count: board.rides.length })}</strong>
        <span>
          {by === 'car'
            ? t('board.summary.withoutCar', { count: unassigned })
            : t('board.summary.withoutDriver', { count: unassigned })}
        </span>
        {overlapping > 0 && (
          <span className="inline-flex items-center gap-1 font-semibold text-red-800">
            <WarningIcon className="size-4" />
            {t('board.summary.overlapping', { count: overlapping })}
          </span>
        )}
      </p>
      <p className="text-sm text-muted">{t('board.refreshes')}</p>
      {board.rides.length === 0 && <p className="card p-4 text-muted">{t('board.empty')}</p>}
      <div className="space-y-4">
        {groups.map((group) =>
          group.id === 'none' && group.rides.length === 0 ? null : (
            <GroupCard key={group.id} group={group} by={by} board={board} />
          ),
        )}
      </div>
    </>
  );
}

function GroupCard({ group, by, board }: { group: BoardGroup; by: BoardGrouping; board: BoardResponse }) {
  const { t } = useTranslation();
  const headingId = useId();
  const none = group.id === 'none';
  const title = none
    ? t(by === 'car' ? 'board.groups.withoutCar' : 'board.groups.withoutDriver')
    : group.inactive
      ? t('drivers.inactiveName', { name: group.title })
      : group.title;
  return (
    <section aria-labelledby={headingId} className={`card p-4 sm:p-5 ${none ? 'ring-2 ring-amber-600' : ''}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl text-navy-900">
          {title}
          {group.vehicleId !== undefined && group.title !== vehicleName(group.vehicleId) && (
            <span className="font-sans text-sm font-normal text-muted">
              {' '}
              · {vehicleName(group.vehicleId)}
            </span>
          )}
        </h2>
        <p className="text-sm text-muted">
          {group.rides.length === 0
            ? t('board.free')
            : t('board.summary.rides', { count: group.rides.length })}
        </p>
      </div>
      {group.rides.length > 0 && <DayLine rides={group.rides} day={board.date} />}
      {group.rides.length > 0 && (
        <ul className="mt-3 divide-y divide-navy-900/10">
          {group.rides.map((ride) => (
            <RideRow key={ride.reference} ride={ride} by={by} board={board} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The rides of a group in lanes: each ride in the first lane whose last ride has ended, so rides that
 * overlap sit one above the other instead of on top of each other.
 *
 * @example
 * laneOf([{ start: 0, end: 60 }, { start: 30, end: 90 }, { start: 60, end: 120 }]) // [0, 1, 0]
 */
export function laneOf(windows: readonly { start: number; end: number }[]): number[] {
  const ends: number[] = [];
  return windows.map(({ start, end }) => {
    const free = ends.findIndex((laneEnd) => laneEnd <= start);
    const lane = free === -1 ? ends.length : free;
    ends[lane] = end;
    return lane;
  });
}

/** The group's day drawn as a time line (decorative: the list below says everything in words). */
function DayLine({ rides, day }: { rides: BoardRide[]; day: string }) {
  const hours = [0, 3, 6, 9, 12, 15, 18, 21, 24];
  const windows = rides.map((ride) => {
    const start = minuteOfDay(ride.start, day);
    return { start, end: Math.min(Math.max(minuteOfDay(ride.end, day), start + 15), DAY_MINUTES) };
  });
  const lanes = laneOf(windows);
  const laneCount = Math.max(1, ...lanes.map((lane) => lane + 1));
  return (
    <div aria-hidden="true" className="mt-3 hidden md:block">
      <div className="relative rounded-lg bg-sand-100" style={{ height: `${laneCount * 1.75 + 0.5}rem` }}>
        {hours.slice(1, -1).map((hour) => (
          <span
            key={hour}
            className="absolute inset-y-0 w-px bg-navy-900/10"
            style={{ left: `${(hour / 24) * 100}%` }}
          />
        ))}
        {rides.map((ride, index) => {
          const { start, end } = windows[index] ?? { start: 0, end: 0 };
          return (
            <span
              key={ride.reference}
              title={ride.reference}
              className={`absolute h-6 overflow-hidden rounded-md px-1 text-[0.7rem] leading-6 font-semibold whitespace-nowrap text-white ${
                ride.conflict ? 'bg-red-700 ring-2 ring-red-900' : 'bg-navy-700'
              }`}
              style={{
                top: `${(lanes[index] ?? 0) * 1.75 + 0.25}rem`,
                left: `${(start / DAY_MINUTES) * 100}%`,
                width: `${((end - start) / DAY_MINUTES) * 100}%`,
              }}
            >
              {ride.pickupTime} {ride.reference}
            </span>
          );
        })}
      </div>
      <div className="relative mt-1 h-4 text-[0.7rem] text-muted">
        {hours.map((hour) => (
          <span
            key={hour}
            className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
            style={{ left: `${(hour / 24) * 100}%` }}
          >
            {String(hour).padStart(2, '0')}:00
          </span>
        ))}
      </div>
    </div>
  );
}

function RideRow({ ride, by, board }: { ride: BoardRide; by: BoardGrouping; board: BoardResponse }) {
  const { t } = useTranslation();
  const driver = board.drivers.find((candidate) => candidate.id === ride.driverId);
  const unit = board.units.find((candidate) => candidate.id === ride.unitId);
  const until = amsterdamClock(ride.end);
  return (
    <li className="grid gap-x-4 gap-y-1 py-3 md:grid-cols-[7.5rem_minmax(0,1fr)_minmax(0,14rem)]">
      <p className="tabular-nums">
        <strong className="text-lg text-navy-900">{ride.pickupTime}</strong>
        <span className="block text-sm text-muted">
          {until.day && until.day !== board.date
            ? t('board.untilNextDay', { time: until.time })
            : t('board.until', { time: until.time })}
        </span>
      </p>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to="/console/bookings/$reference"
            params={{ reference: ride.reference }}
            className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-4 md:min-h-0"
          >
            {ride.reference}
          </Link>
          <StatusBadge status={ride.status} />
        </p>
        <p className="text-sm [overflow-wrap:anywhere]">
          {t('bookings.list.routeValue', {
            pickup: ride.pickup,
            destination: ride.destination || t('bookings.list.asDirected'),
          })}
        </p>
        <p className="text-sm text-muted">
          {[
            t(`board.products.${ride.product}`),
            by === 'car' && !unit ? vehicleName(ride.vehicleId) : '',
            t('board.people', { count: ride.passengers }),
            ride.flightNumber && ride.flightNumber.toLowerCase() !== 'none' ? ride.flightNumber : '',
            ride.contactName ?? '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {ride.flightLate && (
          <p className="mt-1 flex items-center gap-2 text-sm font-semibold text-red-900">
            <WarningIcon className="size-4 shrink-0" />
            {t('board.flightLate')}
          </p>
        )}
        {ride.conflict && (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-red-50 px-2 py-1 text-sm font-semibold text-red-900">
            <WarningIcon className="size-4 shrink-0" />
            <span>{t('board.overlaps')}</span>
            {ride.conflictsWith.map((reference) => (
              <Link
                key={reference}
                to="/console/bookings/$reference"
                params={{ reference }}
                className="underline underline-offset-4"
              >
                {reference}
              </Link>
            ))}
          </p>
        )}
      </div>
      <p className="text-sm md:text-right">
        {by === 'car' ? (
          driver ? (
            t('board.driver', { name: driver.name })
          ) : (
            <span className="font-semibold text-amber-900">{t('board.noDriver')}</span>
          )
        ) : unit ? (
          t('board.car', { label: unit.label })
        ) : (
          <span className="font-semibold text-amber-900">
            {t('board.noCar', { vehicle: vehicleName(ride.vehicleId) })}
          </span>
        )}
      </p>
    </li>
  );
}
