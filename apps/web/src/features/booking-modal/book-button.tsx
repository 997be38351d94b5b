import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type BookingLinkChoice, bookingHref } from '../../lib/booking-href';
import { languageOf } from '../../lib/i18n';
import { useBookingModal } from './booking-modal-context';

export interface BookButtonProps {
  className?: string;
  children?: ReactNode;
  /**
   * Words for screen readers after the visible text, when it is not enough on its own: "transfer to
   * Utrecht" makes the link "Book Now: transfer to Utrecht". The accessible name so starts with the
   * visible label, as speech control needs (WCAG 2.5.3, label in name).
   */
  detail?: string;
  /** What the wizard starts with: a tour page's tour, a city card's city. */
  choice?: BookingLinkChoice;
}

/**
 * Every "Book" button: opens the shared booking modal. It is a link to the booking page, so it still
 * works before the page is interactive, with scripts off, or when opened in a new tab.
 */
export function BookButton({ className = 'btn btn-gold', children, detail, choice }: BookButtonProps) {
  const { t, i18n } = useTranslation();
  const { open } = useBookingModal();
  const lang = languageOf(i18n);
  const href = bookingHref(lang, choice);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(new URL(href, window.location.href).search);
  };
  return (
    <a href={href} onClick={onClick} aria-haspopup="dialog" data-opens="booking" className={className}>
      {children ?? t('common.bookNow')}
      {detail ? <span className="sr-only">: {detail}</span> : null}
    </a>
  );
}
