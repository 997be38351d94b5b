import type { MailDelivery } from '@spt/contracts';
import { useTranslation } from 'react-i18next';
import { MailDeliveryItem } from '../../components/mail-delivery';

/**
 * The booking's mails, newest first: what each was, and whether it was sent, is waiting (and how
 * often it was tried) or failed with the mail server's answer; a failed one can be sent again.
 */
export function BookingMails({ mails }: { mails: readonly MailDelivery[] }) {
  const { t } = useTranslation();
  if (mails.length === 0) return <p className="text-muted">{t('mail.bookingEmpty')}</p>;
  return (
    <ul className="divide-y divide-navy-900/10">
      {mails.map((mail) => (
        <li key={mail.id} className="py-3 first:pt-0 last:pb-0">
          <MailDeliveryItem mail={mail} />
        </li>
      ))}
    </ul>
  );
}
