import { business } from '@spt/business';
import type { PageId } from '../routes.js';

/** Icon names the web app knows how to draw. */
export type IconName =
  | 'boat'
  | 'home'
  | 'leaf'
  | 'utensils'
  | 'church'
  | 'chocolate'
  | 'bell'
  | 'palette'
  | 'tulip'
  | 'camera'
  | 'flower'
  | 'sun'
  | 'lighthouse'
  | 'path'
  | 'fish'
  | 'users'
  | 'windmill'
  | 'cheese'
  | 'shoe'
  | 'building'
  | 'landmark'
  | 'coffee'
  | 'gem'
  | 'train'
  | 'clock'
  | 'map-pin'
  | 'euro'
  | 'star'
  | 'car'
  | 'shield'
  | 'plane'
  | 'briefcase'
  | 'check'
  | 'phone'
  | 'mail'
  | 'calendar'
  | 'award'
  | 'heart';

export type TourId =
  | 'giethoorn'
  | 'bruges'
  | 'keukenhof'
  | 'marken'
  | 'volendam'
  | 'zaanseSchans'
  | 'brussels'
  | 'antwerp';

/**
 * The drawing of a tour's or city's generated artwork: one landmark scene per place, so no two
 * destinations share a picture (Giethoorn's canal, Bruges' belfry, Amsterdam's canal houses, ...).
 */
export type ArtworkTheme =
  | 'canal'
  | 'medieval'
  | 'tulips'
  | 'lighthouse'
  | 'harbour'
  | 'windmills'
  | 'grandPlace'
  | 'cathedral'
  | 'skyline'
  | 'bridge'
  | 'tower'
  | 'dunes'
  | 'hills'
  | 'canalHouses'
  | 'palace'
  | 'steeple'
  | 'greatChurch'
  | 'cityGate';

/**
 * The language-neutral facts of a tour (SPEC 9). Its text (title, tagline, highlights, included items)
 * lives in the translations under `tours.items.<id>`, in the same order as `highlightIcons`.
 */
export interface Tour {
  readonly id: TourId;
  readonly pageId: PageId;
  readonly country: 'NL' | 'BE';
  readonly length: 'halfDay' | 'fullDay';
  /** The slug of the tour's English page: its id in bookings and in `business.config.ts`. */
  readonly slug: string;
  /** From `business.config.ts`: the tour's length in hours, shortest and longest. */
  readonly durationHours: readonly [number, number];
  /** From `business.config.ts`: the smallest and largest group. */
  readonly groupSize: readonly [number, number];
  /** From `business.config.ts`: the price per person in euro cents. */
  readonly priceFromCents: number;
  /** Shown only where SPEC gives one. */
  readonly rating?: { readonly value: number; readonly reviewCount: number };
  readonly highlightIcons: readonly [IconName, IconName, IconName, IconName];
  /** Number of items in the translation's `included` list. */
  readonly includedCount: number;
  /** The closing section's booking button: "Book Now" or "Book This Tour". */
  readonly bookLabel: 'bookNow' | 'bookThisTour';
  /** The closing section's link to the contact page: "Ask Questions" or "Check Availability" (Keukenhof). */
  readonly contactLabel: 'askQuestions' | 'checkAvailability';
  /** The heading above the included list: "What's Included" or "Tour Highlights" (Antwerp). */
  readonly includedHeading: 'included' | 'tourHighlights';
  readonly artwork: ArtworkTheme;
  /** From `business.config.ts`: the part of the year the tour runs (`MM-DD`), where it is seasonal. */
  readonly season?: { readonly from: string; readonly to: string };
  /** From `business.config.ts`: the destination's coordinates (JSON-LD, the wizard's route). */
  readonly geo: { readonly lat: number; readonly lon: number };
}

type TourPage = Omit<Tour, 'durationHours' | 'groupSize' | 'priceFromCents' | 'season' | 'geo'>;

/** The tour's page joined with what it sells (`products.tours` of business.config.ts). */
function withSaleTerms(page: TourPage): Tour {
  const terms = business.products.tours.find((tour) => tour.id === page.slug);
  if (!terms) throw new Error(`business.config.ts: products.tours has no tour '${page.slug}'`);
  return Object.freeze({
    ...page,
    durationHours: terms.durationHours,
    groupSize: terms.groupSize,
    priceFromCents: terms.pricePerPersonCents,
    geo: terms.destination,
    ...(terms.season ? { season: terms.season } : {}),
  });
}

/** The eight tours, all starting at Schiphol Airport. */
export const tours: readonly Tour[] = Object.freeze(
  (
    [
      {
        id: 'giethoorn',
        slug: 'giethoorn',
        pageId: 'tourGiethoorn',
        country: 'NL',
        length: 'fullDay',
        highlightIcons: ['boat', 'home', 'leaf', 'utensils'],
        includedCount: 6,
        bookLabel: 'bookNow',
        contactLabel: 'askQuestions',
        includedHeading: 'included',
        artwork: 'canal',
      },
      {
        id: 'bruges',
        slug: 'bruges',
        pageId: 'tourBruges',
        country: 'BE',
        length: 'fullDay',
        highlightIcons: ['church', 'boat', 'chocolate', 'bell'],
        includedCount: 6,
        bookLabel: 'bookNow',
        contactLabel: 'askQuestions',
        includedHeading: 'included',
        artwork: 'medieval',
      },
      {
        id: 'keukenhof',
        slug: 'keukenhof',
        pageId: 'tourKeukenhof',
        country: 'NL',
        length: 'halfDay',
        highlightIcons: ['tulip', 'flower', 'camera', 'sun'],
        includedCount: 6,
        bookLabel: 'bookNow',
        contactLabel: 'checkAvailability',
        includedHeading: 'included',
        artwork: 'tulips',
      },
      {
        id: 'marken',
        slug: 'marken',
        pageId: 'tourMarken',
        country: 'NL',
        length: 'halfDay',
        highlightIcons: ['home', 'lighthouse', 'path', 'camera'],
        includedCount: 6,
        bookLabel: 'bookNow',
        contactLabel: 'askQuestions',
        includedHeading: 'included',
        artwork: 'lighthouse',
      },
      {
        id: 'volendam',
        slug: 'volendam',
        pageId: 'tourVolendam',
        country: 'NL',
        length: 'halfDay',
        highlightIcons: ['boat', 'fish', 'users', 'cheese'],
        includedCount: 6,
        bookLabel: 'bookNow',
        contactLabel: 'askQuestions',
        includedHeading: 'included',
        artwork: 'harbour',
      },
      {
        id: 'zaanseSchans',
        slug: 'zaanse-schans',
        pageId: 'tourZaanseSchans',
        country: 'NL',
        length: 'fullDay',
        rating: { value: 4.9, reviewCount: 127 },
        highlightIcons: ['windmill', 'cheese', 'shoe', 'landmark'],
        includedCount: 6,
        bookLabel: 'bookNow',
        contactLabel: 'askQuestions',
        includedHeading: 'included',
        artwork: 'windmills',
      },
      {
        id: 'brussels',
        slug: 'brussels',
        pageId: 'tourBrussels',
        country: 'BE',
        length: 'fullDay',
        rating: { value: 4.8, reviewCount: 98 },
        highlightIcons: ['landmark', 'building', 'chocolate', 'coffee'],
        includedCount: 6,
        bookLabel: 'bookThisTour',
        contactLabel: 'askQuestions',
        includedHeading: 'included',
        artwork: 'grandPlace',
      },
      {
        id: 'antwerp',
        slug: 'antwerp',
        pageId: 'tourAntwerp',
        country: 'BE',
        length: 'fullDay',
        rating: { value: 4.7, reviewCount: 92 },
        highlightIcons: ['church', 'gem', 'palette', 'train'],
        includedCount: 6,
        bookLabel: 'bookThisTour',
        contactLabel: 'askQuestions',
        includedHeading: 'tourHighlights',
        artwork: 'cathedral',
      },
    ] satisfies TourPage[]
  ).map(withSaleTerms),
);

/** The tour shown on a page, if the page is a tour page. */
export function tourForPage(pageId: PageId): Tour | undefined {
  return tours.find((tour) => tour.pageId === pageId);
}
