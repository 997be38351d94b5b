// The business's configuration: the one place to change the company's details, the vehicles and
// their rates, the site's languages and the contact form's subjects. The build checks every value
// (a wrong one stops it with the key named) and the server checks them again when it starts. After
// a change, `pnpm start` rebuilds the site, the quote API, the fare check and the mails together.
// The defaults are the values of the product specification (docs: README.md, "Operating the site").
import { defineBusiness, SPEC_HOURLY, specTour, specVehicle } from './packages/business/src/define';
import type { Dispatch, MeetAndGreet, Payments } from './packages/business/src/types';

export default defineBusiness({
  company: {
    name: 'Schiphol Premium Taxi',
    shortName: 'Premium Taxi',
    legalName: 'Schiphol Premium Taxi B.V.',
    phone: '+31 20 123 4567',
    phoneE164: '+31201234567',
    email: 'info@schipholpremiumtaxi.nl',
    address: {
      street: 'Stationsplein 10',
      postalCode: '1118 AX',
      city: 'Schiphol',
      country: 'Nederland',
      countryCode: 'NL',
    },
    chamberOfCommerce: '81234567',
    founded: 2020,
    siteUrl: 'https://www.schipholpremiumtaxi.nl',
    geo: { lat: 52.3094, lon: 4.7622 },
  },

  // In display order. `specVehicle(id)` is the specification's vehicle: its name, type, rates in
  // euro cents (start, per km, per minute, minimum, per hour of hire) and its seats and luggage. Change one by writing
  // it after the spread, e.g. `{ ...specVehicle(1), perKmCents: 230, display: … }`.
  vehicles: [
    { ...specVehicle(1), display: { name: 'E 350 Sedan', category: 'saloon', shape: 'sedan' } },
    { ...specVehicle(2), display: { name: 'E 450 Wagon', category: 'station', shape: 'wagon' } },
    { ...specVehicle(3), display: { name: 'V 250', category: 'minivan', shape: 'van' } },
    { ...specVehicle(4), display: { name: 'S 580 Sedan', category: 'sClass', shape: 'limousine' } },
    { ...specVehicle(5), display: { name: 'Sprinter 519', category: 'minibus', shape: 'minibus' } },
    { ...specVehicle(6), display: { name: 'IVECO Daily', category: 'minibus', shape: 'coach' } },
  ],

  // What the site sells besides the one-way transfer. Amounts in euro cents.
  products: {
    // Hire by the hour: billed at least `minimumHours`; a full day is `fullDayHours`. Kilometres beyond
    // `includedKmPerHour` per hour billed are charged at the vehicle's per-km rate after the ride.
    hourly: { ...SPEC_HOURLY },
    // The day tours, by the slug of their English page. `specTour(id)` is the specification's tour
    // (price per person, hours, group size, season); Keukenhof sets its dates each year: add them as
    // `seasonByYear: { '2027': { from: '03-18', to: '05-09' } }`. A tour costs its price per person
    // times the group in any vehicle that seats the group (the S-Class included).
    tours: [
      specTour('giethoorn'),
      specTour('bruges'),
      specTour('keukenhof'),
      specTour('marken'),
      specTour('volendam'),
      specTour('zaanse-schans'),
      specTour('brussels'),
      specTour('antwerp'),
    ],
    // Child seats and boosters ("on request"), and the name sign at arrivals, per ride.
    extras: { childSeatCents: 0, boosterSeatCents: 0, nameSignCents: 0 },
    // Percent off the way back of a return trip. Each leg keeps its own price, so a customer who
    // cancels the outbound leg keeps the discounted way back: until a cancelled leg reprices the other,
    // leave this at 0.
    returnDiscountPercent: 0,
  },

  // The site's languages, the default first.
  languages: ['en', 'nl', 'de', 'fr'],

  // The contact form's subjects, in the form's order, with the English text the operator reads in each
  // message. Each language's texts word the same ids (packages/i18n-content: contact.form.subjects).
  contactSubjects: {
    general: 'General Inquiry',
    booking: 'Booking Request',
    business: 'Business Transfer',
    airport: 'Airport Service',
    city: 'City Transfer',
    complaint: 'Complaint',
    feedback: 'Feedback',
    other: 'Other',
  },
});

// What the Services page promises a traveller met at arrivals: how long the driver waits for free at
// an airport and elsewhere. Where the driver waits at an airport is told in the customer's language,
// in the mails and on their booking page, in each language folder's words (`product.meetingPlace` in
// packages/i18n-content/src/texts/<code>/mail.ts); to word it otherwise for a language, add
// `meetingPoint: { nl: '…' }` here. The server alone reads it, so it never weighs on a page's first load.
export const meetAndGreet: MeetAndGreet = {
  airportWaitingMinutes: 60,
  otherWaitingMinutes: 15,
};

// The fleet as the operators plan it. `units`: the cars of each vehicle by its id above (e.g. their
// plates); a vehicle not listed has one car, named after it. `turnaroundMinutes`: the time a car and
// its driver need after a ride before the next one starts (the console warns of overlaps). The
// server alone reads it.
export const dispatch: Dispatch = {
  turnaroundMinutes: 30,
  units: {},
};

// Online payment (on once MOLLIE_API_KEY is set; README "Payments and invoices") and invoicing.
// `when`: per product, when the customer pays online: `atBooking` (the booking wizard sends them to
// the checkout), `onConfirm` (the confirmation mail and their booking page carry a pay link) or
// `later` (the driver or a bank transfer). Every price includes VAT at `vatRatePercent` (passenger
// transport in the Netherlands: 9 %); `vatNumber` is printed on every invoice; `paymentTermDays` is
// how long a company on account has to pay its monthly invoice, into `iban`. The server alone reads it.
export const payments: Payments = {
  when: { transfer: 'onConfirm', hourly: 'onConfirm', tour: 'atBooking' },
  vatRatePercent: 9,
  vatNumber: 'NL862345678B01',
  paymentTermDays: 14,
  iban: 'NL91ABNA0417164300',
};
