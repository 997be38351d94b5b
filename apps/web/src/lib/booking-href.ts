import { type CityId, type Language, pathFor } from '@spt/i18n-content';

/** What a Book button links to: a tour by its slug, or a city card by its id. */
export type BookingLinkChoice = { readonly tour: string } | { readonly city: CityId };

/**
 * The booking page's address with a choice, in a language. The choice travels in the address
 * (`?tour=giethoorn`, `?to=amsterdam`), so the link works before the app has loaded and in a new tab;
 * the wizard reads it with `bookingChoiceFromSearch` (./booking-choice.ts).
 *
 * @example
 * bookingHref('nl', { tour: 'bruges' }); // '/nl/boeken?tour=bruges'
 */
export function bookingHref(lang: Language, choice?: BookingLinkChoice): string {
  const path = pathFor('booking', lang);
  if (!choice) return path;
  return 'tour' in choice ? `${path}?tour=${encodeURIComponent(choice.tour)}` : `${path}?to=${choice.city}`;
}
