import { textProblem } from '@spt/contracts';
import type { NominatimResult } from '@spt/geo-search';
import { answerLanguage } from '@spt/geo-search/gazetteer';
import { NominatimResultSchema } from '@spt/geo-search/schema';
import { BodyError, readLimitedBody } from '../../lib/read-body.js';
import { type TokenBucket, tokenBucket } from './token-bucket.js';
import { TtlCache } from './ttl-cache.js';
import type { SearchOptions, UpstreamAdapter, UpstreamHttp, UpstreamSearch } from './types.js';

/** Why an upstream call failed: the only detail about it that is logged, with the HTTP status. */
export type UpstreamFailure = 'status' | 'too-large' | 'not-json' | 'bad-answer' | 'timeout' | 'network';

/** A failed upstream call. Its message names the reason only, never the URL or the query. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';

  constructor(
    readonly reason: UpstreamFailure,
    readonly status?: number,
  ) {
    super(`upstream ${reason}${status === undefined ? '' : ` ${status}`}`);
  }
}

/** What the upstream logs through: a pino-like logger (Fastify's). */
export interface UpstreamLog {
  warn(fields: Record<string, unknown>, message: string): void;
  debug(fields: Record<string, unknown>, message: string): void;
}

/** Answers, cached; `null` when the upstream failed or was not asked (rate limit). */
export type Upstream = (query: string, options: SearchOptions) => Promise<NominatimResult[] | null>;

export interface UpstreamSettings {
  /** One search, lookups included; default 3000. */
  timeoutMs?: number | undefined;
  /** A larger body is a failure; default 256 KB (a real answer of eight results is about 15 KB). */
  maxBodyBytes?: number | undefined;
  now?: (() => number) | undefined;
}

const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
const CACHE_MAX_ENTRIES = 2000;
const CACHE_TTL_MS = 24 * 60 * 60_000;
/** Longer upstream strings are cut: no name or address line comes near it. */
const MAX_TEXT_LENGTH = 300;
const MAX_ITEMS = 100;
const MAX_DEPTH = 8;
const USER_AGENT = 'schiphol-premium-taxi/1.0';

/**
 * A JSON value with every string cut to MAX_TEXT_LENGTH characters, every array and object to
 * MAX_ITEMS entries and nesting to MAX_DEPTH levels (deeper values are dropped).
 *
 * @example
 * clampJson({ name: 'x'.repeat(1000) }); // { name: 'xxx…' } with 300 x's
 */
export function clampJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_TEXT_LENGTH ? value.slice(0, MAX_TEXT_LENGTH) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => clampJson(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, MAX_ITEMS)
      .map(([key, item]) => [key, clampJson(item, depth + 1)]),
  );
}

/** The query as it is sent and cached: trimmed, inner white space collapsed. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/** The body as text, refused (`too-large`) past `maxBytes`, declared or read, or not UTF-8 (`not-json`). */
async function readBody(response: Response, maxBytes: number): Promise<string> {
  try {
    return await readLimitedBody(response, maxBytes);
  } catch (error) {
    if (error instanceof BodyError)
      throw new UpstreamError(error.reason === 'too-large' ? 'too-large' : 'not-json');
    throw error;
  }
}

/** The failure an error stands for: ours as it is, an abort as a timeout, anything else the network. */
function failureOf(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  return new UpstreamError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
}

/** GETs JSON under `signal`, within the body size cap, every string clamped. */
function httpFor(signal: AbortSignal, maxBodyBytes: number): UpstreamHttp {
  return {
    async getJson(url) {
      // A redirect is a failure: following it would send the query to, and show the answer of, a host
      // nobody configured (another server, a cloud metadata address).
      const response = await fetch(url, {
        signal,
        redirect: 'error',
        headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new UpstreamError('status', response.status);
      }
      const text = await readBody(response, maxBodyBytes);
      try {
        return clampJson(JSON.parse(text));
      } catch {
        throw new UpstreamError('not-json');
      }
    },
  };
}

/** A coordinate as Nominatim writes one: decimal degrees, nothing `Number` alone would also take ("0x34"). */
const DECIMAL_DEGREES = /^-?\d{1,3}(?:\.\d{1,15})?$/;
/** The result fields passed on; anything else an upstream sends (`icon`, `extratags`, …) is dropped. */
const RESULT_KEYS = [
  'place_id',
  'licence',
  'osm_type',
  'osm_id',
  'class',
  'type',
  'place_rank',
  'importance',
  'addresstype',
  'name',
  'display_name',
] as const;
/** An address key as Nominatim names its parts: `road`, `city`, `ISO3166-2-lvl4`, … */
const ADDRESS_KEY = /^(?:[a-z_]{1,30}|ISO3166-2-lvl\d{1,2})$/;
const MAX_ADDRESS_PARTS = 20;

/**
 * One checked result in our shape, or `null`: the listed fields only; the point (and box) in plain
 * decimal degrees, read alike by the server's `Number` and the browser's `parseFloat`; the address's parts that are single-line text by the booking's
 * rules (a street with a bidi override would be refused when the wizard copies it into the address
 * line).
 */
function sanitisedResult(result: NominatimResult): NominatimResult | null {
  const { lat, lon, boundingbox, address } = result;
  const box = boundingbox ?? [];
  if (![lat, lon, ...box].every((value) => DECIMAL_DEGREES.test(value))) return null;
  const picked: Record<string, unknown> = {};
  for (const key of RESULT_KEYS) if (result[key] !== undefined) picked[key] = result[key];
  const parts = Object.entries(address ?? {})
    .filter(
      (entry): entry is [string, string] =>
        ADDRESS_KEY.test(entry[0]) &&
        typeof entry[1] === 'string' &&
        textProblem(entry[1], { multiline: false }) === null,
    )
    .slice(0, MAX_ADDRESS_PARTS);
  const parsed = NominatimResultSchema.safeParse({
    ...picked,
    lat,
    lon,
    ...(boundingbox ? { boundingbox } : {}),
    ...(address ? { address: Object.fromEntries(parts) } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The results an adapter produced: clamped once more, checked against the Nominatim schema, sanitised
 * (`sanitisedResult`), and each `place_id` once (an upstream may repeat an object; the browser keys
 * the list by it).
 */
function validResults(results: NominatimResult[]): NominatimResult[] {
  const seen = new Set<number>();
  return results.flatMap((result) => {
    const parsed = NominatimResultSchema.safeParse(clampJson(result));
    const clean = parsed.success ? sanitisedResult(parsed.data) : null;
    if (!clean || seen.has(clean.place_id)) return [];
    seen.add(clean.place_id);
    return [clean];
  });
}

/**
 * The cache key: every option that changes the upstream's answer, and the query in lower case. The
 * language is the negotiated one (every adapter asks in it), or none when none was asked.
 */
function cacheKey(search: UpstreamSearch): string {
  return [
    search.acceptLanguage === undefined ? '' : search.language,
    search.limit,
    search.countries.join(','),
    search.featureType ?? '',
    search.query.toLowerCase(),
  ].join('\0');
}

/**
 * Wraps an adapter for `app.geocoder`: answers cached per query (2000 entries, least recently used
 * first out, 24 hours), identical searches in flight shared, at most the adapter's rate of searches
 * (a token bucket), each within `timeoutMs` and a body size cap, every string clamped and every
 * result checked against the Nominatim schema. A failure, a timeout or a search over the rate gives
 * `null`: the site answers from the gazetteer alone. Only the upstream's name, the reason, the status
 * and the error class are logged, never the query (it may be a home address).
 *
 * @example
 * const upstream = createUpstream(pdokAdapter(PDOK_LOCATIESERVER_URL), app.log);
 * await upstream('Damrak 1 Amsterdam', { limit: 8, countryCodes: ['nl'] }); // [Damrak 1, …] or null
 */
export function createUpstream(
  adapter: UpstreamAdapter,
  log: UpstreamLog,
  settings: UpstreamSettings = {},
): Upstream {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBodyBytes = settings.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const cache = new TtlCache<NominatimResult[]>(CACHE_MAX_ENTRIES, CACHE_TTL_MS, settings.now);
  const bucket: TokenBucket = tokenBucket(adapter.rate, settings.now);
  const inFlight = new Map<string, Promise<NominatimResult[] | null>>();

  const call = async (search: UpstreamSearch, key: string): Promise<NominatimResult[] | null> => {
    try {
      const http = httpFor(AbortSignal.timeout(timeoutMs), maxBodyBytes);
      // Only what is answered is kept: a hostile upstream's hundred results would fill the cache.
      const results = validResults(await adapter.search(search, http)).slice(0, search.limit);
      cache.set(key, results);
      return results;
    } catch (error) {
      const failure = failureOf(error);
      log.warn(
        {
          upstream: adapter.name,
          reason: failure.reason,
          status: failure.status,
          errorClass: typeof error === 'object' && error !== null ? error.constructor.name : typeof error,
        },
        'geocoder upstream failed',
      );
      return null;
    }
  };

  return async (query, options) => {
    const countries = adapter.countries.filter(
      (code) => !options.countryCodes || options.countryCodes.includes(code),
    );
    if (countries.length === 0) return [];
    const acceptLanguage = options.acceptLanguage?.trim() ? options.acceptLanguage : undefined;
    const search: UpstreamSearch = {
      query: normaliseQuery(query),
      limit: options.limit,
      countries,
      featureType: options.featureType,
      acceptLanguage,
      language: answerLanguage(acceptLanguage),
    };
    const key = cacheKey(search);
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = inFlight.get(key);
    if (pending) return pending;
    if (!bucket.take()) {
      log.debug({ upstream: adapter.name, reason: 'rate-limited' }, 'geocoder upstream skipped');
      return null;
    }
    const promise = call(search, key).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
