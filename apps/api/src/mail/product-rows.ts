import { business, meetAndGreet } from '@spt/business';
import { localeOf } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { formatEuros, type Language, tours, translations } from '@spt/i18n-content';
import { mailTexts } from '@spt/i18n-content/mail';
import { formatDate, type Paragraph, type Row } from './render.js';

/**
 * A booked vehicle's type in the mail's language, as the site names it ("Limousine" in German for
 * the E 350 Sedan, whose tariff type is "Saloon"); the stored type for a vehicle no longer in the
 * fleet.
 *
 * @example
 * vehicleTypeText('E 350 Sedan', 'Saloon', 'de'); // 'Limousine'
 */
export function vehicleTypeText(vehicleName: string, storedType: string, language: Language): string {
  const vehicle = business.vehicles.find((candidate) => candidate.name === vehicleName);
  return vehicle ? translations[language].fleet.types[vehicle.display.category] : storedType;
}

/** What a booking says of its product (the fields of the booking mail and the stored booking). */
export interface ProductFacts {
  product?: 'transfer' | 'hourly' | 'tour' | undefined;
  hours?: number | null | undefined;
  hoursBilled?: number | null | undefined;
  tour?: string | null | undefined;
  extras?: { childSeats: number; boosterSeats: number; nameSign?: string | undefined } | null | undefined;
  notes?: string | null | undefined;
  passenger?: { name: string; phone: string } | null | undefined;
  /** Whether the booking has (or is) a way back. */
  isReturnTrip?: boolean | undefined;
}

/**
 * The tour's name in a language, from the tour pages' texts ("Giethoorn Day Tour").
 *
 * @example
 * tourName('zaanse-schans', 'nl'); // 'Dagtour Zaanse Schans'
 */
export function tourName(slug: string, locale: Language): string {
  const tour = tours.find((candidate) => candidate.slug === slug);
  return tour ? translations[locale].tours.items[tour.id].title : slug;
}

/**
 * The product's name in a language: "Return transfer (there and back)", "Chauffeur by the hour"
 * (in English for a language the site no longer speaks).
 */
export function productName(facts: ProductFacts, locale: Language): string {
  const names = mailTexts[localeOf(locale)].product.products;
  const product = facts.product ?? 'transfer';
  return product === 'transfer' && facts.isReturnTrip ? names.returnTransfer : names[product];
}

/** The destination as the customer reads it: hire without one is "as directed". */
export function destinationText(destination: string, locale: Language): string {
  return destination.trim() === '' ? mailTexts[localeOf(locale)].product.asDirected : destination;
}

/** The rows that say what was booked: product, tour or hours, and only the extras asked for. */
export function productRows(facts: ProductFacts, language: Language): Row[] {
  const l = mailTexts[language].product;
  const rows: Row[] = [[l.booking, productName(facts, language)]];
  if (facts.tour) rows.push([l.tour, tourName(facts.tour, language)]);
  if (facts.product === 'hourly' && facts.hours) {
    const billed = facts.hoursBilled ?? facts.hours;
    rows.push([
      l.hours,
      `${l.hoursValue({ hours: facts.hours })}${billed > facts.hours ? `; ${l.hoursBilled({ hours: billed })}` : ''}`,
    ]);
  }
  return rows;
}

/** The rows of the extras and the travelling passenger (each only when given); the notes are a quote apart. */
export function extrasRows(facts: ProductFacts, language: Language): Row[] {
  const l = mailTexts[language].product;
  const rows: Row[] = [];
  if (facts.extras?.childSeats) rows.push([l.childSeats, String(facts.extras.childSeats)]);
  if (facts.extras?.boosterSeats) rows.push([l.boosterSeats, String(facts.extras.boosterSeats)]);
  if (facts.extras?.nameSign) rows.push([l.nameSign, facts.extras.nameSign]);
  if (facts.passenger) {
    rows.push([l.passenger, `${facts.passenger.name}, ${displayPhone(facts.passenger.phone)}`]);
  }
  return rows;
}

/**
 * The customer's notes for the operator's mail, quoted line by line under their label: typed text may
 * span lines, and no line of it may pass for one of the mail's own fields ("Fixed price: €1"). The
 * customer's own mail leaves them out: anyone can book with another's address, and the business's
 * mail must not carry a stranger's message to it (the manage page shows the notes to the customer).
 */
export function notesParagraphs(notes: string | null | undefined): Paragraph[] {
  return notes ? ['Notes, as typed by the customer:', { quote: notes }] : [];
}

/**
 * Where the driver meets a traveller at an airport, in `language`: the business's own words from
 * business.config.ts where it gives them for that language, else the language folder's.
 */
export function meetingPointText(language: Language): string {
  return meetAndGreet.meetingPoint?.[language] ?? mailTexts[language].product.meetingPlace;
}

/** The meet-and-greet rows of a pickup at an airport for a flight: where, and how long the driver waits for free. */
export function meetingRows(meetAtArrivals: boolean, language: Language): Row[] {
  const l = mailTexts[language].product;
  if (!meetAtArrivals) return [];
  return [
    [l.meetingPoint, meetingPointText(language)],
    [l.freeWaiting, l.airportWaiting({ minutes: meetAndGreet.airportWaitingMinutes })],
  ];
}

/** The way back of a return trip, as rows: its reference, date and time, flight, meeting point and price. */
export function returnRows(
  leg: {
    reference: string;
    date: string;
    time: string;
    flightNumber: string;
    finalPriceCents: number;
    meetAtArrivals: boolean;
  },
  zone: string,
  language: Language,
): Row[] {
  const l = mailTexts[language].product;
  return [
    [l.returnRide, `${leg.reference}: ${formatDate(leg.date, language)} ${leg.time} (${zone})`],
    ...(leg.flightNumber ? ([[l.returnFlight, leg.flightNumber]] as Row[]) : []),
    ...meetingRows(leg.meetAtArrivals, language),
    [l.returnPrice, formatEuros(leg.finalPriceCents, language, { cents: 'always' })],
  ];
}

/** A paragraph with the manage link of the way back. */
export function returnManageParagraph(url: string, language: Language): Paragraph[] {
  const l = mailTexts[language].product;
  return /^https?:\/\//.test(url)
    ? [{ text: l.manageReturn, url, action: l.manageReturnAction, secondary: true }]
    : [];
}
