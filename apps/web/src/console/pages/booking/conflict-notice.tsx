import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../components/warning-icon';

/**
 * The server's answer that the driver or the car already has a ride at that time, or a booking's
 * standing overlap (`standing`: the customer moved it, or an assignment was forced): the overlapping
 * rides as links, in an alert (always in the page, so it is announced when it fills).
 */
export function ConflictNotice({
  conflicts,
  standing = false,
}: {
  conflicts: readonly string[] | null;
  standing?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      {conflicts && conflicts.length > 0 && (
        <div className="rounded-xl border border-red-700/40 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="flex items-start gap-2 font-semibold">
            <WarningIcon className="mt-0.5 size-4 shrink-0" />
            {standing ? t('booking.standingConflict') : t('booking.assignment.conflict')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
            {conflicts.map((reference) => (
              <li key={reference}>
                <Link
                  to="/console/bookings/$reference"
                  params={{ reference }}
                  className="font-semibold underline underline-offset-4"
                >
                  {reference}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
