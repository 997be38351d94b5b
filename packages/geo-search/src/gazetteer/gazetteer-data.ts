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

export type GazetteerData = {
  licence: string;
  /** By ISO country code: [Dutch name, English name]. */
  countries: Record<string, readonly [string, string]>;
  states: GazetteerState[];
  municipalities: GazetteerMunicipality[];
  places: GazetteerPlace[];
};

export const DATA_FORMAT = 1;

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
 * decodeGazetteerData(JSON.parse(text)).places.length; // 4324 for the shipped file
 */
export function decodeGazetteerData(raw: unknown): GazetteerData {
  if (!isRecord(raw)) return invalid('not an object');
  if (raw.format !== DATA_FORMAT) invalid(`format ${String(raw.format)}, expected ${DATA_FORMAT}`);
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
  return { licence: str(raw.licence, 'licence'), countries, states, municipalities, places };
}
