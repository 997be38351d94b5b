import { defineProductRules } from '@spt/pricing/rules';
import { defineVehicles, PricingError } from '@spt/pricing/vehicles';
import { z } from 'zod';
import {
  type BusinessConfig,
  type Dispatch,
  type MeetAndGreet,
  type Payments,
  TEXT_LANGUAGES,
  VEHICLE_CATEGORIES,
  VEHICLE_SHAPES,
} from './types.js';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

const CompanySchema = z.strictObject({
  name: text(80),
  shortName: text(12),
  legalName: text(120),
  phone: z
    .string()
    .regex(/^\+?[0-9 ()\-.]{6,30}$/, 'must be a phone number as shown: digits, spaces, +, ( ) -'),
  phoneE164: z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'must be an E.164 number such as +31201234567'),
  email: z.email('must be an email address'),
  address: z.strictObject({
    street: text(120),
    postalCode: text(16),
    city: text(80),
    country: text(80),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as NL'),
  }),
  chamberOfCommerce: z.string().regex(/^[0-9]{8}$/, 'must be the 8 digits of a KvK number'),
  founded: z.int().min(1900).max(new Date().getFullYear(), 'must not be in the future'),
  siteUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine(
      (url) => !url.endsWith('/') && new URL(url).pathname === '/',
      'must be an origin without a path or trailing slash',
    ),
  geo: z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
});

/** A whole number of cents or pieces, at least `least`. */
const count = (least: number) => z.int('must be a whole number').min(least, `must be at least ${least}`);

const VehicleSchema = z.strictObject({
  id: count(1),
  name: text(60),
  type: text(40),
  startPriceCents: count(0),
  perKmCents: count(0),
  perMinuteCents: count(0),
  minPriceCents: count(0),
  passengers: count(1),
  luggage: count(0),
  /** Optional: a vehicle without an hourly rate is not hired by the hour. */
  hourlyRateCents: count(1).optional(),
  display: z.strictObject({
    name: text(40),
    category: z.enum(VEHICLE_CATEGORIES),
    shape: z.enum(VEHICLE_SHAPES),
  }),
});

const LanguageSchema = z.enum(TEXT_LANGUAGES, {
  error: `must be one of the languages the site has texts for: ${TEXT_LANGUAGES.join(', ')}`,
});

const LanguageTexts = (max: number) =>
  z.strictObject(
    Object.fromEntries(TEXT_LANGUAGES.map((language) => [language, text(max)])) as Record<
      (typeof TEXT_LANGUAGES)[number],
      ReturnType<typeof text>
    >,
  );

const MonthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'must be a month and day, MM-DD');
const SeasonSchema = z.strictObject({ from: MonthDay, to: MonthDay });
const Hours = z.tuple([count(1), count(1)]).refine(([a, b]) => a <= b, 'must be [shortest, longest]');

const TourSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be the slug of the tour's English page"),
  pricePerPersonCents: count(1),
  durationHours: Hours,
  groupSize: Hours,
  season: SeasonSchema.optional(),
  seasonByYear: z.record(z.string().regex(/^\d{4}$/, 'must be a year'), SeasonSchema).optional(),
  destination: z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
});

const ProductsSchema = z
  .strictObject({
    hourly: z.strictObject({
      minimumHours: count(1),
      maximumHours: count(1).max(24, 'must be at most 24'),
      fullDayHours: count(1),
      includedKmPerHour: count(0),
    }),
    tours: z.array(TourSchema),
    extras: z.strictObject({
      childSeatCents: count(0),
      boosterSeatCents: count(0),
      nameSignCents: count(0),
    }),
    returnDiscountPercent: count(0).max(50, 'must be at most 50'),
  })
  .superRefine((products, ctx) => {
    // The pricing library's own check of the rules (hours in order, tour ids unique, among others).
    try {
      defineProductRules(products);
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
    }
  });

/** The zod schema of `business.config.ts`. */
export const BusinessSchema = z.strictObject({
  company: CompanySchema,
  vehicles: z
    .array(VehicleSchema)
    .min(1, 'must list at least one vehicle')
    .superRefine((vehicles, ctx) => {
      // The pricing library's own check of a vehicle list (ids unique, among others).
      try {
        defineVehicles(vehicles);
      } catch (error) {
        if (!(error instanceof PricingError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
      }
    }),
  products: ProductsSchema,
  languages: z
    .array(LanguageSchema)
    .min(1, 'must list at least one language, the default first')
    .refine((languages) => new Set(languages).size === languages.length, 'must not list a language twice')
    // Every page, route and mail exists in each of them; a site in fewer languages is not built yet.
    .refine(
      (languages) => TEXT_LANGUAGES.every((language) => languages.includes(language)),
      `must list every language the site has texts for (${TEXT_LANGUAGES.join(', ')}), the default first`,
    ),
  contactSubjects: z
    .record(
      z.string().regex(/^[a-z][a-zA-Z0-9]{0,30}$/, 'must be an id such as "general" (letters and digits)'),
      text(60),
    )
    .refine((subjects) => Object.keys(subjects).length > 0, 'must list at least one subject'),
});

/** The zod schema of `meetAndGreet` in `business.config.ts`. */
export const MeetAndGreetSchema = z.strictObject({
  airportWaitingMinutes: count(0).max(240, 'must be at most 240'),
  otherWaitingMinutes: count(0).max(240, 'must be at most 240'),
  meetingPoint: LanguageTexts(300).partial().optional(),
});

/** The zod schema of `dispatch` in `business.config.ts`. */
export const DispatchSchema = z.strictObject({
  turnaroundMinutes: count(0).max(240, 'must be at most 240'),
  units: z.record(
    z.string().regex(/^[1-9]\d{0,3}$/, "must be a vehicle's id"),
    z
      .array(z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'))
      .min(1, 'must list at least one unit')
      .max(50, 'must be at most 50 units'),
  ),
});

const Timing = z.enum(['later', 'atBooking', 'onConfirm'], {
  error: 'must be later, atBooking or onConfirm',
});

/** The zod schema of `payments` in `business.config.ts`. */
export const PaymentsSchema = z.strictObject({
  when: z.strictObject({ transfer: Timing, hourly: Timing, tour: Timing }),
  vatRatePercent: z.number().min(0).max(30, 'must be at most 30'),
  vatNumber: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/, 'must be a VAT identification number such as NL123456789B01'),
  paymentTermDays: count(0).max(120, 'must be at most 120'),
  iban: z
    .string()
    .regex(
      /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/,
      'must be an IBAN in capitals without spaces, e.g. NL91ABNA0417164300',
    )
    .refine(ibanChecks, 'must be an IBAN whose check digits are right'),
});

/** ISO 13616's check: the IBAN, rearranged and read as a number, is 1 modulo 97. */
function ibanChecks(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

/** A wrong value in the business configuration; the message names the key and what is wrong. */
export class BusinessConfigError extends Error {
  override readonly name = 'BusinessConfigError';
}

/**
 * Checks a business configuration and returns it, or throws a {@link BusinessConfigError} that names
 * every bad key, e.g. `business.config.ts: vehicles[0].perKmCents: expected an integer`.
 */
export function checkBusiness(config: unknown): BusinessConfig {
  return checked(BusinessSchema, config, []) as BusinessConfig;
}

/**
 * Checks the `meetAndGreet` export of business.config.ts, naming every bad key as `checkBusiness`
 * does (`meetAndGreet.meetingPoint.nl: must not be empty`).
 */
export function checkMeetAndGreet(value: unknown): MeetAndGreet {
  return checked(MeetAndGreetSchema, value, ['meetAndGreet']) as MeetAndGreet;
}

/**
 * Checks the `dispatch` export of business.config.ts against the vehicles (`dispatch.units.9: no such
 * vehicle`).
 */
export function checkDispatch(value: unknown, vehicleIds: readonly number[]): Dispatch {
  const checkedValue = checked(DispatchSchema, value, ['dispatch']) as Dispatch;
  const unknown = Object.keys(checkedValue.units).filter((id) => !vehicleIds.includes(Number(id)));
  if (unknown.length > 0) {
    throw new BusinessConfigError(
      `business.config.ts is not valid:\n${unknown.map((id) => `  dispatch.units.${id}: no such vehicle`).join('\n')}`,
    );
  }
  return checkedValue;
}

/** Checks the `payments` export of business.config.ts (`payments.when.tour: must be later, …`). */
export function checkPayments(value: unknown): Payments {
  return checked(PaymentsSchema, value, ['payments']) as Payments;
}

function checked(schema: z.ZodType, value: unknown, prefix: PropertyKey[]): unknown {
  const result = schema.safeParse(value);
  if (result.success) return value;
  const lines = result.error.issues.map(
    (issue) => `  ${keyPath([...prefix, ...issue.path]) || '(root)'}: ${issue.message}`,
  );
  throw new BusinessConfigError(`business.config.ts is not valid:\n${lines.join('\n')}`);
}

function keyPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}
