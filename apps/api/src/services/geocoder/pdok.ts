import type { Language, NominatimResult } from '@spt/geo-search';
import { type FeatureType, type Gazetteer, loadGazetteer } from '@spt/geo-search/gazetteer';
import { z } from 'zod';
import { upstreamPlaceId } from './place-id.js';
import { boxAround, dutchPostcode, isCoordinate, joinSegments } from './result-parts.js';
import { TtlCache } from './ttl-cache.js';
import type { UpstreamAdapter } from './types.js';
import { UpstreamError } from './upstream.js';

/**
 * PDOK Locatieserver (the Dutch government's address search over the BAG): no key, fair use.
 * Licence of the BAG data it serves, as we read PDOK's and Kadaster's pages.
 */
export const PDOK_LICENCE = 'Data: Kadaster / PDOK Locatieserver (BAG), CC0 1.0';

/** The Locatieserver object types a ride can start or end at, by our `featuretype`. */
const TYPES_BY_FEATURE: Readonly<Record<FeatureType | 'any', readonly PdokType[]>> = {
  any: ['adres', 'postcode', 'weg', 'woonplaats'],
  city: ['adres', 'postcode', 'weg', 'woonplaats'],
  settlement: ['woonplaats'],
  state: [],
  country: [],
};

type PdokType = 'adres' | 'postcode' | 'weg' | 'woonplaats';

/** Suggestions looked up per search: each costs a `lookup` call (cached per id). */
const MAX_LOOKUPS = 6;
const LOOKUP_CACHE_ENTRIES = 5000;
const LOOKUP_CACHE_TTL_MS = 24 * 60 * 60_000;

/** One suggestion: `suggest` answers the id, type, display name and score of each match. */
const SuggestDocSchema = z.looseObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/), type: z.string() });

/**
 * Both endpoints answer Solr's envelope: `response.docs` (and `numFound`, `start`, …); `suggest` adds
 * `highlighting` and `spellcheck`, which we do not read.
 */
const SolrAnswerSchema = z.looseObject({
  response: z.looseObject({ docs: z.array(z.unknown()) }),
});

/** The fields of a `lookup` document we read; which are present depends on the type. */
const LookupDocSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  centroide_ll: z.string(),
  straatnaam: z.string().optional(),
  huisnummer: z.number().int().optional(),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  huis_nlt: z.string().optional(),
  postcode: z.string().optional(),
  woonplaatsnaam: z.string().optional(),
  gemeentenaam: z.string().optional(),
  provincienaam: z.string().optional(),
});

export type PdokDoc = z.infer<typeof LookupDocSchema>;

/** How a Locatieserver type reads as a Nominatim result; `importance` before the position is taken off. */
interface Shape {
  class: string;
  type: string;
  addresstype: string;
  rank: number;
  importance: number;
  extentDeg: number;
}

const SHAPES: Readonly<Record<PdokType, Shape>> = {
  adres: {
    class: 'place',
    type: 'house',
    addresstype: 'place',
    rank: 30,
    importance: 0.2,
    extentDeg: 0.0005,
  },
  postcode: {
    class: 'place',
    type: 'postcode',
    addresstype: 'postcode',
    rank: 25,
    importance: 0.2,
    extentDeg: 0.002,
  },
  weg: {
    class: 'highway',
    type: 'residential',
    addresstype: 'road',
    rank: 26,
    importance: 0.25,
    extentDeg: 0.005,
  },
  woonplaats: {
    class: 'place',
    type: 'village',
    addresstype: 'village',
    rank: 19,
    importance: 0.4,
    extentDeg: 0.02,
  },
};

/** The country's name when the gazetteer's names cannot be had (it failed to load). */
const COUNTRY_FALLBACK: Readonly<Record<Language, string>> = {
  nl: 'Nederland',
  en: 'Netherlands',
  de: 'Niederlande',
  fr: 'Pays-Bas',
};

/**
 * The gazetteer, for the country's and the province's names in the answer's language (Nordholland,
 * Pays-Bas): PDOK writes them in Dutch. `null` when it cannot load: the names stay as PDOK wrote them.
 */
function namesSource(): Pick<Gazetteer, 'countryName' | 'subdivisionName'> | null {
  try {
    return loadGazetteer();
  } catch {
    return null;
  }
}

function isPdokType(type: string): type is PdokType {
  return Object.hasOwn(SHAPES, type);
}

/**
 * `POINT(lon lat)`, the WKT of `centroide_ll` (WGS 84), as `[lat, lon]` strings; `null` when it is not
 * one.
 *
 * @example
 * parseWktPoint('POINT(4.89803 52.37714)'); // ['52.37714', '4.89803']
 */
export function parseWktPoint(wkt: string): [string, string] | null {
  const match = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i.exec(wkt);
  if (!match?.[1] || !match[2]) return null;
  return isCoordinate(Number(match[2]), Number(match[1])) ? [match[2], match[1]] : null;
}

/**
 * The house number as written: number, letter and addition ("13A-1"); `huis_nlt` when the parts are
 * missing.
 *
 * @example
 * houseNumber({ huisnummer: 13, huisletter: 'A', huisnummertoevoeging: '1' }); // '13A-1'
 */
export function houseNumber(
  doc: Pick<PdokDoc, 'huisnummer' | 'huisletter' | 'huisnummertoevoeging' | 'huis_nlt'>,
): string | undefined {
  if (doc.huisnummer === undefined) return doc.huis_nlt?.trim() || undefined;
  const addition = doc.huisnummertoevoeging?.trim();
  return `${doc.huisnummer}${doc.huisletter?.trim() ?? ''}${addition ? `-${addition}` : ''}`;
}

/**
 * A Locatieserver `lookup` document as a Nominatim result, Dutch style: "Damrak 1, 1012 LG Amsterdam,
 * Noord-Holland, Nederland" (the municipality named too when it differs from the town). The province
 * and the country are written in `language` as the gazetteer names them ("Damrak 1, 1012 LG
 * Amsterdam, Nordholland, Niederlande"); street, town and municipality stay as the BAG has them, the
 * address's own names. `position` is its place in the suggestions, kept in `importance`. `null` for a
 * type we do not ask for or a document without its point or its names.
 *
 * @example
 * pdokResult({ id: 'adr-…', type: 'adres', centroide_ll: 'POINT(4.89803 52.37714)', straatnaam: 'Damrak',
 *   huisnummer: 1, postcode: '1012LG', woonplaatsnaam: 'Amsterdam', gemeentenaam: 'Amsterdam',
 *   provincienaam: 'Noord-Holland' }, 0, 'nl')?.address;
 * // { road: 'Damrak', house_number: '1', postcode: '1012 LG', city: 'Amsterdam', municipality: 'Amsterdam',
 * //   state: 'Noord-Holland', country: 'Nederland', country_code: 'nl' }
 */
export function pdokResult(doc: PdokDoc, position: number, language: Language): NominatimResult | null {
  const { type } = doc;
  const point = parseWktPoint(doc.centroide_ll);
  const town = doc.woonplaatsnaam?.trim();
  if (!isPdokType(type) || !point || !town) return null;
  const shape = SHAPES[type];
  const road = doc.straatnaam?.trim();
  const number = houseNumber(doc);
  const postcode = doc.postcode ? dutchPostcode(doc.postcode) : undefined;
  const head = headSegments(type, { road, number, postcode, town });
  if (!head) return null;
  const municipality = doc.gemeentenaam?.trim();
  const names = namesSource();
  const province = doc.provincienaam?.trim();
  const state = province && (names?.subdivisionName(province, language, 'NL') ?? province);
  const country = names?.countryName('NL', language) ?? COUNTRY_FALLBACK[language];
  const [lat, lon] = point;
  return {
    place_id: upstreamPlaceId('pdok', doc.id),
    licence: PDOK_LICENCE,
    lat,
    lon,
    class: shape.class,
    type: shape.type,
    place_rank: shape.rank,
    importance: Number((shape.importance - position / 1000).toFixed(4)),
    addresstype: shape.addresstype,
    name: head[0],
    display_name: joinSegments([...head, municipality === town ? undefined : municipality, state, country]),
    address: {
      ...(type === 'woonplaats' ? { village: town } : { road, city: town }),
      ...(type === 'adres' ? { house_number: number } : {}),
      ...(postcode && type !== 'weg' ? { postcode } : {}),
      ...(municipality ? { municipality } : {}),
      ...(state ? { state } : {}),
      country,
      country_code: 'nl',
    },
    boundingbox: boxAround(Number(lat), Number(lon), shape.extentDeg),
  };
}

/**
 * The first segments of a result's display name, its own name first: "Damrak 1", "1012 LG Amsterdam"
 * for an address; `null` when the document lacks a part its type needs.
 */
function headSegments(
  type: PdokType,
  { road, number, postcode, town }: { road?: string; number?: string; postcode?: string; town: string },
): [string, ...string[]] | null {
  const townLine = postcode ? `${postcode} ${town}` : town;
  switch (type) {
    case 'adres':
      return road && number ? [`${road} ${number}`, townLine] : null;
    case 'postcode':
      return postcode && road ? [postcode, road, town] : null;
    case 'weg':
      return road ? [road, town] : null;
    case 'woonplaats':
      return [town];
  }
}

/** `base` without a trailing slash or endpoint, so `suggest` and `lookup` can follow it. */
function serviceBase(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/(?:suggest|lookup|free)$/, '');
}

/**
 * The PDOK Locatieserver adapter (the Netherlands only): the documented type-ahead `suggest`
 * (`fq=type:(adres OR postcode OR weg OR woonplaats)`, `rows`), then `lookup?id=` for each of the top
 * suggestions, in parallel and cached per id, for its point (`centroide_ll`) and address parts.
 * At most 5 searches a second (a burst of 5): PDOK names no number for its fair use, and a search
 * costs up to MAX_LOOKUPS + 1 calls.
 *
 * @example
 * createUpstream(pdokAdapter('https://api.pdok.nl/bzk/locatieserver/search/v3_1'), app.log);
 */
export function pdokAdapter(url: string): UpstreamAdapter {
  const base = serviceBase(url);
  const lookups = new TtlCache<PdokDoc | null>(LOOKUP_CACHE_ENTRIES, LOOKUP_CACHE_TTL_MS);
  return {
    name: 'pdok',
    rate: { burst: 5, perSecond: 5 },
    countries: ['nl'],
    async search(search, http) {
      const types = TYPES_BY_FEATURE[search.featureType ?? 'any'];
      if (types.length === 0) return [];
      const rows = Math.min(search.limit, MAX_LOOKUPS);
      const suggestUrl = new URL(`${base}/suggest`);
      suggestUrl.searchParams.set('q', search.query);
      suggestUrl.searchParams.set('fq', `type:(${types.join(' OR ')})`);
      suggestUrl.searchParams.set('rows', String(rows));
      const answer = SolrAnswerSchema.safeParse(await http.getJson(suggestUrl));
      if (!answer.success) throw new UpstreamError('bad-answer');
      const ids = answer.data.response.docs
        .flatMap((item) => {
          const doc = SuggestDocSchema.safeParse(item);
          const type = doc.data?.type ?? '';
          return doc.success && isPdokType(type) && types.includes(type) ? [doc.data.id] : [];
        })
        .slice(0, rows);
      const lookup = async (id: string): Promise<PdokDoc | null> => {
        const cached = lookups.get(id);
        if (cached !== undefined) return cached;
        const lookupUrl = new URL(`${base}/lookup`);
        lookupUrl.searchParams.set('id', id);
        const found = SolrAnswerSchema.safeParse(await http.getJson(lookupUrl));
        if (!found.success) throw new UpstreamError('bad-answer');
        const doc =
          found.data.response.docs
            .map((item) => LookupDocSchema.safeParse(item))
            .find((parsed) => parsed.success && parsed.data.id === id)?.data ?? null;
        lookups.set(id, doc);
        return doc;
      };
      const docs = await Promise.all(ids.map(lookup));
      return docs.flatMap((doc, position) => {
        const result = doc && pdokResult(doc, position, search.language);
        return result ? [result] : [];
      });
    },
  };
}
