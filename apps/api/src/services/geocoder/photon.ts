import type { NominatimBoundingBox, NominatimResult } from '@spt/geo-search';
import type { FeatureType } from '@spt/geo-search/gazetteer';
import { z } from 'zod';
import { upstreamPlaceId } from './place-id.js';
import { boxAround, isCoordinate, joinSegments, OSM_LICENCE } from './result-parts.js';
import type { UpstreamAdapter, UpstreamHttp } from './types.js';
import { UpstreamError } from './upstream.js';

/** The Netherlands and Belgium, minLon,minLat,maxLon,maxLat: Photon's `bbox` (results outside are dropped). */
const NL_BE_BBOX = '2.5,49.4,7.3,53.6';

/**
 * The languages Photon is asked in (`lang`): those of its default import (en, de, fr, it) that are site
 * languages. Dutch is not among them; without `lang` Photon answers OSM's `name`, which is the Dutch
 * name in the Netherlands and Flanders (and the French one in Wallonia), as the gazetteer answers it.
 */
const PHOTON_LANGUAGES: ReadonlySet<string> = new Set(['en', 'de', 'fr']);

/** Photon's layers for our `featuretype`; none: every layer. */
const LAYERS_BY_FEATURE: Readonly<Record<FeatureType, readonly string[]>> = {
  city: [],
  settlement: ['city', 'district', 'locality'],
  state: ['state'],
  country: ['country'],
};

const OSM_TYPES: Readonly<Record<string, string>> = { N: 'node', W: 'way', R: 'relation' };

/** Per Photon layer (`properties.type`): Nominatim's place rank and a box when there is no extent. */
const LAYERS: Readonly<Record<string, { rank: number; importance: number; extentDeg: number }>> = {
  house: { rank: 30, importance: 0.2, extentDeg: 0.0005 },
  street: { rank: 26, importance: 0.25, extentDeg: 0.005 },
  locality: { rank: 20, importance: 0.3, extentDeg: 0.01 },
  district: { rank: 17, importance: 0.35, extentDeg: 0.02 },
  city: { rank: 16, importance: 0.45, extentDeg: 0.05 },
  county: { rank: 12, importance: 0.5, extentDeg: 0.2 },
  state: { rank: 8, importance: 0.55, extentDeg: 0.5 },
  country: { rank: 4, importance: 0.6, extentDeg: 2 },
};
const OTHER_LAYER = { rank: 30, importance: 0.15, extentDeg: 0.001 };

const text = z.string().optional();

/** A Photon feature (GeocodeJSON properties, documented in Photon's docs/api-v1.md). */
const PhotonFeatureSchema = z.looseObject({
  geometry: z.looseObject({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z.looseObject({
    osm_id: z.number().int(),
    osm_type: z.string(),
    osm_key: z.string(),
    osm_value: z.string(),
    type: text,
    name: text,
    housenumber: text,
    street: text,
    postcode: text,
    city: text,
    district: text,
    locality: text,
    county: text,
    state: text,
    country: text,
    countrycode: text,
    extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  }),
});

export type PhotonFeature = z.infer<typeof PhotonFeatureSchema>;

const PhotonAnswerSchema = z.looseObject({ features: z.array(z.unknown()) });

/** Photon's `extent`, [minLon, maxLat, maxLon, minLat], as Nominatim's [south, north, west, east]. */
function boxOfExtent([west, north, east, south]: [number, number, number, number]): NominatimBoundingBox {
  return [
    Math.min(south, north).toFixed(7),
    Math.max(south, north).toFixed(7),
    Math.min(west, east).toFixed(7),
    Math.max(west, east).toFixed(7),
  ];
}

/**
 * A Photon feature as a Nominatim result: `class`/`type` from `osm_key`/`osm_value` as Nominatim has
 * them (a bare address point is `place`/`house`), the OSM object kept (`osm_type` node/way/relation,
 * `osm_id`), the address with `road`, `house_number`, `postcode`, `city` (Photon's city, town or
 * village), `county`, `state`, `country`, `country_code`, and a display name written street first:
 * "Meir 1, 2000 Antwerpen, Antwerpen, Vlaanderen, België". `position` is kept in `importance`.
 * `null` without a real point or a name.
 *
 * @example
 * photonResult(feature, 0)?.address; // { road: 'Meir', house_number: '1', postcode: '2000', city: 'Antwerpen', … }
 */
export function photonResult(feature: PhotonFeature, position: number): NominatimResult | null {
  const [lon, lat] = feature.geometry.coordinates;
  const p = feature.properties;
  if (!isCoordinate(lat, lon)) return null;
  const layer = p.type ?? 'other';
  const shape = LAYERS[layer] ?? OTHER_LAYER;
  const street = p.street?.trim();
  const number = p.housenumber?.trim();
  const streetLine = street ? [street, number].filter(Boolean).join(' ') : undefined;
  const name = p.name?.trim() || (layer === 'house' ? streetLine : undefined);
  if (!name) return null;
  const bareAddress = layer === 'house' && !p.name?.trim();
  const placeClass = bareAddress ? 'place' : p.osm_key;
  const placeType = bareAddress ? 'house' : p.osm_value;
  const city = p.city?.trim();
  const townLine = [p.postcode?.trim(), city].filter(Boolean).join(' ') || undefined;
  const ownKey = layer === 'city' && p.osm_key === 'place' ? p.osm_value : undefined;
  const osmType = OSM_TYPES[p.osm_type.toUpperCase()] ?? p.osm_type;
  return {
    place_id: upstreamPlaceId('photon', `${osmType}/${p.osm_id}`),
    licence: OSM_LICENCE,
    osm_type: osmType,
    osm_id: p.osm_id,
    lat: String(lat),
    lon: String(lon),
    class: placeClass,
    type: placeType,
    place_rank: shape.rank,
    importance: Number((shape.importance - position / 1000).toFixed(4)),
    addresstype: bareAddress ? 'place' : (ownKey ?? layer),
    name,
    display_name: joinSegments([
      name,
      name === streetLine ? undefined : streetLine,
      layer === 'city' ? undefined : townLine,
      p.county,
      p.state,
      p.country,
    ]),
    address: {
      ...(ownKey ? { [ownKey]: name } : {}),
      ...(street || layer === 'street' ? { road: street ?? name } : {}),
      ...(number ? { house_number: number } : {}),
      ...(p.postcode?.trim() ? { postcode: p.postcode.trim() } : {}),
      ...(city && !ownKey ? { city } : {}),
      ...(p.county ? { county: p.county } : {}),
      ...(p.state ? { state: p.state } : {}),
      ...(p.country ? { country: p.country } : {}),
      ...(p.countrycode ? { country_code: p.countrycode.toLowerCase() } : {}),
    },
    boundingbox: p.extent ? boxOfExtent(p.extent) : boxAround(lat, lon, shape.extentDeg),
  };
}

/**
 * The answer to `request`; when it asks a `lang` and is refused (400), the answer without it, and the
 * language is added to `refused` (not asked again).
 */
async function getWithoutRefusedLanguage(
  http: UpstreamHttp,
  request: URL,
  refused: Set<string>,
): Promise<unknown> {
  try {
    return await http.getJson(request);
  } catch (error) {
    const lang = request.searchParams.get('lang');
    if (!(error instanceof UpstreamError && error.status === 400 && lang)) throw error;
    refused.add(lang);
    const local = new URL(request);
    local.searchParams.delete('lang');
    return http.getJson(local);
  }
}

/** The `/api` endpoint: the URL as given when it names it, else `/api` appended. */
function apiEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/api$/.test(new URL(trimmed).pathname) ? trimmed : `${trimmed}/api`;
}

/**
 * The Photon adapter (a self-hosted server; komoot's public one is a fair-use demo): `/api?q=&limit=`,
 * `bbox` around NL and BE, `lang=en|de|fr` on the English, German and French sites (on the Dutch site
 * none: the local names), `layer` for a `featuretype` other than `city`. Photon answers a name it has
 * no translation for in the local language. An older Photon, or one imported without that language,
 * refuses the `lang` with a 400 ("language xx is not supported"): the search is then asked once more
 * without it, for the local names, and that language is not asked for again. Photon has no
 * `countrycodes` before 0.7, so the asked countries are kept here, by `countrycode`. At most 5
 * searches a second (a burst of 5): one call per search (two on the first refusal of a language), and
 * a bound that keeps a shared demo server's fair use.
 *
 * @example
 * createUpstream(photonAdapter('https://photon.example.org'), app.log);
 */
export function photonAdapter(url: string): UpstreamAdapter {
  const endpoint = apiEndpoint(url);
  /** The languages this server refused: asked without `lang` from then on. */
  const refused = new Set<string>();
  return {
    name: 'photon',
    rate: { burst: 5, perSecond: 5 },
    countries: ['nl', 'be'],
    async search(search, http) {
      const request = new URL(endpoint);
      request.searchParams.set('q', search.query);
      request.searchParams.set('limit', String(search.limit));
      request.searchParams.set('bbox', NL_BE_BBOX);
      const lang =
        PHOTON_LANGUAGES.has(search.language) && !refused.has(search.language) ? search.language : undefined;
      if (lang) request.searchParams.set('lang', lang);
      for (const layer of search.featureType ? LAYERS_BY_FEATURE[search.featureType] : []) {
        request.searchParams.append('layer', layer);
      }
      const answer = PhotonAnswerSchema.safeParse(await getWithoutRefusedLanguage(http, request, refused));
      if (!answer.success) throw new UpstreamError('bad-answer');
      return answer.data.features
        .flatMap((item) => {
          const feature = PhotonFeatureSchema.safeParse(item);
          const country = feature.data?.properties.countrycode?.toLowerCase();
          return feature.success && country && search.countries.includes(country) ? [feature.data] : [];
        })
        .flatMap((feature, position) => {
          const result = photonResult(feature, position);
          return result ? [result] : [];
        });
    },
  };
}
