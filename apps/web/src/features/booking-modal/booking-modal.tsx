import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { keepTogether } from '../../lib/keep-together';
import { useBookingModal } from './booking-modal-context';

/**
 * The shared booking modal (SPEC 2.3). Its content is the booking wizard, passed in by the layout
 * so the two features stay independent; the wizard calls `close` when a booking completes.
 */
export function BookingModal({ children }: { children: (close: () => void, choice: string) => ReactNode }) {
  const { t } = useTranslation();
  const { isOpen, close, choice } = useBookingModal();
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={t('booking.modal.title')}
      // The make in the subtitle, never broken at its hyphen ("Mercedes-" / "Benz").
      subtitle={keepTogether(t('booking.modal.subtitle'), 'Mercedes-Benz')}
      closeLabel={t('booking.modal.close')}
      size="lg"
    >
      {isOpen ? children(close, choice) : null}
    </Dialog>
  );
}
