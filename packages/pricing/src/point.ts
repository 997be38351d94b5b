import { PricingError } from './errors.js';

/** A position in decimal degrees (WGS 84). */
export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
}

/**
 * Throws unless `point` is a finite latitude in [-90, 90] and longitude in [-180, 180].
 *
 * @throws PricingError `INVALID_POINT`
 * @example
 * assertPoint({ lat: 52.3105, lon: 4.7683 }) // passes
 */
export function assertPoint(point: GeoPoint, label = 'point'): void {
  const { lat, lon } = point ?? ({} as Partial<GeoPoint>);
  const valid =
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180;
  if (!valid) throw new PricingError('INVALID_POINT', `Invalid ${label}: expected { lat, lon } in degrees`);
}
