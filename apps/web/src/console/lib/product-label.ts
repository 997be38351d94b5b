import type { BookingProductView } from '@spt/contracts';
import type { TFunction } from 'i18next';

/**
 * What was booked, in a few words for the list and the detail: "Transfer", "Return transfer, way
 * back", "Hire, 4 hours", "Tour: Giethoorn" (a tour's destination is the tour's place).
 *
 * @example
 * productLabel({ product: 'hourly', hours: 4, ... }, t); // 'Hire, 4 hours'
 */
export function productLabel(
  item: BookingProductView & { readonly destination: string },
  t: TFunction,
): string {
  if (item.product === 'tour') return t('booking.products.tour', { tour: item.destination || item.tour });
  if (item.product === 'hourly') return t('booking.products.hourly', { count: item.hours ?? 0 });
  if (item.returnOf) return t('booking.products.return');
  if (item.returnReference) return t('booking.products.outbound');
  return t('booking.products.transfer');
}
