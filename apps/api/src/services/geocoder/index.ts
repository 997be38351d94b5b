import type { GeocoderUpstreamConfig } from '../../config.js';
import { nominatimAdapter } from './nominatim.js';
import { pdokAdapter } from './pdok.js';
import { photonAdapter } from './photon.js';
import type { UpstreamAdapter } from './types.js';
import { createUpstream, type Upstream, type UpstreamLog } from './upstream.js';

export { isAddressLevel, isSameAsLocal, looksLikeAddress, mergeResults } from './merge.js';
export type { NominatimAnswer, SearchOptions, UpstreamAdapter } from './types.js';
export { createUpstream, type Upstream, UpstreamError, type UpstreamLog } from './upstream.js';

const ADAPTERS: Readonly<Record<GeocoderUpstreamConfig['kind'], (url: string) => UpstreamAdapter>> = {
  pdok: pdokAdapter,
  nominatim: nominatimAdapter,
  photon: photonAdapter,
};

/**
 * The upstream geocoder GEOCODER_UPSTREAM chose, cached and rate limited (`createUpstream`); `null`
 * without one.
 *
 * @example
 * const upstream = configuredUpstream({ kind: 'pdok', url: PDOK_LOCATIESERVER_URL }, app.log);
 */
export function configuredUpstream(
  config: GeocoderUpstreamConfig | undefined,
  log: UpstreamLog,
): Upstream | null {
  if (!config) return null;
  const adapter = ADAPTERS[config.kind](config.url);
  return createUpstream(config.rate ? { ...adapter, rate: config.rate } : adapter, log, {
    timeoutMs: config.timeoutMs,
  });
}
