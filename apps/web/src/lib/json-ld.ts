import {
  company,
  FROM_PRICE_CENTS,
  type Language,
  type PageId,
  pathFor,
  tourForPage,
} from '@spt/i18n-content';
import type { TFunction } from 'i18next';
import { SITE_URL } from './env';

// The structured data of the public pages (schema.org JSON-LD). The prerender writes it into each
// page's HTML, where crawlers read it; the browser's bundle never carries this code.

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

/**
 * The JSON-LD of a public page, escaped for a `<script type="application/ld+json">` element: the
 * business (LocalBusiness and TaxiService) and, on a tour page, the TouristTrip.
 */
export function pageJsonLd(pageId: PageId, lang: Language, t: TFunction): string {
  const graph = [...businessJsonLd(lang, t), tourJsonLd(pageId, lang, t)].filter(Boolean);
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}
