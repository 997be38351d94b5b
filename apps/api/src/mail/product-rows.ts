import { meetAndGreet } from '@spt/business';
import type { Locale } from '@spt/contracts';
import { displayPhone } from '@spt/contracts/phone';
import { formatEuros, tours, translations } from '@spt/i18n-content';
import { formatDate, type Paragraph, type Row } from './render.js';

/** The product texts of the booking mails and calendar files, by language. */
export const PRODUCT_LABELS = {
  en: {
    booking: 'Booking',
    products: {
      transfer: 'Transfer',
      returnTransfer: 'Return transfer (there and back)',
      hourly: 'Chauffeur by the hour',
      tour: 'Private tour',
    },
    tour: 'Tour',
    hours: 'Hours',
    hoursValue: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    hoursBilled: (billed: number) => `${billed} hours billed (the minimum)`,
    asDirected: 'As directed (no fixed destination)',
    outbound: 'Outbound ride',
    returnRide: 'Return ride',
    returnFlight: 'Flight (return)',
    childSeats: 'Child seats',
    boosterSeats: 'Booster seats',
    nameSign: 'Name sign',
    passenger: 'Travelling passenger',
    meetingPoint: 'Meeting point',
    freeWaiting: 'Free waiting time',
    airportWaiting: (minutes: number) => `up to ${minutes} minutes after your flight lands`,
    duration: 'Duration',
    returnPrice: 'Price of the return ride',
    total: 'Total price (incl. VAT)',
    manageReturn: 'Your return ride, to see or cancel on its own:',
    manageReturnAction: 'Manage your return ride',
  },
  nl: {
    booking: 'Boeking',
    products: {
      transfer: 'Transfer',
      returnTransfer: 'Retourtransfer (heen en terug)',
      hourly: 'Chauffeur per uur',
      tour: 'Privétour',
    },
    tour: 'Tour',
    hours: 'Aantal uren',
    hoursValue: (hours: number) => `${hours} uur`,
    hoursBilled: (billed: number) => `${billed} uur in rekening gebracht (het minimum)`,
    asDirected: 'Naar wens (geen vaste bestemming)',
    outbound: 'Heenrit',
    returnRide: 'Terugrit',
    returnFlight: 'Vluchtnummer (terugreis)',
    childSeats: 'Kinderzitjes',
    boosterSeats: 'Zittingverhogers',
    nameSign: 'Naambordje',
    passenger: 'Reiziger',
    meetingPoint: 'Ontmoetingspunt',
    freeWaiting: 'Gratis wachttijd',
    airportWaiting: (minutes: number) => `tot ${minutes} minuten na de landing van uw vlucht`,
    duration: 'Duur',
    returnPrice: 'Prijs van de terugrit',
    total: 'Totaalprijs (incl. btw)',
    manageReturn: 'Uw terugrit apart bekijken of annuleren:',
    manageReturnAction: 'Uw terugrit beheren',
  },
} as const;

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
export function tourName(slug: string, locale: Locale): string {
  const tour = tours.find((candidate) => candidate.slug === slug);
  return tour ? translations[locale].tours.items[tour.id].title : slug;
}

/** The product's name in a language: "Return transfer (there and back)", "Chauffeur by the hour". */
export function productName(facts: ProductFacts, locale: Locale): string {
  const names = PRODUCT_LABELS[locale].products;
  const product = facts.product ?? 'transfer';
  return product === 'transfer' && facts.isReturnTrip ? names.returnTransfer : names[product];
}

/** The destination as the customer reads it: hire without one is "as directed". */
export function destinationText(destination: string, locale: Locale): string {
  return destination.trim() === '' ? PRODUCT_LABELS[locale].asDirected : destination;
}

/** The rows that say what was booked: product, tour or hours, and only the extras asked for. */
export function productRows(facts: ProductFacts, locale: Locale): Row[] {
  const l = PRODUCT_LABELS[locale];
  const rows: Row[] = [[l.booking, productName(facts, locale)]];
  if (facts.tour) rows.push([l.tour, tourName(facts.tour, locale)]);
  if (facts.product === 'hourly' && facts.hours) {
    const billed = facts.hoursBilled ?? facts.hours;
    rows.push([
      l.hours,
      `${l.hoursValue(facts.hours)}${billed > facts.hours ? `; ${l.hoursBilled(billed)}` : ''}`,
    ]);
  }
  return rows;
}

/** The rows of the extras and the travelling passenger (each only when given); the notes are a quote apart. */
export function extrasRows(facts: ProductFacts, locale: Locale): Row[] {
  const l = PRODUCT_LABELS[locale];
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

/** The meet-and-greet rows of a pickup at an airport for a flight: where, and how long the driver waits for free. */
export function meetingRows(meetAtArrivals: boolean, locale: Locale): Row[] {
  const l = PRODUCT_LABELS[locale];
  const promise = meetAndGreet;
  if (!meetAtArrivals) return [];
  return [
    [l.meetingPoint, promise.meetingPoint[locale]],
    [l.freeWaiting, l.airportWaiting(promise.airportWaitingMinutes)],
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
  locale: Locale,
): Row[] {
  const l = PRODUCT_LABELS[locale];
  return [
    [l.returnRide, `${leg.reference}: ${formatDate(leg.date, locale)} ${leg.time} (${zone})`],
    ...(leg.flightNumber ? ([[l.returnFlight, leg.flightNumber]] as Row[]) : []),
    ...meetingRows(leg.meetAtArrivals, locale),
    [l.returnPrice, formatEuros(leg.finalPriceCents, locale, { cents: 'always' })],
  ];
}

/** A paragraph with the manage link of the way back. */
export function returnManageParagraph(url: string, locale: Locale): Paragraph[] {
  const l = PRODUCT_LABELS[locale];
  return /^https?:\/\//.test(url)
    ? [{ text: l.manageReturn, url, action: l.manageReturnAction, secondary: true }]
    : [];
}
