/** Euro amounts for people, in the page's language (en: €456.53, nl: € 456,53). */
export function formatEuro(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** A `YYYY-MM-DD` date as a long date in the page's language; the date is a calendar day, no zone. */
export function formatLongDate(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Distance for people: "174.3 km" / "174,3 km". */
export function formatKm(km: number, language: string): string {
  return `${new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits: 1 }).format(km)} km`;
}

const TYPE_KEYS: Record<string, string> = {
  Saloon: 'saloon',
  Station: 'station',
  Minivan: 'minivan',
  'S-Class': 'sClass',
  Minibus: 'minibus',
};

/** The translation key under `fleet.types` of a vehicle type from the pricing library. */
export function vehicleTypeKey(type: string): string {
  return TYPE_KEYS[type] ?? 'saloon';
}
