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

/** The art direction of a tour's or city's generated artwork. */
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
  | 'hills';

/**
 * The language-neutral facts of a tour (SPEC 9). Its text (title, tagline, highlights, included items)
 * lives in the translations under `tours.items.<id>`, in the same order as `highlightIcons`.
 */
export interface Tour {
  readonly id: TourId;
  readonly pageId: PageId;
  readonly country: 'NL' | 'BE';
  readonly length: 'halfDay' | 'fullDay';
  readonly durationHours: readonly [number, number];
  readonly groupSize: readonly [number, number];
  /** Price per person in euro cents. */
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
  /** Month numbers the tour runs, where it is seasonal. */
  readonly season?: { readonly from: string; readonly to: string };
  /** Destination coordinates (for JSON-LD). */
  readonly geo: { readonly lat: number; readonly lon: number };
}

const GROUP: readonly [number, number] = [2, 8];

/** The eight tours, all starting at Schiphol Airport. */
export const tours: readonly Tour[] = Object.freeze([
  {
    id: 'giethoorn',
    pageId: 'tourGiethoorn',
    country: 'NL',
    length: 'fullDay',
    durationHours: [8, 10],
    groupSize: GROUP,
    priceFromCents: 18000,
    highlightIcons: ['boat', 'home', 'leaf', 'utensils'],
    includedCount: 6,
    bookLabel: 'bookNow',
    contactLabel: 'askQuestions',
    includedHeading: 'included',
    artwork: 'canal',
    geo: { lat: 52.7398, lon: 6.0776 },
  },
  {
    id: 'bruges',
    pageId: 'tourBruges',
    country: 'BE',
    length: 'fullDay',
    durationHours: [9, 10],
    groupSize: GROUP,
    priceFromCents: 22000,
    highlightIcons: ['church', 'boat', 'chocolate', 'bell'],
    includedCount: 6,
    bookLabel: 'bookNow',
    contactLabel: 'askQuestions',
    includedHeading: 'included',
    artwork: 'medieval',
    geo: { lat: 51.2093, lon: 3.2247 },
  },
  {
    id: 'keukenhof',
    pageId: 'tourKeukenhof',
    country: 'NL',
    length: 'halfDay',
    durationHours: [5, 6],
    groupSize: GROUP,
    priceFromCents: 15000,
    highlightIcons: ['tulip', 'flower', 'camera', 'sun'],
    includedCount: 6,
    bookLabel: 'bookNow',
    contactLabel: 'checkAvailability',
    includedHeading: 'included',
    artwork: 'tulips',
    season: { from: '03-21', to: '05-12' },
    geo: { lat: 52.2697, lon: 4.5462 },
  },
  {
    id: 'marken',
    pageId: 'tourMarken',
    country: 'NL',
    length: 'halfDay',
    durationHours: [4, 5],
    groupSize: GROUP,
    priceFromCents: 12000,
    highlightIcons: ['home', 'lighthouse', 'path', 'camera'],
    includedCount: 6,
    bookLabel: 'bookNow',
    contactLabel: 'askQuestions',
    includedHeading: 'included',
    artwork: 'lighthouse',
    geo: { lat: 52.4586, lon: 5.1036 },
  },
  {
    id: 'volendam',
    pageId: 'tourVolendam',
    country: 'NL',
    length: 'halfDay',
    durationHours: [4, 5],
    groupSize: GROUP,
    priceFromCents: 12500,
    highlightIcons: ['boat', 'fish', 'users', 'cheese'],
    includedCount: 6,
    bookLabel: 'bookNow',
    contactLabel: 'askQuestions',
    includedHeading: 'included',
    artwork: 'harbour',
    geo: { lat: 52.4951, lon: 5.0712 },
  },
  {
    id: 'zaanseSchans',
    pageId: 'tourZaanseSchans',
    country: 'NL',
    length: 'fullDay',
    durationHours: [6, 8],
    groupSize: GROUP,
    priceFromCents: 12000,
    rating: { value: 4.9, reviewCount: 127 },
    highlightIcons: ['windmill', 'cheese', 'shoe', 'landmark'],
    includedCount: 6,
    bookLabel: 'bookNow',
    contactLabel: 'askQuestions',
    includedHeading: 'included',
    artwork: 'windmills',
    geo: { lat: 52.4741, lon: 4.8175 },
  },
  {
    id: 'brussels',
    pageId: 'tourBrussels',
    country: 'BE',
    length: 'fullDay',
    durationHours: [8, 10],
    groupSize: GROUP,
    priceFromCents: 16000,
    rating: { value: 4.8, reviewCount: 98 },
    highlightIcons: ['landmark', 'building', 'chocolate', 'coffee'],
    includedCount: 6,
    bookLabel: 'bookThisTour',
    contactLabel: 'askQuestions',
    includedHeading: 'included',
    artwork: 'grandPlace',
    geo: { lat: 50.8467, lon: 4.3525 },
  },
  {
    id: 'antwerp',
    pageId: 'tourAntwerp',
    country: 'BE',
    length: 'fullDay',
    durationHours: [8, 10],
    groupSize: GROUP,
    priceFromCents: 14000,
    rating: { value: 4.7, reviewCount: 92 },
    highlightIcons: ['church', 'gem', 'palette', 'train'],
    includedCount: 6,
    bookLabel: 'bookThisTour',
    contactLabel: 'askQuestions',
    includedHeading: 'tourHighlights',
    artwork: 'cathedral',
    geo: { lat: 51.2194, lon: 4.4025 },
  },
] satisfies Tour[]);

/** The tour shown on a page, if the page is a tour page. */
export function tourForPage(pageId: PageId): Tour | undefined {
  return tours.find((tour) => tour.pageId === pageId);
}
