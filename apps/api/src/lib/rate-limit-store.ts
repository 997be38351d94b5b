import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { safeError } from './safe-error.js';

/** A key's count in its window and the window's milliseconds left, as the rate-limit stores answer. */
interface Count {
  current: number;
  ttl: number;
}

/** How a store answers the plugin. */
type CountCallback = (error: Error | null, result?: Count) => void;
/** How the plugin's own stores answer: `null` with an error. */
type StoreCallback = (error: Error | null, result?: Count | null) => void;

/** What @fastify/rate-limit's own stores (LocalStore, RedisStore) do; the package has no types for them. */
interface Store {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  /** The store of one route: the route's options merged over the plugin's, with `routeInfo`. */
  child(routeOptions: unknown): Store;
}

/** The options a store is made with (the plugin's, or a route's merged over them). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own stores, so that counting is the same in Redis, in memory and when falling back.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  nameSpace: string,
) => Store;

export interface RedisFallbackOptions {
  redis: Redis;
  /** The key prefix in Redis. */
  nameSpace: string;
  log: FastifyBaseLogger;
  /** How often a degraded store asks Redis whether it answers again (default PROBE_MS). */
  probeMs?: number;
}

/** While Redis is unreachable, how often it is pinged to learn that it answers again. */
const PROBE_MS = 2000;

/**
 * A @fastify/rate-limit store that counts in Redis, shared by every instance, and in this instance's
 * memory while Redis is unreachable: the limits never fail open (DESIGN "Operating it"). A request goes
 * to Redis only while its connection is ready and no call has failed since; one whose Redis call fails
 * (connection lost, command timeout) is counted in memory instead, and so is every request after it
 * at once, without waiting for Redis, until a ping in the background (every 2 s) is answered. Each instance then has its own quota, as without REDIS_URL,
 * until Redis answers again; counts made in memory meanwhile are not carried over.
 *
 * One warning is logged when Redis becomes unreachable and one line when it answers again, with the
 * error's class and code only (no key: keys are client addresses).
 *
 * @example
 * await app.register(rateLimit, { global: false, store: redisWithMemoryFallback({ redis, nameSpace, log }) });
 */
export function redisWithMemoryFallback(options: RedisFallbackOptions): FastifyRateLimitStoreCtor {
  const { redis, nameSpace, log } = options;
  let degraded = false;
  let probe: NodeJS.Timeout | undefined;
  const recover = () => {
    if (probe) clearInterval(probe);
    probe = undefined;
    if (!degraded) return;
    degraded = false;
    log.info('rate limits: Redis answers again; counting in Redis');
  };
  const degrade = (details: Record<string, unknown>) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      details,
      "rate limits: Redis is unreachable; counting in this instance's memory until it answers",
    );
    // While degraded, no request waits for Redis: a ping in the background tells when it answers.
    probe = setInterval(() => {
      if (redis.status !== 'ready') return;
      redis.ping().then(recover, () => undefined);
    }, options.probeMs ?? PROBE_MS);
    probe.unref();
  };
  redis.on('end', () => {
    if (probe) clearInterval(probe);
    probe = undefined;
  });
  // Connection errors are reported here (once), not as ioredis's "Unhandled error event" on stderr.
  redis.on('error', (error: unknown) => degrade({ err: safeError(error) }));

  class RedisWithMemoryFallback {
    private readonly remote: Store;
    private readonly local: Store;

    constructor(params: StoreParams, stores?: { remote: Store; local: Store }) {
      this.remote =
        stores?.remote ??
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(key: string, callback: CountCallback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: CountCallback, timeWindow: number, max: number): void {
      this.count('read', key, callback, timeWindow, max);
    }

    child(routeOptions: unknown): RedisWithMemoryFallback {
      return new RedisWithMemoryFallback(
        {},
        { remote: this.remote.child(routeOptions), local: this.local.child(routeOptions) },
      );
    }

    private count(
      method: 'incr' | 'read',
      key: string,
      callback: CountCallback,
      timeWindow: number,
      max: number,
    ): void {
      // A copy: the memory store answers the same object for a key each time and counts on in it, so
      // requests counted in one tick would all read the last one's count.
      const inMemory = () =>
        this.local[method](
          key,
          (error, result) => callback(error, result ? { ...result } : undefined),
          timeWindow,
          max,
        );
      if (redis.status !== 'ready' || degraded) {
        if (!degraded) degrade({ redis: redis.status });
        inMemory();
        return;
      }
      this.remote[method](
        key,
        (error, result) => {
          if (error || !result) {
            degrade({ err: safeError(error) });
            inMemory();
            return;
          }
          recover();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }
  }
  return RedisWithMemoryFallback;
}

/**
 * Resolves once `redis` is ready, has failed its first connection, or after `timeoutMs`, so the first
 * requests are counted where the following ones will be. Never rejects: without Redis, limits are kept
 * in memory.
 *
 * @example
 * await firstConnection(redis, 2000);
 */
export function firstConnection(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      redis.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.on('ready', done);
    redis.on('error', done);
    redis.on('end', done);
  });
}
