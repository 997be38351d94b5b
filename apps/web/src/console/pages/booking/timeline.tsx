import {
  type BookingEvent,
  ConsolePaymentSchema,
  DriverProgressSchema,
  PaymentStatusSchema,
} from '@spt/contracts';
import type { Language } from '@spt/i18n-content/console';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { formatApiEuros } from '../../lib/money';
import { changeLines } from './change-lines';

/** The customer mails an operator can send again, by their outbox kind. */
const MAIL_KINDS: Record<string, string> = {
  'booking.customer': 'customer',
  'booking.status': 'status',
  'booking.changed': 'changed',
  'booking.reminder': 'reminder',
};

/** The driver's progress an event reports: in its note, or as the change of `progress`. */
function progressOf(event: BookingEvent) {
  return (
    DriverProgressSchema.safeParse(event.note).data ??
    DriverProgressSchema.safeParse(event.changes?.progress?.after).data ??
    null
  );
}

/** Events whose changes the headline says in words. */
const HEADLINE_ONLY = new Set<BookingEvent['kind']>(['progress', 'payment', 'refund']);

/** How the server notes an assignment made despite an overlap (routes/console/dispatch.ts). */
const FORCED = /^Assigned despite overlap with (.+)$/;

/** The reason of a price override the event records, if any. */
function overrideReason(event: BookingEvent): string | null {
  const after = event.changes?.priceOverride?.after;
  return typeof after === 'object' && after !== null && 'reason' in after && typeof after.reason === 'string'
    ? after.reason
    : null;
}

/** A refund as a refund event records it (its amount in euros and its state then). */
const RefundChangeSchema = ConsolePaymentSchema.shape.refunds.element.pick({ amount: true, status: true });

/** The event's headline: what happened. */
function headline(event: BookingEvent, lang: Language, t: TFunction): string {
  switch (event.kind) {
    case 'change':
      if (event.changes && Object.keys(event.changes).join() === 'internalNote') {
        return t('booking.events.internalNoteChanged');
      }
      return event.from !== event.to
        ? t('booking.events.changedBookingStatus', {
            from: t(`status.${event.from ?? event.to}`),
            to: t(`status.${event.to}`),
          })
        : t('booking.events.changedBooking');
    case 'assignment':
      return t('booking.events.assigned');
    case 'progress': {
      const progress = progressOf(event);
      return progress
        ? t('booking.events.progress', { progress: t(`booking.progress.${progress}`) })
        : t('booking.events.progressOther');
    }
    case 'note':
      return t('booking.events.noteAdded');
    case 'phone':
      return t('booking.events.enteredByPhone');
    case 'mail':
      return t('booking.events.mailResent', {
        mail: t(`booking.events.mailKinds.${MAIL_KINDS[event.note ?? ''] ?? 'other'}`),
      });
    case 'payment': {
      // The payment's new status (its id is the event's note).
      const status = PaymentStatusSchema.safeParse(event.changes?.payment?.after).data;
      return status
        ? t('booking.events.payment', { status: t(`booking.payments.status.${status}`) })
        : t('booking.events.paymentOther');
    }
    case 'refund': {
      const refund = RefundChangeSchema.safeParse(event.changes?.refund?.after).data;
      return refund
        ? t('booking.events.refund', {
            amount: formatApiEuros(refund.amount, lang),
            status: t(`booking.payments.refundStatus.${refund.status}`),
          })
        : t('booking.events.refundOther');
    }
    default:
      return event.from === null
        ? t('booking.events.created')
        : t('booking.events.changed', { from: t(`status.${event.from}`), to: t(`status.${event.to}`) });
  }
}

/**
 * The booking's history, oldest first: status changes, changes of the booking (each field "before →
 * after" under a readable label), assignments, the driver's progress, internal notes, mails sent
 * again, online payments and refunds; who did it, when, and its note.
 */
export function Timeline({ events }: { events: BookingEvent[] }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const actor = (event: BookingEvent) =>
    event.actor.type === 'operator'
      ? t('booking.events.byOperator', { email: event.actor.email })
      : event.actor.type === 'customer'
        ? t('booking.events.byCustomer')
        : event.actor.type === 'driver'
          ? t('booking.events.byDriver', { name: event.actor.name })
          : t('booking.events.bySystem');
  return (
    <ol className="relative space-y-4 border-l-2 border-navy-900/15 pl-5">
      {events.map((event, index) => {
        // The driver's progress, a payment and a refund are said in the headline.
        const lines =
          event.changes && !HEADLINE_ONLY.has(event.kind) ? changeLines(event.changes, lang, t) : [];
        // A mail's note is its kind, a progress event's its step and a price override's its reason,
        // each already said above.
        const said =
          event.kind === 'mail' ||
          (event.kind === 'progress' && progressOf(event) !== null) ||
          overrideReason(event) === event.note;
        // The server notes a forced assignment in English; the console says it in its own words.
        const forced = event.kind === 'assignment' ? FORCED.exec(event.note ?? '')?.[1] : undefined;
        const note = said
          ? null
          : forced
            ? t('booking.events.forcedOverlap', { references: forced })
            : event.note;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: events are only ever appended, oldest first
          <li key={`${event.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.72rem] size-3 rounded-full ${
                event.kind === 'note' ? 'bg-navy-700' : 'bg-gold-500'
              }`}
            />
            <p className="font-semibold text-navy-900">{headline(event, lang, t)}</p>
            <p className="text-sm text-muted">
              <time dateTime={event.at}>{formatInstant(event.at, lang)}</time> · {actor(event)}
            </p>
            {lines.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-sm [overflow-wrap:anywhere]">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            {note && (
              <blockquote className="mt-1 rounded-lg bg-sand-100 px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
                <span className="sr-only">{t('booking.events.note')}: </span>
                {note}
              </blockquote>
            )}
          </li>
        );
      })}
    </ol>
  );
}
