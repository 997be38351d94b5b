import type { Language } from '../language';
import type { NominatimResult } from '../nominatim-result';
import { answerLanguage } from './accept-language';
import type { GazetteerData, GazetteerPlace } from './gazetteer-data';
import { normalizeName } from './normalize';

export type GazetteerSearchOptions = {
  /** Most results to return; default 10 (Nominatim's default), at most 50. */
  limit?: number;
  /** An `accept-language` value; `nl...` answers in Dutch, anything else in English. */
  acceptLanguage?: string;
};

export type Gazetteer = {
  /** Number of places (towns, villages, districts, provinces, airports). */
  readonly size: number;
  /** The data licence line, also sent as `licence` on every result. */
  readonly licence: string;
  /**
   * Finds places whose name, English name or an alternate name has a word starting with the query,
   * case and diacritics folded. Ranked: whole name equal to the query, then whole name starting with
   * it, then a later word starting with it; within each, by importance (population). Text after a
   * comma narrows the search to places whose municipality, province or country has a word starting
   * with it ("Marken, Waterland"); so does a country named before or after the name without a comma
   * ("Amsterdam Nederland", "Gent BE"), and a country alone finds nothing; text in parentheses is
   * ignored ("Utrecht (Province)").
   * Answers in the Nominatim `format=json&addressdetails=1` shape.
   */
  search(query: string, options?: GazetteerSearchOptions): NominatimResult[];
  /**
   * The place nearest to a point (provinces left out), with its great-circle distance in km, in the
   * same result shape as `search`; null for an empty gazetteer. A linear scan: about 4,000 places.
   */
  nearest(
    point: { lat: number; lon: number },
    options?: Pick<GazetteerSearchOptions, 'acceptLanguage'>,
  ): { result: NominatimResult; distanceKm: number } | null;
};

const EARTH_RADIUS_KM = 6371;
const RADIANS = Math.PI / 180;

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLon = (b.lon - a.lon) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

// Match quality, best last. A match on the place's own (local or English) name beats the same kind of
// match on one of its alternate names, which are many and sometimes surprising.
/** A name one typo away from the query: the whole name ("Eindhven"), or how it starts ("Amsterdm"). */
const TIER_TYPO_NAME = 1;
const TIER_TYPO_PREFIX = 0;
const TIER_WORD_PREFIX = 1;
const TIER_NAME_PREFIX = 3;
const TIER_EXACT = 5;
const OWN_NAME_BONUS = 1;

const ADDRESS_KEY_BY_TYPE: Readonly<Record<string, string>> = {
  city: 'city',
  town: 'town',
  village: 'village',
  hamlet: 'hamlet',
  city_district: 'city_district',
  state: 'state',
  aerodrome: 'aeroway',
};

/** Other names people type for a country of the gazetteer, by ISO code, besides its Dutch and English names. */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Not "Holland": it ends Noord-Holland and Zuid-Holland.
  NL: ['The Netherlands'],
  BE: ['Belgique', 'Belgie', 'Belgien'],
};

/**
 * Short forms people type for a few cities, by the city's name in the data (NL and BE names), added
 * to its other names: "A'dam" finds Amsterdam, "Bxl" Brussel.
 */
const SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  Amsterdam: ["A'dam", 'Adam'],
  Rotterdam: ["R'dam"],
  Brussel: ['Bxl', 'Brux'],
  "'s-Hertogenbosch": ['Den Bosch'],
  Antwerpen: ["A'pen"],
};

/** Queries shorter than this are not read as typos: too many names are one letter from "Ede". */
const MIN_TYPO_LENGTH = 5;

/** Whether `a` becomes `b` by one substitution, insertion, deletion or swap of neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (i === a.length) return false;
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}

/** Whether a name starts with the query but for one typo ("amsterdm" -> "amsterdam ..."). */
function startsWithOneTypo(name: string, query: string): boolean {
  const n = query.length;
  for (const length of [n - 1, n, n + 1]) {
    if (length > name.length) continue;
    if (oneEditApart(query, name.slice(0, length))) return true;
  }
  return false;
}

/** Index of the first element of sorted `keys` that is >= `query`. */
function lowerBound(keys: readonly string[], query: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < query) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Builds the search index over decoded gazetteer data: every word-start suffix of every name of every
 * place ("den haag" and "haag"), sorted, so a query is a binary search plus a walk over the keys
 * that start with it.
 */
export function createGazetteer(data: GazetteerData): Gazetteer {
  const { places, states, municipalities, countries, licence } = data;
  const byId = new Map(places.map((place) => [place.id, place]));

  const entries: { key: string; place: number; whole: boolean; own: boolean }[] = [];
  places.forEach((place, index) => {
    const seen = new Set<string>();
    const shortForms = place.class === 'place' ? (SHORT_FORMS[place.name] ?? []) : [];
    const names = [place.name, place.nameEn, ...place.alternateNames, ...shortForms];
    names.forEach((name, nameIndex) => {
      const folded = normalizeName(name);
      if (folded === '' || seen.has(folded)) return;
      seen.add(folded);
      const own = nameIndex < 2;
      entries.push({ key: folded, place: index, whole: true, own });
      for (let i = folded.indexOf(' '); i >= 0; i = folded.indexOf(' ', i + 1)) {
        entries.push({ key: folded.slice(i + 1), place: index, whole: false, own });
      }
    });
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));
  const keys = entries.map((entry) => entry.key);
  const keyPlace = Int32Array.from(entries, (entry) => entry.place);
  const keyWhole = Uint8Array.from(entries, (entry) => (entry.whole ? 1 : 0));
  const keyOwn = Uint8Array.from(entries, (entry) => (entry.own ? OWN_NAME_BONUS : 0));

  // Per-query scratch space: the best tier of each place, valid where `stamp` equals the query number.
  const bestTier = new Uint8Array(places.length);
  const stamp = new Uint32Array(places.length);
  let queryNumber = 0;

  // Folded words of each place's municipality, province, country and nearby town, for the text after
  // a comma in a query ("Bergen, Noord-Holland"). Built up front so no query pays for it.
  const contexts = places.map((place) => {
    const state = states[place.state];
    const parts = [state?.name ?? '', ...(countries[state?.countryCode ?? ''] ?? [])];
    const municipality = municipalities[place.municipality];
    if (municipality) parts.push(municipality.name, municipality.nameEn);
    const near = byId.get(place.nearPlaceId);
    if (near) parts.push(near.name, near.nameEn);
    return ` ${normalizeName(parts.join(' '))} `;
  });

  // A country named in the query without a comma ("Amsterdam Nederland", "Gent BE"): its names in
  // both languages, its usual other names, and its ISO code, each folded, to the word the context
  // of its places holds (its Dutch name).
  const countryWords = new Map<string, string>();
  for (const [code, [nl, en]] of Object.entries(countries)) {
    const context = normalizeName(nl);
    for (const word of [nl, en, code, ...(COUNTRY_ALIASES[code] ?? [])])
      countryWords.set(normalizeName(word), context);
  }

  /**
   * Splits a trailing (or leading) country off the name part: the name to look up and the country as
   * a qualifier. A lone country name is no place: `null`. A two-letter code counts only beside a name,
   * as "Be" and "Nl" are also how names start.
   */
  function countryInName(name: string): { name: string; country?: string } | null {
    const words = name.split(' ');
    const whole = countryWords.get(name);
    if (whole !== undefined && name.length > 2) return null;
    if (words.length < 2) return { name };
    for (const [word, rest] of [
      [words.at(-1), words.slice(0, -1)],
      [words[0], words.slice(1)],
    ] as const) {
      const country = word === undefined ? undefined : countryWords.get(word);
      if (country !== undefined) return { name: rest.join(' '), country };
    }
    return { name };
  }

  const localName = (place: GazetteerPlace, language: Language) =>
    language === 'en' && place.nameEn !== '' ? place.nameEn : place.name;

  function toResult(place: GazetteerPlace, language: Language): NominatimResult {
    const name = localName(place, language);
    const state = states[place.state];
    const countryCode = state?.countryCode ?? '';
    const country = countries[countryCode]?.[language === 'nl' ? 0 : 1] ?? '';
    const municipalityNames = municipalities[place.municipality];
    const municipality =
      municipalityNames &&
      (language === 'en' && municipalityNames.nameEn ? municipalityNames.nameEn : municipalityNames.name);

    const address: Record<string, string> = { [ADDRESS_KEY_BY_TYPE[place.type] ?? place.type]: name };
    const near = byId.get(place.nearPlaceId);
    if (near) address[near.type] = localName(near, language);
    if (municipality) {
      if (place.type === 'city_district') address.city = municipality;
      else address.municipality = municipality;
    }
    if (state && place.type !== 'state') {
      address.state = state.name;
      address['ISO3166-2-lvl4'] = state.isoCode;
    }
    address.country = country;
    address.country_code = countryCode.toLowerCase();

    const segments = [name, municipality, place.type === 'state' ? undefined : state?.name, country];
    return {
      place_id: place.id,
      licence,
      lat: String(place.lat),
      lon: String(place.lon),
      class: place.class,
      type: place.type,
      addresstype: place.class === 'aeroway' ? 'aeroway' : place.type,
      importance: place.importance,
      name,
      display_name: segments.filter((segment): segment is string => Boolean(segment)).join(', '),
      address,
    };
  }

  function search(query: string, options: GazetteerSearchOptions = {}): NominatimResult[] {
    const limit = Math.max(0, Math.min(MAX_LIMIT, Math.floor(options.limit ?? DEFAULT_LIMIT)));
    const [namePart = '', ...qualifierParts] = query.replace(/\([^)]*\)?/g, ' ').split(',');
    const named = countryInName(normalizeName(namePart));
    if (named === null) return [];
    const needle = named.name;
    if (needle === '' || limit === 0) return [];
    const qualifiers = qualifierParts.map(normalizeName).filter((qualifier) => qualifier !== '');
    if (named.country !== undefined) qualifiers.push(named.country);

    queryNumber = (queryNumber + 1) >>> 0 || 1;
    const candidates: number[] = [];
    for (let i = lowerBound(keys, needle); i < keys.length; i++) {
      const key = keys[i] as string;
      if (!key.startsWith(needle)) break;
      const place = keyPlace[i] as number;
      const kind = keyWhole[i]
        ? key.length === needle.length
          ? TIER_EXACT
          : TIER_NAME_PREFIX
        : TIER_WORD_PREFIX;
      const tier = kind + (keyOwn[i] as number);
      if (stamp[place] !== queryNumber) {
        if (qualifiers.length > 0 && !qualifiers.every((q) => contexts[place]?.includes(` ${q}`))) continue;
        stamp[place] = queryNumber;
        bestTier[place] = tier;
        candidates.push(place);
      } else if (tier > (bestTier[place] as number)) {
        bestTier[place] = tier;
      }
    }

    // No true match: names with the query's first letter that start with it but for one typo
    // ("Amsterdm", "Rotterdm"). Only then, so a typo never pushes a real match down the list.
    if (candidates.length === 0 && needle.length >= MIN_TYPO_LENGTH) {
      const first = needle.slice(0, 1);
      for (let i = lowerBound(keys, first); i < keys.length; i++) {
        const key = keys[i] as string;
        if (!key.startsWith(first)) break;
        const place = keyPlace[i] as number;
        if (!keyWhole[i] || !startsWithOneTypo(key, needle)) continue;
        if (qualifiers.length > 0 && !qualifiers.every((q) => contexts[place]?.includes(` ${q}`))) continue;
        const tier = oneEditApart(needle, key) ? TIER_TYPO_NAME : TIER_TYPO_PREFIX;
        if (stamp[place] === queryNumber) {
          bestTier[place] = Math.max(bestTier[place] as number, tier);
          continue;
        }
        stamp[place] = queryNumber;
        bestTier[place] = tier;
        candidates.push(place);
      }
    }

    candidates.sort((a, b) => {
      const byTier = (bestTier[b] as number) - (bestTier[a] as number);
      if (byTier !== 0) return byTier;
      const pa = places[a] as GazetteerPlace;
      const pb = places[b] as GazetteerPlace;
      return pb.importance - pa.importance || pa.id - pb.id;
    });
    const language = answerLanguage(options.acceptLanguage);
    return candidates.slice(0, limit).map((index) => toResult(places[index] as GazetteerPlace, language));
  }

  function nearest(
    point: { lat: number; lon: number },
    options: Pick<GazetteerSearchOptions, 'acceptLanguage'> = {},
  ): { result: NominatimResult; distanceKm: number } | null {
    let best: GazetteerPlace | undefined;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const place of places) {
      if (place.type === 'state') continue;
      const km = distanceKm(point, place);
      if (km < bestKm) {
        best = place;
        bestKm = km;
      }
    }
    if (!best) return null;
    return { result: toResult(best, answerLanguage(options.acceptLanguage)), distanceKm: bestKm };
  }

  return { size: places.length, licence, search, nearest };
}
