import type { TFunction } from 'i18next';
import { fetchMailStatus } from './api';
import { INCOMING_REFRESH_MS } from './new-bookings';

/** The query key of the mail's state (the banner, the failed mails' page); a retry refreshes it. */
export const MAIL_KEY = ['mail'] as const;

/**
 * How the mail goes out, read with the console's refresh rhythm (every 20 seconds, in the
 * background too). Its requests carry the idle mark like every other call, so the polling keeps no
 * session alive.
 */
export const mailStatusQuery = {
  queryKey: MAIL_KEY,
  queryFn: fetchMailStatus,
  refetchInterval: INCOMING_REFRESH_MS,
  refetchIntervalInBackground: true,
};

/** From this wait on, the oldest waiting mail means the mail server is not taking mail. */
export const STUCK_AFTER_MINUTES = 15;

/**
 * A mail's kind in words, from its outbox kind (`booking.cancelled.business` is the text
 * `mail.kinds.bookingCancelledBusiness`); a kind without a text is shown as it is.
 *
 * @example
 * mailKindText(t, 'operator.reset') // 'Password reset link'
 * mailKindText(t, 'booking.new-thing') // 'booking.new-thing'
 */
export function mailKindText(t: TFunction, kind: string): string {
  if (!/^[a-z]+(\.[a-z]+)*$/.test(kind)) return kind;
  const key = kind.replace(/\.([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return t(`mail.kinds.${key}`, { defaultValue: kind });
}

/**
 * Whether a mail's reference is a booking's: every `booking.*` mail, and a driver's notice about a
 * ride (`driver.assigned`, …); not a driver's private link, an operator's mail or a contact message.
 *
 * @example
 * isBookingMail('driver.assigned') // true
 * isBookingMail('driver.link') // false
 */
export function isBookingMail(kind: string): boolean {
  return kind.startsWith('booking.') || (kind.startsWith('driver.') && kind !== 'driver.link');
}
