import {
  company,
  DEFAULT_LANGUAGE,
  FROM_PRICE_CENTS,
  LANGUAGES,
  type Language,
  type PageId,
  PRIVATE_ROUTES,
  type PrivatePageId,
  pathFor,
  tourForPage,
} from '@spt/i18n-content';
import type { TFunction } from 'i18next';
import { SITE_URL } from './env';

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', nl: 'nl_NL' };

const BUSINESS_ID = `${SITE_URL}/#business`;

/** The business as schema.org LocalBusiness offering a TaxiService. */
export function businessJsonLd(lang: Language, t: TFunction): object[] {
  return [
    {
      '@type': 'LocalBusiness',
      '@id': BUSINESS_ID,
      name: company.name,
      legalName: company.legalName,
      description: t('footer.blurb'),
      url: `${SITE_URL}${pathFor('home', lang)}`,
      telephone: company.phoneE164,
      email: company.email,
      foundingDate: String(company.founded),
      priceRange: '€€',
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressLocality: company.address.city,
        addressCountry: company.address.countryCode,
      },
      geo: { '@type': 'GeoCoordinates', latitude: company.geo.lat, longitude: company.geo.lon },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
      identifier: { '@type': 'PropertyValue', propertyID: 'KvK', value: company.chamberOfCommerce },
    },
    {
      '@type': 'TaxiService',
      name: t('meta.siteName'),
      provider: { '@id': BUSINESS_ID },
      areaServed: [
        { '@type': 'Country', name: 'Netherlands' },
        { '@type': 'Country', name: 'Belgium' },
      ],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: (FROM_PRICE_CENTS / 100).toFixed(2),
        description: t('home.hero.priceBadge'),
      },
    },
  ];
}

function tourJsonLd(pageId: PageId, lang: Language, t: TFunction): object | undefined {
  const tour = tourForPage(pageId);
  if (!tour) return undefined;
  const url = `${SITE_URL}${pathFor(pageId, lang)}`;
  return {
    '@type': 'TouristTrip',
    name: t(`tours.items.${tour.id}.title`),
    description: t(`tours.items.${tour.id}.tagline`),
    url,
    inLanguage: lang,
    provider: { '@id': BUSINESS_ID },
    itinerary: {
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: { '@type': 'Place', name: 'Schiphol Airport' } },
        {
          '@type': 'ListItem',
          position: 2,
          item: {
            '@type': 'Place',
            name: t(`tours.menu.${tour.id}`),
            geo: { '@type': 'GeoCoordinates', latitude: tour.geo.lat, longitude: tour.geo.lon },
          },
        },
      ],
    },
    offers: {
      '@type': 'Offer',
      price: (tour.priceFromCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      url,
      availability: 'https://schema.org/InStock',
      eligibleQuantity: {
        '@type': 'QuantitativeValue',
        minValue: tour.groupSize[0],
        maxValue: tour.groupSize[1],
        unitText: 'person',
      },
    },
  };
}

export interface HeadTags {
  meta: Record<string, string>[];
  links: Record<string, string>[];
  scripts: { type: string; children: string }[];
}

/** Title, description, canonical, hreflang alternates, Open Graph and JSON-LD of a page. */
export function pageHead(pageId: PageId, lang: Language, t: TFunction): HeadTags {
  const title = t(`meta.pages.${pageId}.title`);
  const description = t(`meta.pages.${pageId}.description`);
  const url = `${SITE_URL}${pathFor(pageId, lang)}`;
  const otherLocales = LANGUAGES.filter((l) => l !== lang).map((l) => OG_LOCALES[l]);
  const graph = [...businessJsonLd(lang, t), tourJsonLd(pageId, lang, t)].filter(Boolean);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: t('meta.siteName') },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: OG_LOCALES[lang] },
      ...otherLocales.map((content) => ({ property: 'og:locale:alternate', content })),
      { name: 'twitter:card', content: 'summary' },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...LANGUAGES.map((l) => ({ rel: 'alternate', hrefLang: l, href: `${SITE_URL}${pathFor(pageId, l)}` })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_URL}${pathFor(pageId, DEFAULT_LANGUAGE)}` },
    ],
    scripts: [
      {
        type: 'application/ld+json',
        children: JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(
          /</g,
          '\\u003c',
        ),
      },
    ],
  };
}

/** The translation keys of each private page's title and description. */
const PRIVATE_META: Record<PrivatePageId, string> = { manageBooking: 'manage.meta' };

/**
 * The head of a private page (a customer's own booking, reached by the link in their mail): title,
 * description, canonical to itself and its language alternates, and `noindex, nofollow`, so search
 * engines neither list it nor follow its links. No Open Graph or JSON-LD: it is not for sharing.
 */
export function privatePageHead(pageId: PrivatePageId, lang: Language, t: TFunction): HeadTags {
  const route = PRIVATE_ROUTES.find((r) => r.id === pageId);
  if (!route) throw new RangeError(`Unknown private page id: ${pageId}`);
  const prefix = PRIVATE_META[pageId];
  return {
    meta: [
      { title: t(`${prefix}.title`) },
      { name: 'description', content: t(`${prefix}.description`) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
    links: [
      { rel: 'canonical', href: `${SITE_URL}${route[lang]}` },
      ...LANGUAGES.map((l) => ({ rel: 'alternate', hrefLang: l, href: `${SITE_URL}${route[l]}` })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE_URL}${route[DEFAULT_LANGUAGE]}` },
    ],
    scripts: [],
  };
}
