import { haversineKm } from './haversine-km.js';
import type { GeoPoint } from './point.js';
import { roundTo } from './round.js';

/** Kilometres per mile conversion factor used for display. */
export const MILES_PER_KM = 0.621371;

/** A distance for display and pricing: both figures rounded to one decimal. */
export interface Distance {
  readonly km: number;
  readonly miles: number;
}

/**
 * Distance between two points. Rounding: km is the haversine distance rounded to 1 decimal;
 * miles is the unrounded haversine distance x 0.621371, rounded to 1 decimal.
 *
 * @example
 * distanceBetween({ lat: 52.3105, lon: 4.7683 }, { lat: 50.8514, lon: 5.691 }) // { km: 174.3, miles: 108.3 }
 */
export function distanceBetween(a: GeoPoint, b: GeoPoint): Distance {
  const km = haversineKm(a, b);
  return { km: roundTo(km, 1), miles: roundTo(km * MILES_PER_KM, 1) };
}
