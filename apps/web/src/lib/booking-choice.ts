import { business } from '@spt/business';
import { cities } from '@spt/i18n-content';

/**
 * What a Book link asks the wizard to start with: a tour (a tour page's button), or a destination
 * (a city card's button), read from the booking page's address (see `bookingHref`).
 */
export interface BookingChoice {
  readonly tour?: string;
  readonly destination?: {
    readonly name: string;
    readonly point: { readonly lat: number; readonly lon: number };
  };
}

/**
 * The choice in a booking page address's query (`location.search`), or null: only a tour the
 * business sells or one of the city cards counts; anything else is ignored.
 *
 * @example
 * bookingChoiceFromSearch('?tour=giethoorn'); // { tour: 'giethoorn' }
 * bookingChoiceFromSearch('?tour=<script>'); // null
 */
export function bookingChoiceFromSearch(search: string): BookingChoice | null {
  const params = new URLSearchParams(search);
  const tour = params.get('tour');
  if (tour && business.products.tours.some((candidate) => candidate.id === tour)) return { tour };
  const city = cities.find((candidate) => candidate.id === params.get('to'));
  if (city) return { destination: { name: city.name, point: city.geo } };
  return null;
}
