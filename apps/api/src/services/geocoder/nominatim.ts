import type { NominatimResult } from '@spt/geo-search';
import { NominatimResultSchema } from '@spt/geo-search/schema';
import { upstreamPlaceId } from './place-id.js';
import { isCoordinate, OSM_LICENCE } from './result-parts.js';
import type { UpstreamAdapter } from './types.js';
import { UpstreamError } from './upstream.js';

/** The search endpoint: the URL as given when it names one, else `/search` appended. */
function searchEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/search(?:\.php)?$/.test(new URL(trimmed).pathname) ? trimmed : `${trimmed}/search`;
}

/**
 * A house's display name with the street first, as addresses are written in the Netherlands and
 * Belgium: Nominatim's "1, Damrak, Burgwallen-Nieuwe Zijde, …" becomes "Damrak 1, Burgwallen-Nieuwe
 * Zijde, …" (the dropdown shows the first segment). Any other display name is kept.
 *
 * @example
 * streetFirst('1, Damrak, Amsterdam, Nederland', { road: 'Damrak', house_number: '1' });
 * // 'Damrak 1, Amsterdam, Nederland'
 */
export function streetFirst(displayName: string, address: NominatimResult['address']): string {
  const road = address?.road;
  const number = address?.house_number;
  if (typeof road !== 'string' || typeof number !== 'string') return displayName;
  const prefix = `${number}, ${road}`;
  return displayName.startsWith(prefix)
    ? `${road} ${number}${displayName.slice(prefix.length)}`
    : displayName;
}

/**
 * One Nominatim result as we answer it: a `place_id` of ours (Nominatim's own could equal a
 * gazetteer id) from its OSM object, the street first in a house's display name, the OSM licence
 * when the server sends none. `null` for an item that is not a result or has no real point.
 */
export function nominatimResult(item: unknown): NominatimResult | null {
  const parsed = NominatimResultSchema.safeParse(item);
  if (!parsed.success || !isCoordinate(Number(parsed.data.lat), Number(parsed.data.lon))) return null;
  const result = parsed.data;
  const osmId =
    result.osm_type && result.osm_id !== undefined
      ? `${result.osm_type}/${result.osm_id}`
      : `place/${result.place_id}`;
  return {
    ...result,
    place_id: upstreamPlaceId('nominatim', osmId),
    licence: typeof result.licence === 'string' ? result.licence : OSM_LICENCE,
    display_name: streetFirst(result.display_name, result.address),
  };
}

/**
 * The Nominatim adapter (a self-hosted server: the public one forbids autocomplete): `format=json`,
 * `addressdetails=1`, `countrycodes` of the asked countries in NL and BE, `featuretype` except `city`
 * (our `city` is any place a ride starts or ends at: Nominatim's addresses are wanted), and
 * `accept-language`: the site language the visitor's value negotiates to (en, nl, de, fr), so the
 * names are in the same language as the gazetteer's and the labels ("es, de;q=0.5" asks `de`, not
 * Spanish names); Nominatim answers any language and falls back to the local name (`name`) where OSM
 * has none in it. None asked: none sent, the local names. At most one search a second, Nominatim's
 * usage policy.
 *
 * @example
 * createUpstream(nominatimAdapter('https://nominatim.example.org/search'), app.log);
 */
export function nominatimAdapter(url: string): UpstreamAdapter {
  const endpoint = searchEndpoint(url);
  return {
    name: 'nominatim',
    rate: { burst: 1, perSecond: 1 },
    countries: ['nl', 'be'],
    async search(search, http) {
      const request = new URL(endpoint);
      request.searchParams.set('q', search.query);
      request.searchParams.set('format', 'json');
      request.searchParams.set('addressdetails', '1');
      request.searchParams.set('limit', String(search.limit));
      request.searchParams.set('countrycodes', search.countries.join(','));
      if (search.featureType && search.featureType !== 'city') {
        request.searchParams.set('featuretype', search.featureType);
      }
      if (search.acceptLanguage) request.searchParams.set('accept-language', search.language);
      const answer = await http.getJson(request);
      if (!Array.isArray(answer)) throw new UpstreamError('bad-answer');
      return answer.flatMap((item) => {
        const result = nominatimResult(item);
        return result ? [result] : [];
      });
    },
  };
}
