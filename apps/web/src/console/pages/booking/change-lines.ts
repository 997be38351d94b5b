import type { Changes } from '@spt/contracts';
import type { Language } from '@spt/i18n-content/console';
import type { TFunction } from 'i18next';
import { formatDay } from '../../lib/dates';
import { formatApiEuros } from '../../lib/money';
import { vehicleName } from '../../lib/vehicles';

/** The fields a change event may name that have a text of their own under `booking.changeFields`. */
const KNOWN_FIELDS = new Set([
  'businessAccount',
  'invoice',
  'date',
  'time',
  'flightNumber',
  'pickupDetail',
  'destinationDetail',
  'passengers',
  'luggage',
  'vehicleId',
  'notes',
  'extras',
  'hours',
  'internalNote',
  'priceOverride',
  'finalPrice',
  'driver',
  'driverId',
  'driverName',
  'unit',
  'unitId',
  'unitLabel',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field's value for people: a day, euros, a vehicle's name, extras in words; "—" for none. */
export function changeValue(field: string, value: unknown, lang: Language, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('booking.changeLine.none');
  if (field === 'date' && typeof value === 'string') return formatDay(value, lang);
  if (field === 'finalPrice' && typeof value === 'number') return formatApiEuros(value, lang);
  if (field === 'vehicleId' && typeof value === 'number') return vehicleName(value);
  if (field === 'priceOverride' && isRecord(value) && typeof value.final === 'number') {
    return t('booking.changeLine.override', {
      price: formatApiEuros(value.final, lang),
      reason: typeof value.reason === 'string' ? value.reason : '',
    });
  }
  if (field === 'extras' && isRecord(value)) {
    const parts = [
      typeof value.childSeats === 'number' && value.childSeats > 0
        ? t('booking.products.childSeats', { count: value.childSeats })
        : '',
      typeof value.boosterSeats === 'number' && value.boosterSeats > 0
        ? t('booking.products.boosterSeats', { count: value.boosterSeats })
        : '',
      typeof value.nameSign === 'string' && value.nameSign
        ? t('booking.products.nameSign', { name: value.nameSign })
        : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('booking.changeLine.none');
  }
  if (isRecord(value)) {
    // A driver or a car as the server describes it: its name or label.
    const name = value.name ?? value.label;
    if (typeof name === 'string') return name;
    return JSON.stringify(value);
  }
  if (typeof value === 'boolean') return value ? t('booking.changeLine.yes') : t('booking.changeLine.no');
  return String(value);
}

/**
 * A change event's lines, "Pickup time: 09:30 → 10:15", each field under its readable label (a field
 * this console does not know keeps its own name). The price override has no "before": it reads
 * "Price set by hand: € 85,00 (regular customer)".
 *
 * @example
 * changeLines({ time: { before: '09:30', after: '10:15' } }, 'en', t) // ['Pickup time: 09:30 → 10:15']
 */
export function changeLines(changes: Changes, lang: Language, t: TFunction): string[] {
  // An assignment names the driver and the car, and also gives their ids: the names say it.
  const said = (field: string) =>
    (field === 'driverId' && 'driver' in changes) || (field === 'unitId' && 'unit' in changes);
  return Object.entries(changes)
    .filter(([field]) => !said(field))
    .map(([field, { before, after }]) => {
      const label = KNOWN_FIELDS.has(field) ? t(`booking.changeFields.${field}`) : field;
      const afterText = changeValue(field, after, lang, t);
      if (field === 'priceOverride') return t('booking.changeLine.set', { field: label, after: afterText });
      return t('booking.changeLine.line', {
        field: label,
        before: changeValue(field, before, lang, t),
        after: afterText,
      });
    });
}
