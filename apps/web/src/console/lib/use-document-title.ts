import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewBookings } from './new-bookings';

/**
 * Sets the document title to "<page> · Console · <company>", led by the number of new requests
 * ("(2) Bookings · …"), so a console in a background tab shows them.
 */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const { count } = useNewBookings();
  const suffix = t('meta.titleSuffix');
  useEffect(() => {
    const title = page ? `${page} · ${suffix}` : suffix;
    document.title = count > 0 ? `(${count}) ${title}` : title;
  }, [page, suffix, count]);
}
