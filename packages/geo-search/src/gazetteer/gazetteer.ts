import type { Language } from '../language';
import type { NominatimBoundingBox, NominatimResult, NominatimResultV2 } from '../nominatim-result';
import { answerLanguage } from './accept-language';
import type { GazetteerData, GazetteerNames, GazetteerPlace } from './gazetteer-data';
import { normalizeName } from './normalize';

/** Nominatim's `featuretype`: the part of an address a result must make up. */
export type FeatureType = 'city' | 'settlement' | 'state' | 'country';

export type GazetteerSearchOptions = {
  /** Most results to return; default 10 (Nominatim's default), at most 50. */
  limit?: number;
  /**
   * An `accept-language` value (header or parameter syntax): the answer's names are in the most
   * preferred site language (English, Dutch, German, French), English when none is asked for; without
   * one, the names used on the spot, as Nominatim.
   */
  acceptLanguage?: string;
  /**
   * Nominatim's `countrycodes`: only places in these countries (ISO 3166-1 alpha-2, any case). A code
   * the gazetteer does not hold matches nothing; `undefined` (or an empty list): no filter.
   */
  countryCodes?: readonly string[] | undefined;
  /**
   * Nominatim's `featuretype`, by address rank: `settlement` every place from province down to hamlet
   * and district (8–20); `state` the Dutch provinces and the Brussels region (8); `country` nothing
   * (the gazetteer holds no countries). `city` is read as the places a ride starts or ends at: every
   * place from town down to hamlet and district (14–20), the airports, stations and venues, but no
   * province. The site's own wizard sends `featuretype=city` on every search (SPEC 7) and must still
   * find Schiphol; Nominatim itself would answer cities, towns and villages only. `undefined`: no
   * filter.
   */
  featureType?: FeatureType | undefined;
  /** `json` (default) names the class `class`; `jsonv2` names it `category`. */
  format?: 'json' | 'jsonv2' | undefined;
  /** Nominatim's `addressdetails`; default `true` (the site's clients rely on the address). */
  addressDetails?: boolean | undefined;
};

export type GazetteerJsonV2Options = GazetteerSearchOptions & { format: 'jsonv2' };

export type Gazetteer = {
  /** Number of places (towns, villages, districts, provinces, airports, stations, venues). */
  readonly size: number;
  /** The data licence line, also sent as `licence` on every result. */
  readonly licence: string;
  /**
   * Finds places whose name (local, English, German, French) or an alternate name has a word starting
   * with the query, case and diacritics folded, whatever the answer's language ("Bruxelles" finds
   * Brussel on the Dutch site too). Ranked: whole name equal to the query, then whole name starting with
   * it, then a later word starting with it; within each, by importance (population). Text after a
   * comma narrows the search to places whose municipality, province or country has a word starting
   * with it ("Marken, Waterland"); so does a country named before or after the name without a comma
   * ("Amsterdam Nederland", "Gent BE"), and a country alone finds nothing; text in parentheses is
   * ignored ("Utrecht (Province)").
   * Answers in the Nominatim `format=json&addressdetails=1` shape by default; see the options for
   * `countrycodes`, `featuretype`, `format=jsonv2` and `addressdetails=0`.
   */
  search(query: string, options: GazetteerJsonV2Options): NominatimResultV2[];
  search(query: string, options?: GazetteerSearchOptions): NominatimResult[];
  /**
   * The town, village, district or airport nearest to a point (no province, station or venue), with
   * its great-circle distance in km, in the same result shape as `search`; null for an empty
   * gazetteer. A linear scan: about 5,400 places.
   */
  nearest(
    point: { lat: number; lon: number },
    options?: Pick<GazetteerSearchOptions, 'acceptLanguage'>,
  ): { result: NominatimResult; distanceKm: number } | null;
  /**
   * A country's name in the answer language of `acceptLanguage` (as `search` names it), by ISO code,
   * any case; `undefined` for a country the gazetteer does not hold.
   *
   * @example
   * gazetteer.countryName('NL', 'fr'); // 'Pays-Bas'
   */
  countryName(code: string, acceptLanguage?: string): string | undefined;
  /**
   * A province's (or Belgian region's) name in the answer language of `acceptLanguage`, from its local
   * name as ISO 3166-2 and PDOK write it ("Noord-Holland", "Fryslân"; `countryCode` tells the two
   * Limburgs apart) or its ISO 3166-2 code; the text as given when the gazetteer knows no other name.
   *
   * @example
   * gazetteer.subdivisionName('Noord-Holland', 'de'); // 'Nordholland'
   * gazetteer.subdivisionName('Limburg', 'fr', 'NL'); // 'Limbourg'
   */
  subdivisionName(nameOrCode: string, acceptLanguage?: string, countryCode?: string): string;
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

/** Nominatim's address rank ranges for `featuretype` (its `FEATURE_TYPE_TO_RANK`). */
const FEATURE_TYPE_RANKS: Readonly<Record<FeatureType, readonly [number, number]>> = {
  country: [4, 4],
  state: [8, 8],
  city: [14, 20],
  settlement: [8, 20],
};

/**
 * Nominatim's ranks by type: the search rank (`place_rank`) and the address rank (`featuretype`).
 * A city_district is ranked as a suburb (admin_level 10). An airport is no part of an address
 * (address rank 0), so no `featuretype` selects it.
 */
const RANKS_BY_TYPE: Readonly<Record<string, readonly [number, number]>> = {
  city: [16, 16],
  town: [18, 16],
  village: [19, 16],
  hamlet: [20, 20],
  city_district: [20, 20],
  aerodrome: [30, 0],
};
/** A Dutch province or the Brussels region (admin_level 4). */
const STATE_RANKS = [8, 8] as const;
/** A Belgian province (admin_level 6), which Nominatim calls a county. */
const COUNTY_RANKS = [12, 12] as const;

/**
 * Half the side of the box around a place's point, in degrees, by kind: Nominatim's box for a place
 * known only as a point (its `NODE_EXTENT`): city 0.16, town 0.04, village, hamlet and district
 * 0.02, airport 0.015. Provinces get 0.7 (Nominatim's county).
 */
const BOX_EXTENT_BY_TYPE: Readonly<Record<string, number>> = {
  city: 0.16,
  town: 0.04,
  village: 0.02,
  hamlet: 0.02,
  city_district: 0.02,
  aerodrome: 0.015,
  station: 0.003,
  state: 0.7,
};
const DEFAULT_BOX_EXTENT = 0.02;

/**
 * The regions of Belgium, by the first letters of a province's ISO 3166-2 code: the `state` of a
 * Belgian address, with the province in `county` (as Nominatim has them). Local names, as for the
 * provinces; German and French ones from the data's `names` by ISO code (Flandern, Flandre).
 */
const BELGIAN_REGIONS: readonly { prefix: string; name: string; isoCode: string }[] = [
  { prefix: 'BE-V', name: 'Vlaanderen', isoCode: 'BE-VLG' },
  { prefix: 'BE-W', name: 'Wallonie', isoCode: 'BE-WAL' },
];

/** The language of an answer's names: a site language, or `local` when none was asked (as Nominatim). */
type NameLanguage = Language | 'local';

const NO_NAMES: GazetteerNames = {
  places: new Map(),
  municipalities: new Map(),
  subdivisions: new Map(),
  countries: new Map(),
};

/**
 * `local` for no `accept-language` (Nominatim then answers the names used on the spot: Dutch in the
 * Netherlands, Flanders and Brussels, French in Wallonia), else the negotiated site language.
 */
function nameLanguage(acceptLanguage: string | undefined): NameLanguage {
  return acceptLanguage === undefined || acceptLanguage.trim() === ''
    ? 'local'
    : answerLanguage(acceptLanguage);
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

/**
 * Words people add to a station's name ("Station Haarlem", "Utrecht Centraal station", "Gare de
 * Namur"): when the query finds nothing with them, they are dropped and only stations are searched.
 */
const STATION_WORDS: ReadonlySet<string> = new Set(['station', 'stn', 'gare', 'bahnhof', 'treinstation']);

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
  const namesIn = (language: NameLanguage): GazetteerNames =>
    (language !== 'local' && data.names[language]) || NO_NAMES;
  const otherLanguages = Object.values(data.names);
  /** A place's own name in a further language: from `places`, or for a province from `subdivisions`. */
  const exonym = (place: GazetteerPlace, names: GazetteerNames): string | undefined =>
    names.places.get(place.id) ??
    (place.type === 'state' ? names.subdivisions.get(states[place.state]?.isoCode ?? '') : undefined);

  const entries: { key: string; place: number; whole: boolean; own: boolean }[] = [];
  places.forEach((place, index) => {
    const seen = new Set<string>();
    const shortForms = place.class === 'place' ? (SHORT_FORMS[place.name] ?? []) : [];
    // Its names in every language are its own ("Bruxelles", "Nordholland"), whatever the answer's.
    const ownNames = [place.name, place.nameEn, ...otherLanguages.map((names) => exonym(place, names) ?? '')];
    const names = [...ownNames, ...place.alternateNames, ...shortForms];
    names.forEach((name, nameIndex) => {
      const folded = normalizeName(name);
      if (folded === '' || seen.has(folded)) return;
      seen.add(folded);
      const own = nameIndex < ownNames.length;
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

  // Folded words of each place's municipality, province, country and served city, in every language,
  // for the text after a comma in a query ("Bergen, Noord-Holland", "Brügge, Belgien"). Built up front
  // so no query pays for it, from the folded names of each province, municipality and city, each
  // folded once (folding is the costly part of loading).
  const foldAll = (names: readonly (string | undefined)[]) =>
    names
      .map((name) => (name ? normalizeName(name) : ''))
      .filter(Boolean)
      .join(' ');
  const stateWords = states.map((state) =>
    foldAll([
      state.name,
      ...(countries[state.countryCode] ?? []),
      ...otherLanguages.flatMap((names) => [
        names.subdivisions.get(state.isoCode),
        names.countries.get(state.countryCode),
      ]),
    ]),
  );
  const municipalityWords = municipalities.map((municipality, index) =>
    foldAll([
      municipality.name,
      municipality.nameEn,
      ...otherLanguages.map((names) => names.municipalities.get(index)),
    ]),
  );
  const cityWords = new Map<number, string>();
  const cityWordsOf = (city: GazetteerPlace) => {
    let words = cityWords.get(city.id);
    if (words === undefined) {
      words = foldAll([city.name, city.nameEn, ...otherLanguages.map((names) => exonym(city, names))]);
      cityWords.set(city.id, words);
    }
    return words;
  };
  const contexts = places.map((place) => {
    const city = byId.get(place.cityPlaceId);
    const parts = [
      stateWords[place.state] ?? '',
      municipalityWords[place.municipality] ?? '',
      city ? cityWordsOf(city) : '',
    ];
    return ` ${parts.filter(Boolean).join(' ')} `;
  });

  // A country named in the query without a comma ("Amsterdam Nederland", "Gent BE"): its names in
  // every language, its usual other names, and its ISO code, each folded, to the word the context
  // of its places holds (its Dutch name).
  const countryWords = new Map<string, string>();
  for (const [code, [nl, en]] of Object.entries(countries)) {
    const context = normalizeName(nl);
    const inOtherLanguages = otherLanguages.map((names) => names.countries.get(code) ?? '');
    for (const word of [nl, en, code, ...inOtherLanguages, ...(COUNTRY_ALIASES[code] ?? [])])
      if (word !== '') countryWords.set(normalizeName(word), context);
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

  // Per place, computed once: its country (lower case), the Belgian region of a province, the ranks.
  const placeCountry = places.map((place) => (states[place.state]?.countryCode ?? '').toLowerCase());
  const regionOfState = states.map((state) =>
    BELGIAN_REGIONS.find((region) => state.isoCode.startsWith(region.prefix)),
  );
  const placeRanks = places.map((place) => {
    if (place.type !== 'state') return RANKS_BY_TYPE[place.type] ?? ([30, 0] as const);
    return regionOfState[place.state] ? COUNTY_RANKS : STATE_RANKS;
  });
  const knownCountries = new Set(Object.keys(countries).map((code) => code.toLowerCase()));

  const inWallonia = (place: GazetteerPlace) => regionOfState[place.state]?.isoCode === 'BE-WAL';
  /**
   * A name in the answer's language, of a place or of its municipality, when the language has none of
   * its own (`names`): the other name (`nameEn`) where there is one, in English, and in Wallonia in any
   * language but Dutch (Liège, Mons: the other name in the data is the French one and doubles as the
   * English one); else the Dutch name, also used on the spot in the Netherlands, Flanders and Brussels.
   * So a German or French answer names a place without an exonym as it is named on the spot.
   */
  const nameIn = (names: { name: string; nameEn: string }, place: GazetteerPlace, language: NameLanguage) =>
    names.nameEn !== '' && (language === 'en' || (language !== 'nl' && inWallonia(place)))
      ? names.nameEn
      : names.name;
  const localName = (place: GazetteerPlace, language: NameLanguage) =>
    exonym(place, namesIn(language)) ?? nameIn(place, place, language);
  const municipalityName = (place: GazetteerPlace, language: NameLanguage) => {
    const names = municipalities[place.municipality];
    return (
      names && (namesIn(language).municipalities.get(place.municipality) ?? nameIn(names, place, language))
    );
  };
  /** A province's or region's name: its own in the language, else the local one (as ISO 3166-2 has it). */
  const subdivisionIn = (subdivision: { name: string; isoCode: string }, language: NameLanguage) =>
    namesIn(language).subdivisions.get(subdivision.isoCode) ?? subdivision.name;
  /** Dutch on the spot and in Dutch, English in English; another language's own, else English. */
  const countryIn = (code: string, language: NameLanguage) => {
    const [nl, en] = countries[code] ?? [];
    if (language === 'nl' || language === 'local') return nl;
    return (language === 'en' ? undefined : namesIn(language).countries.get(code)) ?? en;
  };

  type Shape = { format: 'json' | 'jsonv2'; addressDetails: boolean };

  function boundingBox(place: GazetteerPlace): NominatimBoundingBox {
    const extent = BOX_EXTENT_BY_TYPE[place.type] ?? DEFAULT_BOX_EXTENT;
    return [
      (place.lat - extent).toFixed(7),
      (place.lat + extent).toFixed(7),
      (place.lon - extent).toFixed(7),
      (place.lon + extent).toFixed(7),
    ];
  }

  function toResult(
    index: number,
    language: NameLanguage,
    shape: Shape = { format: 'json', addressDetails: true },
  ): NominatimResult | NominatimResultV2 {
    const place = places[index] as GazetteerPlace;
    const name = localName(place, language);
    const state = states[place.state];
    const stateName = state && subdivisionIn(state, language);
    const region = regionOfState[place.state];
    const countryCode = state?.countryCode ?? '';
    const country = countryIn(countryCode, language) ?? '';
    const municipality = municipalityName(place, language);
    // A Belgian province is a county in Nominatim's addresses; a Dutch province (and Brussels) a state.
    // A station or venue is named in its address by its class (Nominatim's `railway`, `tourism`, ...).
    const ownKey =
      place.type === 'state' && region
        ? 'county'
        : place.class === 'place'
          ? (ADDRESS_KEY_BY_TYPE[place.type] ?? place.type)
          : place.class;
    const [placeRank] = placeRanks[index] as readonly [number, number];
    // An airport names the city it serves; a station or venue the town it lies in, which is also part
    // of its display name ("Rotterdam Centraal, Rotterdam, Zuid-Holland, Nederland").
    const town = byId.get(place.cityPlaceId);
    const townName = town && localName(town, language);
    const servesTown = place.class === 'aeroway';
    const segments = [
      name,
      servesTown ? undefined : townName,
      municipality,
      place.type === 'state' ? undefined : stateName,
      country,
    ].filter((segment, i, all): segment is string => Boolean(segment) && (i === 0 || segment !== all[i - 1]));
    const result: Record<string, unknown> = {
      place_id: place.id,
      licence,
      lat: String(place.lat),
      lon: String(place.lon),
      [shape.format === 'jsonv2' ? 'category' : 'class']: place.class,
      type: place.type,
      place_rank: placeRank,
      importance: place.importance,
      addresstype: ownKey,
      name,
      display_name: segments.join(', '),
    };
    if (shape.addressDetails) {
      const address: Record<string, string> = { [ownKey]: name };
      // An airport names the city it serves (Schiphol: Amsterdam), not the nearest village.
      if (town && townName) {
        address[servesTown ? 'city' : (ADDRESS_KEY_BY_TYPE[town.type] ?? 'city')] = townName;
      }
      if (municipality) {
        if (place.type === 'city_district') address.city = municipality;
        else address.municipality = municipality;
      }
      if (state && stateName && region) {
        if (place.type !== 'state') address.county = stateName;
        address['ISO3166-2-lvl6'] = state.isoCode;
        address.state = subdivisionIn(region, language);
        address['ISO3166-2-lvl4'] = region.isoCode;
      } else if (state && stateName && place.type !== 'state') {
        address.state = stateName;
        address['ISO3166-2-lvl4'] = state.isoCode;
      }
      address.country = country;
      address.country_code = countryCode.toLowerCase();
      result.address = address;
    }
    result.boundingbox = boundingBox(place);
    return result as NominatimResult | NominatimResultV2;
  }

  /**
   * The per-place filter of `countrycodes` and `featuretype`, or `null` when the options filter
   * nothing, or `false` when nothing can match (only unknown countries, `featuretype=country`).
   */
  function placeFilter(options: GazetteerSearchOptions): ((index: number) => boolean) | null | false {
    const codes = options.countryCodes?.map((code) => code.trim().toLowerCase()).filter(Boolean) ?? [];
    const wanted = codes.length > 0 ? new Set(codes.filter((code) => knownCountries.has(code))) : null;
    if (wanted && wanted.size === 0) return false;
    const ranks = options.featureType ? FEATURE_TYPE_RANKS[options.featureType] : null;
    if (ranks && ranks[0] === 4) return false;
    if (!wanted && !ranks) return null;
    return (index) => {
      if (wanted && !wanted.has(placeCountry[index] as string)) return false;
      if (!ranks) return true;
      const addressRank = (placeRanks[index] as readonly [number, number])[1];
      // An airport, station or venue (no part of an address) is a pickup place: `city` keeps it.
      if (addressRank === 0) return options.featureType === 'city';
      return addressRank >= ranks[0] && addressRank <= ranks[1];
    };
  }

  /**
   * The places matching `needle` (a folded name) that pass the qualifiers and `keep`, each with its
   * best tier in `bestTier`. Without a true match, the names one typo away (see the typo tiers).
   */
  function collect(needle: string, qualifiers: readonly string[], keep: ((index: number) => boolean) | null) {
    const passes = (place: number) =>
      (qualifiers.length === 0 || qualifiers.every((q) => contexts[place]?.includes(` ${q}`))) &&
      (!keep || keep(place));
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
        if (!passes(place)) continue;
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
        if (!passes(place)) continue;
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
    return candidates;
  }

  /** The query without a leading or trailing station word ("Station Haarlem"), or `null` when it has none. */
  function withoutStationWord(needle: string): string | null {
    const words = needle.split(' ');
    if (words.length < 2) return null;
    if (STATION_WORDS.has(words[0] as string)) return words.slice(1).join(' ');
    if (STATION_WORDS.has(words.at(-1) as string)) return words.slice(0, -1).join(' ');
    return null;
  }

  function search(
    query: string,
    options: GazetteerSearchOptions = {},
  ): (NominatimResult | NominatimResultV2)[] {
    const limit = Math.max(0, Math.min(MAX_LIMIT, Math.floor(options.limit ?? DEFAULT_LIMIT)));
    const keep = placeFilter(options);
    if (keep === false) return [];
    const [namePart = '', ...qualifierParts] = query.replace(/\([^)]*\)?/g, ' ').split(',');
    const named = countryInName(normalizeName(namePart));
    if (named === null) return [];
    const needle = named.name;
    if (needle === '' || limit === 0) return [];
    const qualifiers = qualifierParts.map(normalizeName).filter((qualifier) => qualifier !== '');
    if (named.country !== undefined) qualifiers.push(named.country);

    let candidates = collect(needle, qualifiers, keep);
    const stationName = candidates.length === 0 ? withoutStationWord(needle) : null;
    if (stationName) {
      const isStation = (index: number) => (places[index] as GazetteerPlace).type === 'station';
      candidates = collect(stationName, qualifiers, (index) => isStation(index) && (!keep || keep(index)));
    }

    candidates.sort((a, b) => {
      const byTier = (bestTier[b] as number) - (bestTier[a] as number);
      if (byTier !== 0) return byTier;
      const pa = places[a] as GazetteerPlace;
      const pb = places[b] as GazetteerPlace;
      return pb.importance - pa.importance || pa.id - pb.id;
    });
    const language = nameLanguage(options.acceptLanguage);
    const shape: Shape = {
      format: options.format === 'jsonv2' ? 'jsonv2' : 'json',
      addressDetails: options.addressDetails ?? true,
    };
    return candidates.slice(0, limit).map((index) => toResult(index, language, shape));
  }

  function nearest(
    point: { lat: number; lon: number },
    options: Pick<GazetteerSearchOptions, 'acceptLanguage'> = {},
  ): { result: NominatimResult; distanceKm: number } | null {
    let best = -1;
    let bestKm = Number.POSITIVE_INFINITY;
    places.forEach((place, index) => {
      // Towns, villages, districts and airports: what an operator knows a ride by.
      if (RANKS_BY_TYPE[place.type] === undefined) return;
      const km = distanceKm(point, place);
      if (km < bestKm) {
        best = index;
        bestKm = km;
      }
    });
    if (best < 0) return null;
    const result = toResult(best, nameLanguage(options.acceptLanguage)) as NominatimResult;
    return { result, distanceKm: bestKm };
  }

  /** The provinces and Belgian regions, to look one up by its local name or ISO 3166-2 code. */
  const subdivisions: readonly { name: string; isoCode: string; countryCode: string }[] = [
    ...states,
    ...BELGIAN_REGIONS.map((region) => ({ ...region, countryCode: 'BE' })),
  ];

  function countryName(code: string, acceptLanguage?: string): string | undefined {
    const upper = code.trim().toUpperCase();
    return Object.hasOwn(countries, upper) ? countryIn(upper, nameLanguage(acceptLanguage)) : undefined;
  }

  function subdivisionName(nameOrCode: string, acceptLanguage?: string, countryCode?: string): string {
    const text = nameOrCode.trim();
    const country = countryCode?.trim().toUpperCase();
    const subdivision =
      subdivisions.find((s) => s.isoCode === text.toUpperCase()) ??
      subdivisions.find((s) => s.name === text && (!country || s.countryCode === country));
    return subdivision ? subdivisionIn(subdivision, nameLanguage(acceptLanguage)) : nameOrCode;
  }

  return {
    size: places.length,
    licence,
    search: search as Gazetteer['search'],
    nearest,
    countryName,
    subdivisionName,
  };
}
