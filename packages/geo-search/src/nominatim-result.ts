/**
 * The address block of a Nominatim search result (`addressdetails=1`). Only the keys the name rules
 * read are declared; any other key (`hamlet`, `city_district`, `ISO3166-2-lvl4`, `postcode`, ...) is
 * kept as it came.
 */
export interface NominatimAddress {
  municipality?: string | undefined;
  city?: string | undefined;
  town?: string | undefined;
  village?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  country_code?: string | undefined;
  [key: string]: unknown;
}

/** The corners of a result's extent, as Nominatim sends them: decimal strings [south, north, west, east]. */
export type NominatimBoundingBox = [string, string, string, string];

/**
 * One result of a Nominatim `/search?format=json` answer (SPEC section 3, "City search result").
 * `lat`/`lon` are decimal strings, as Nominatim sends them. Extra fields are tolerated and kept.
 * `boundingbox`, `place_rank`, `osm_type`/`osm_id` are optional: not every Nominatim-compatible
 * service sends them (the embedded gazetteer has no OSM ids, so it never sends `osm_type`/`osm_id`).
 */
export interface NominatimResult {
  display_name: string;
  lat: string;
  lon: string;
  place_id: number;
  type: string;
  class: string;
  importance: number;
  addresstype?: string | undefined;
  address?: NominatimAddress | undefined;
  boundingbox?: NominatimBoundingBox | undefined;
  place_rank?: number | undefined;
  /** The `format=jsonv2` name of `class`; a `format=json` answer has `class` only. */
  category?: string | undefined;
  osm_type?: string | undefined;
  osm_id?: number | undefined;
  [key: string]: unknown;
}

/**
 * One result of a Nominatim `/search?format=jsonv2` answer: as `format=json`, but `class` is named
 * `category`. Servers only; the browser client asks for `format=json`.
 */
export interface NominatimResultV2 {
  display_name: string;
  lat: string;
  lon: string;
  place_id: number;
  type: string;
  category: string;
  importance: number;
  place_rank?: number | undefined;
  addresstype?: string | undefined;
  address?: NominatimAddress | undefined;
  boundingbox?: NominatimBoundingBox | undefined;
  osm_type?: string | undefined;
  osm_id?: number | undefined;
  [key: string]: unknown;
}

const ADDRESS_KEYS = ['municipality', 'city', 'town', 'village', 'state', 'country', 'country_code'];
const TEXT_KEYS = ['display_name', 'lat', 'lon', 'type', 'class'];
const NUMBER_KEYS = ['place_id', 'importance'];
const OPTIONAL_TEXT_KEYS = ['addresstype', 'category', 'osm_type'];
const OPTIONAL_NUMBER_KEYS = ['place_rank', 'osm_id'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';
const isOptionalNumber = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value));
const isOptionalBoundingBox = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) && value.length === 4 && value.every((corner) => typeof corner === 'string'));

/**
 * The browser's check of one result: the same rule as `NominatimResultSchema`
 * (`@spt/geo-search/schema`, for servers) without zod, which would otherwise be the largest part of
 * the booking page's first load. A test holds the two to the same answers.
 *
 * @example
 * readNominatimResult({ display_name: 'Lisse, Zuid-Holland, Nederland', lat: '52.26', lon: '4.55694',
 *   place_id: 2751547, type: 'town', class: 'place', importance: 0.73 }); // the result
 * readNominatimResult({ display_name: 'Lisse' }); // null
 */
export function readNominatimResult(value: unknown): NominatimResult | null {
  if (!isRecord(value)) return null;
  if (!TEXT_KEYS.every((key) => typeof value[key] === 'string')) return null;
  if (!NUMBER_KEYS.every((key) => typeof value[key] === 'number' && Number.isFinite(value[key]))) return null;
  if (!OPTIONAL_TEXT_KEYS.every((key) => isOptionalText(value[key]))) return null;
  if (!OPTIONAL_NUMBER_KEYS.every((key) => isOptionalNumber(value[key]))) return null;
  if (!isOptionalBoundingBox(value.boundingbox)) return null;
  const { address } = value;
  if (
    address !== undefined &&
    !(isRecord(address) && ADDRESS_KEYS.every((key) => isOptionalText(address[key])))
  )
    return null;
  return value as NominatimResult;
}
