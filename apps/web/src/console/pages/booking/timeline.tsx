import type { BookingEvent } from '@spt/contracts';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';

/** The booking's history, oldest first: each status change, who made it, when, and its note. */
export function Timeline({ events }: { events: BookingEvent[] }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const actor = (event: BookingEvent) =>
    event.actor.type === 'operator'
      ? t('booking.events.byOperator', { email: event.actor.email })
      : event.actor.type === 'customer'
        ? t('booking.events.byCustomer')
        : t('booking.events.bySystem');
  return (
    <ol className="relative space-y-4 border-l-2 border-navy-900/15 pl-5">
      {events.map((event) => (
        <li key={`${event.at}-${event.to}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-gold-500"
          />
          <p className="font-semibold text-navy-900">
            {event.from === null
              ? t('booking.events.created')
              : t('booking.events.changed', { from: t(`status.${event.from}`), to: t(`status.${event.to}`) })}
          </p>
          <p className="text-sm text-muted">
            <time dateTime={event.at}>{formatInstant(event.at, lang)}</time> · {actor(event)}
          </p>
          {event.note && (
            <blockquote className="mt-1 rounded-lg bg-sand-100 px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
              <span className="sr-only">{t('booking.events.note')}: </span>
              {event.note}
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}
