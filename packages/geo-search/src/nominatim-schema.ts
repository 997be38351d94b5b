import { z } from 'zod';
import type { NominatimAddress, NominatimResult, NominatimResultV2 } from './nominatim-result';

// `@spt/geo-search/schema`: the zod form of a Nominatim result, for servers that validate what they
// send or receive. The browser checks results with `readNominatimResult`, the same rule without zod.

/**
 * The address block of a Nominatim search result (`addressdetails=1`). Only the keys the name rules
 * read are declared; any other key (`hamlet`, `city_district`, `ISO3166-2-lvl4`, `postcode`, ...) is
 * kept as it came.
 */
export const NominatimAddressSchema = z.looseObject({
  municipality: z.string().optional(),
  city: z.string().optional(),
  town: z.string().optional(),
  village: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  country_code: z.string().optional(),
});

/** A result's extent: four decimal strings [south, north, west, east]. */
export const NominatimBoundingBoxSchema = z.tuple([z.string(), z.string(), z.string(), z.string()]);

/**
 * One result of a Nominatim `/search?format=json` answer (SPEC section 3, "City search result").
 * `lat`/`lon` are decimal strings, as Nominatim sends them. Extra fields are tolerated and kept.
 * `boundingbox`, `place_rank`, `category`, `osm_type` and `osm_id` are optional and checked when present.
 *
 * @example
 * NominatimResultSchema.parse({ display_name: 'Lisse, Zuid-Holland, Nederland', lat: '52.26',
 *   lon: '4.55694', place_id: 2751547, type: 'town', class: 'place', importance: 0.73 });
 */
export const NominatimResultSchema = z.looseObject({
  display_name: z.string(),
  lat: z.string(),
  lon: z.string(),
  place_id: z.number(),
  type: z.string(),
  class: z.string(),
  importance: z.number(),
  addresstype: z.string().optional(),
  address: NominatimAddressSchema.optional(),
  boundingbox: NominatimBoundingBoxSchema.optional(),
  place_rank: z.number().optional(),
  category: z.string().optional(),
  osm_type: z.string().optional(),
  osm_id: z.number().optional(),
});

/**
 * One result of a Nominatim `/search?format=jsonv2` answer: `category` instead of `class`.
 *
 * @example
 * NominatimResultV2Schema.parse({ display_name: 'Lisse, Zuid-Holland, Nederland', lat: '52.26',
 *   lon: '4.55694', place_id: 2751547, type: 'town', category: 'place', place_rank: 18, importance: 0.73 });
 */
export const NominatimResultV2Schema = z.looseObject({
  display_name: z.string(),
  lat: z.string(),
  lon: z.string(),
  place_id: z.number(),
  type: z.string(),
  category: z.string(),
  importance: z.number(),
  place_rank: z.number().optional(),
  addresstype: z.string().optional(),
  address: NominatimAddressSchema.optional(),
  boundingbox: NominatimBoundingBoxSchema.optional(),
  osm_type: z.string().optional(),
  osm_id: z.number().optional(),
});

// The hand-written types and these schemas describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAddress: Same<z.infer<typeof NominatimAddressSchema>, NominatimAddress> = true;
const sameResult: Same<z.infer<typeof NominatimResultSchema>, NominatimResult> = true;
const sameResultV2: Same<z.infer<typeof NominatimResultV2Schema>, NominatimResultV2> = true;
void sameAddress;
void sameResult;
void sameResultV2;
