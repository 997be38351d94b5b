import type { ManageLookupResponse } from '@spt/contracts';
import { useTranslation } from 'react-i18next';
import { ContentIcon, type UiIconName } from '../../components/content-icon';

/** How often the page looks the booking up again around the ride (DESIGN: every minute). */
export const LIVE_REFRESH_MS = 60_000;
/** The page starts refreshing itself this long before pickup. */
export const LIVE_BEFORE_PICKUP_MINUTES = 180;
/** ...and stops this long after the ride's planned end, if no final status came before. */
export const LIVE_AFTER_RIDE_MINUTES = 180;

type Progress = NonNullable<ManageLookupResponse['progress']>;

const PROGRESS_ICONS: Record<Progress, UiIconName> = {
  onTheWay: 'car',
  arrived: 'map-pin',
  onBoard: 'check',
};

/**
 * Whether the page should refresh itself at `now`: the ride is still requested or confirmed, and the
 * pickup is less than 3 hours away (or the ride is under way, until 3 hours after its planned end).
 *
 * @example
 * isLive({ status: 'confirmed', pickupAt: '2026-12-24T08:30:00Z', durationMinutes: 60 }, new Date('2026-12-24T06:00:00Z')); // true
 */
export function isLive(
  booking: Pick<ManageLookupResponse, 'status' | 'pickupAt' | 'durationMinutes'>,
  now: Date,
): boolean {
  if (booking.status !== 'requested' && booking.status !== 'confirmed') return false;
  if (!booking.pickupAt) return false;
  const pickup = new Date(booking.pickupAt).getTime();
  if (Number.isNaN(pickup)) return false;
  const from = pickup - LIVE_BEFORE_PICKUP_MINUTES * 60_000;
  const until = pickup + (booking.durationMinutes + LIVE_AFTER_RIDE_MINUTES) * 60_000;
  return now.getTime() >= from && now.getTime() <= until;
}

/**
 * The driver's progress on the day, in large type: on the way, arrived, passenger on board. The
 * region is always there (empty before the driver sets off), so screen readers announce each step
 * when a refresh brings it.
 */
export function DriverProgress({
  progress,
  live,
}: {
  progress: ManageLookupResponse['progress'];
  live: boolean;
}) {
  const { t } = useTranslation();
  if (!progress && !live) return null;
  return (
    <div className="mt-6">
      <div aria-live="polite" aria-atomic="true" data-slot="driver-progress" data-progress={progress ?? ''}>
        {progress ? (
          <div className="flex items-start gap-4 rounded-2xl bg-navy-900 p-4 text-white sm:p-5">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-gold-400 text-navy-900">
              <ContentIcon name={PROGRESS_ICONS[progress]} className="size-6" />
            </span>
            <span>
              <span className="block text-xl font-semibold sm:text-2xl">
                {t(`manage.progress.${progress}.title`)}
              </span>
              <span className="mt-1 block text-navy-200">{t(`manage.progress.${progress}.text`)}</span>
            </span>
          </div>
        ) : null}
      </div>
      {live ? <p className="mt-2 text-sm text-muted">{t('manage.progress.live')}</p> : null}
    </div>
  );
}

/** The business's latest message to the customer, as a quotation signed by the company. */
export function OperatorMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <figure
      className="mt-6 rounded-2xl border-l-4 border-gold-500 bg-sand-100 p-4 sm:p-5"
      data-slot="message"
    >
      <figcaption className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <ContentIcon name="quote" className="size-4 text-gold-700" />
        {t('manage.message.title')}
      </figcaption>
      <blockquote className="mt-2 max-w-prose whitespace-pre-line text-navy-900 [overflow-wrap:anywhere]">
        {message}
      </blockquote>
    </figure>
  );
}
