import { createHash } from 'node:crypto';

/** The gazetteer's `place_id`s stay below 1e9; upstream ones start here. */
export const UPSTREAM_PLACE_ID_MIN = 2_000_000_000;

/** The largest signed 32-bit integer: a client storing ids as int32 can hold every upstream id. */
export const UPSTREAM_PLACE_ID_MAX = 2_147_483_647;

/**
 * A stable `place_id` for an upstream object: a hash of the upstream's name and its own id, mapped
 * into [UPSTREAM_PLACE_ID_MIN, UPSTREAM_PLACE_ID_MAX], a range the gazetteer's ids never reach.
 *
 * @example
 * upstreamPlaceId('pdok', 'adr-8f4d573be765b4c80dd635ba73747903'); // the same number on every call
 */
export function upstreamPlaceId(upstream: string, id: string): number {
  const digest = createHash('sha256').update(`${upstream}\0${id}`).digest();
  const span = UPSTREAM_PLACE_ID_MAX - UPSTREAM_PLACE_ID_MIN + 1;
  return UPSTREAM_PLACE_ID_MIN + (digest.readUInt32BE(0) % span);
}
