import { GazetteerError } from './gazetteer-error';

/** One place of the gazetteer, decoded from a row of the generated data file. */
export type GazetteerPlace = {
  id: number;
  class: string;
  type: string;
  lat: number;
  lon: number;
  population: number;
  importance: number;
  /** Index into `municipalities`, or -1 when the place is its own municipality or has none known. */
  municipality: number;
  /** Index into `states`. */
  state: number;
  /** The local name, shown on the Dutch site and by default. */
  name: string;
  /** The English name when it differs ("The Hague", "Bruges"), else ''. */
  nameEn: string;
  alternateNames: string[];
  /**
   * For an airport: the place id of the city it serves (Schiphol: Amsterdam); for a station or venue:
   * the town it lies in; else 0.
   */
  cityPlaceId: number;
};

export type GazetteerState = { name: string; isoCode: string; countryCode: string };
export type GazetteerMunicipality = { name: string; nameEn: string };

/**
 * The names in one further language (German, French) where it has its own: Brüssel, Bruxelles,
 * Nordholland, Pays-Bas. Anything not named here is called by its local name in that language.
 */
export type GazetteerNames = {
  /** By place id: towns, stations (Bruxelles-Midi); a province is named by `subdivisions`. */
  places: ReadonlyMap<number, string>;
  /** By index into `municipalities`. */
  municipalities: ReadonlyMap<number, string>;
  /** By ISO 3166-2 code: the provinces and the Belgian regions (BE-VLG, BE-WAL, BE-BRU). */
  subdivisions: ReadonlyMap<string, string>;
  /** By ISO country code. */
  countries: ReadonlyMap<string, string>;
};

export type GazetteerData = {
  licence: string;
  /** By ISO country code: [Dutch name, English name]. */
  countries: Record<string, readonly [string, string]>;
  states: GazetteerState[];
  municipalities: GazetteerMunicipality[];
  places: GazetteerPlace[];
  /** By language code (`de`, `fr`): the names in that language. Empty for format 1. */
  names: Readonly<Record<string, GazetteerNames>>;
};

/**
 * The data file's format: 2 adds `names` (German and French names). Format 1 (no `names`) is still
 * read: its answers in other languages use the local names.
 */
export const DATA_FORMAT = 2;
const READABLE_FORMATS: readonly unknown[] = [1, DATA_FORMAT];

function invalid(message: string): never {
  throw new GazetteerError('GAZETTEER_DATA_INVALID', `Gazetteer data: ${message}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function str(value: unknown, what: string): string {
  return typeof value === 'string' ? value : invalid(`${what} is not a string`);
}

function num(value: unknown, what: string): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : invalid(`${what} is not a number`);
}

function list(value: unknown, what: string): unknown[] {
  return Array.isArray(value) ? value : invalid(`${what} is not an array`);
}

/**
 * Decodes the generated data file (`data/gazetteer.nlbe.json`, written by
 * `scripts/build-gazetteer.mjs`), checking every field's type; throws a `GazetteerError` with code
 * `GAZETTEER_DATA_INVALID` on the first mismatch.
 *
 * @example
 * decodeGazetteerData(JSON.parse(text)).places.length; // 5387 for the shipped file
 * decodeGazetteerData(JSON.parse(text)).names.fr?.places.get(2800866); // 'Bruxelles'
 */
export function decodeGazetteerData(raw: unknown): GazetteerData {
  if (!isRecord(raw)) return invalid('not an object');
  if (!READABLE_FORMATS.includes(raw.format))
    invalid(`format ${String(raw.format)}, expected ${READABLE_FORMATS.join(' or ')}`);
  const countries: Record<string, readonly [string, string]> = {};
  if (!isRecord(raw.countries)) invalid('countries is not an object');
  for (const [code, names] of Object.entries(raw.countries)) {
    const [nl, en] = list(names, `country ${code}`);
    countries[code] = [str(nl, `country ${code}`), str(en, `country ${code}`)];
  }
  const states = list(raw.states, 'states').map((row, i) => {
    const [name, isoCode, countryCode] = list(row, `state ${i}`);
    const state = {
      name: str(name, `state ${i}`),
      isoCode: str(isoCode, `state ${i}`),
      countryCode: str(countryCode, `state ${i}`),
    };
    if (!countries[state.countryCode]) invalid(`state ${i} has unknown country ${state.countryCode}`);
    return state;
  });
  const municipalities = list(raw.municipalities, 'municipalities').map((row, i) => {
    const [name, nameEn] = list(row, `municipality ${i}`);
    return { name: str(name, `municipality ${i}`), nameEn: nameEn === undefined ? '' : str(nameEn, 'en') };
  });
  const places = list(raw.places, 'places').map((row, i): GazetteerPlace => {
    const f = list(row, `place ${i}`);
    const what = `place ${i}`;
    const place: GazetteerPlace = {
      id: num(f[0], what),
      class: str(f[1], what),
      type: str(f[2], what),
      lat: num(f[3], what),
      lon: num(f[4], what),
      population: num(f[5], what),
      importance: num(f[6], what),
      municipality: num(f[7], what),
      state: num(f[8], what),
      name: str(f[9], what),
      nameEn: str(f[10], what),
      alternateNames: str(f[11], what).split('|').filter(Boolean),
      cityPlaceId: f[12] === undefined ? 0 : num(f[12], what),
    };
    if (place.municipality >= municipalities.length) invalid(`${what} has an unknown municipality`);
    if (!states[place.state]) invalid(`${what} has an unknown state`);
    return place;
  });
  const placeIds = new Set(places.map((place) => place.id));
  const names = raw.format === 1 ? {} : decodeNames(raw.names, { placeIds, municipalities, countries });
  return { licence: str(raw.licence, 'licence'), countries, states, municipalities, places, names };
}

/** A name table (`{ key: name }`) as a map, each key read by `key` (which throws for a bad one). */
function nameMap<K>(value: unknown, what: string, key: (text: string) => K): Map<K, string> {
  if (!isRecord(value)) invalid(`${what} is not an object`);
  return new Map(Object.entries(value).map(([k, name]) => [key(k), str(name, `${what} ${k}`)]));
}

/** `names` of format 2: per language, names by place id, municipality index, ISO 3166-2 code, country. */
function decodeNames(
  raw: unknown,
  known: {
    placeIds: ReadonlySet<number>;
    municipalities: readonly unknown[];
    countries: Record<string, unknown>;
  },
): Record<string, GazetteerNames> {
  if (!isRecord(raw)) return invalid('names is not an object');
  const names: Record<string, GazetteerNames> = {};
  for (const [language, tables] of Object.entries(raw)) {
    const what = `names.${language}`;
    if (!/^[a-z]{2,3}$/.test(language)) invalid(`${what} is not a language code`);
    if (!isRecord(tables)) invalid(`${what} is not an object`);
    names[language] = {
      places: nameMap(tables.places, `${what}.places`, (id) =>
        known.placeIds.has(Number(id)) ? Number(id) : invalid(`${what} names an unknown place ${id}`),
      ),
      municipalities: nameMap(tables.municipalities, `${what}.municipalities`, (index) =>
        Number.isInteger(Number(index)) && Number(index) >= 0 && Number(index) < known.municipalities.length
          ? Number(index)
          : invalid(`${what} names an unknown municipality ${index}`),
      ),
      subdivisions: nameMap(tables.subdivisions, `${what}.subdivisions`, (code) =>
        /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(code) ? code : invalid(`${what} names a bad ISO 3166-2 code ${code}`),
      ),
      countries: nameMap(tables.countries, `${what}.countries`, (code) =>
        Object.hasOwn(known.countries, code) ? code : invalid(`${what} names an unknown country ${code}`),
      ),
    };
  }
  return names;
}
