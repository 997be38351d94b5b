/** The business's public details, shown on every page. One object; an operator overrides it with {@link defineCompany}. */
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
  readonly geo: { readonly lat: number; readonly lon: number };
}

/** Placeholder details until the business supplies its own. */
export const company: Company = Object.freeze({
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
});

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * The company details with an operator's overrides applied (nested objects are merged).
 *
 * @example
 * defineCompany({ phone: '+31 20 765 4321', phoneE164: '+31207654321' }).phone // '+31 20 765 4321'
 */
export function defineCompany(overrides: DeepPartial<Company>): Company {
  return Object.freeze({
    ...company,
    ...overrides,
    address: { ...company.address, ...overrides.address },
    geo: { ...company.geo, ...overrides.geo },
  }) as Company;
}

/**
 * The values any text may name, for every i18next instance's `interpolation.defaultVariables`: the
 * company's name is written `{{company}}` in the dictionaries and comes from {@link company}.
 */
export const TEXT_VARIABLES: Readonly<{ company: string }> = Object.freeze({ company: company.name });
