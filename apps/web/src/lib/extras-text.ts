import type { TFunction } from 'i18next';

/** The extras of a booking or of the wizard's form, counted in seats and named on the sign. */
export interface ExtrasCounts {
  readonly childSeats: number;
  readonly boosterSeats: number;
  readonly nameSign?: string | undefined;
}

/**
 * The extras asked for, as the review and the manage page list them: "1 child seat",
 * "Name sign: Mr Tanaka"; nothing for none.
 *
 * @example
 * extrasList({ childSeats: 1, boosterSeats: 0, nameSign: 'Mr Tanaka' }, t) // ['1 child seat', 'Name sign: Mr Tanaka']
 */
export function extrasList(extras: ExtrasCounts | null, t: TFunction): string[] {
  if (!extras) return [];
  const list: string[] = [];
  if (extras.childSeats) list.push(t('booking.step4.childSeats', { count: extras.childSeats }));
  if (extras.boosterSeats) list.push(t('booking.step4.boosterSeats', { count: extras.boosterSeats }));
  const sign = extras.nameSign?.trim();
  if (sign) list.push(t('booking.step4.nameSign', { name: sign }));
  return list;
}
