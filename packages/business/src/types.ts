import type { ProductRules } from '@spt/pricing/rules';
import type { Vehicle } from '@spt/pricing/vehicles';

import type { TEXT_LANGUAGES } from './text-languages.generated.js';

export { TEXT_LANGUAGES } from './text-languages.generated.js';

/** A language the site has texts for. */
export type Language = (typeof TEXT_LANGUAGES)[number];

/** The business's public details, shown on every page, in mails and in the structured data. */
export interface Company {
  readonly name: string;
  /** A short name where space is scarce (a phone's home screen). */
  readonly shortName: string;
  readonly legalName: string;
  /** Display form of the phone number. */
  readonly phone: string;
  /** The same number for tel: links (E.164). */
  readonly phoneE164: string;
  readonly email: string;
  readonly address: {
    readonly street: string;
    readonly postalCode: string;
    readonly city: string;
    readonly country: string;
    /** ISO 3166-1 alpha-2 country code. */
    readonly countryCode: string;
  };
  /** Chamber of commerce (KvK) registration number. */
  readonly chamberOfCommerce: string;
  readonly founded: number;
  /** The site's public origin, without a trailing slash (canonical links, sitemap, JSON-LD). */
  readonly siteUrl: string;
  /** Where the business is, for the map and the structured data. */
  readonly geo: { readonly lat: number; readonly lon: number };
}

/** The body shapes the fleet artwork draws. */
export const VEHICLE_SHAPES = ['sedan', 'wagon', 'van', 'limousine', 'minibus', 'coach'] as const;
export type VehicleShape = (typeof VEHICLE_SHAPES)[number];

/** The fleet selector's vehicle categories; each is a text under `fleet.types`. */
export const VEHICLE_CATEGORIES = ['saloon', 'station', 'minivan', 'sClass', 'minibus'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

/** A bookable vehicle: its tariff and capacity (as `@spt/pricing` quotes them) and how the site shows it. */
export interface BusinessVehicle extends Vehicle {
  readonly display: {
    /** The fleet selector's name, shorter than the booking name ("V 250" for "V 250 D Avantgarde"). */
    readonly name: string;
    readonly category: VehicleCategory;
    readonly shape: VehicleShape;
  };
}

/**
 * What the business promises a traveller met at arrivals, and how long the driver waits for free.
 * The meeting point is told in the customer's language.
 */
export interface MeetAndGreet {
  /** Free waiting time after landing at an airport pickup with a flight number. */
  readonly airportWaitingMinutes: number;
  /** Free waiting time after the pickup time everywhere else. */
  readonly otherWaitingMinutes: number;
  /**
   * Where the driver meets the traveller at an airport, by language, where the business words it
   * otherwise than its language folder does (`product.meetingPlace` in texts/<code>/mail.ts).
   */
  readonly meetingPoint?: Readonly<Partial<Record<Language, string>>>;
}

/**
 * The fleet as the operators plan it: the units (cars) of each vehicle of the config, and the time a
 * car and its driver need between two rides.
 */
export interface Dispatch {
  /** Minutes after a ride's end before the same car or driver can start the next one. */
  readonly turnaroundMinutes: number;
  /**
   * The cars of each vehicle by the vehicle's id, e.g. their plates: `{ 4: ['S 580 · G-123-XX'] }`. A
   * vehicle not listed has one unit, named after it.
   */
  readonly units: Readonly<Record<number, readonly string[]>>;
}

/**
 * Online payment and invoicing: when each product is paid (with a Mollie key set; without one
 * everything is paid `later`), the VAT rate in the prices, and the business's VAT number.
 */
export interface Payments {
  /** When the customer of each product pays online: `later`, `atBooking` or `onConfirm`. */
  readonly when: Readonly<Record<'transfer' | 'hourly' | 'tour', 'later' | 'atBooking' | 'onConfirm'>>;
  /** The VAT rate every price includes, in percent (passenger transport in the Netherlands: 9). */
  readonly vatRatePercent: number;
  /** The business's VAT identification number, printed on every invoice (e.g. NL123456789B01). */
  readonly vatNumber: string;
  /** Days a company on account has to pay its monthly invoice, unless its own term says otherwise. */
  readonly paymentTermDays: number;
  /** The account invoices are paid into, printed on them (IBAN). */
  readonly iban: string;
}

/** The rules of hire by the hour, the tours, the extras and return trips. */
export type BusinessProducts = ProductRules;

/** The whole business configuration: what `business.config.ts` at the repository's root exports. */
export interface BusinessConfig {
  readonly company: Company;
  /** The bookable vehicles, in display order. */
  readonly vehicles: readonly BusinessVehicle[];
  /** Return trips, hire by the hour, the day tours and the extras (prices in cents). */
  readonly products: BusinessProducts;
  /** The site's languages, the default first: every one of {@link TEXT_LANGUAGES}, in any order. */
  readonly languages: readonly [Language, ...Language[]];
  /**
   * The contact form's subjects by id, in the form's order, with their text in every language. The
   * operator reads the English text in each message, whatever the page's language.
   */
  readonly contactSubjects: Readonly<Record<string, string>>;
}
