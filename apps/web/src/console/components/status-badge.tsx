import type { BookingStatus } from '@spt/contracts';
import { useTranslation } from 'react-i18next';

/** Each status's colours; the text always names the status, so colour is never the only signal. */
const STYLES: Record<BookingStatus, string> = {
  requested: 'bg-amber-100 text-amber-950 ring-amber-700/40',
  confirmed: 'bg-sky-100 text-sky-950 ring-sky-700/40',
  completed: 'bg-emerald-100 text-emerald-950 ring-emerald-700/40',
  declined: 'bg-red-100 text-red-950 ring-red-700/40',
  cancelled: 'bg-stone-200 text-stone-900 ring-stone-600/40',
  expired: 'bg-stone-100 text-stone-800 ring-stone-500/40 border-dashed',
  noShow: 'bg-orange-100 text-orange-950 ring-orange-700/40',
};

/** A booking's status as a readable badge (text, with colour as a second cue). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${STYLES[status]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}
