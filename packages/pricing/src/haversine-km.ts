import { assertPoint, type GeoPoint } from './point.js';

/** Mean earth radius used for every distance, in kilometres. */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points by the haversine formula, earth radius 6371 km. Not rounded.
 *
 * @throws PricingError `INVALID_POINT` for a point outside the valid degree ranges.
 * @example
 * haversineKm({ lat: 52.3105, lon: 4.7683 }, { lat: 50.8514, lon: 5.691 }) // 174.26…
 */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  assertPoint(a, 'first point');
  assertPoint(b, 'second point');
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
