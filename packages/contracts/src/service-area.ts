import type { LatLon } from './booking-request.js';

/**
 * The service area: the Netherlands (European part) and Belgium, as two generous bounding boxes.
 * Coordinates outside both are refused with `outsideServiceArea`.
 */
export const SERVICE_AREA = [
  { name: 'NL', minLat: 50.74, maxLat: 53.7, minLon: 3.3, maxLon: 7.24 },
  { name: 'BE', minLat: 49.49, maxLat: 51.51, minLon: 2.52, maxLon: 6.41 },
] as const;

/**
 * Whether a point lies inside the NL/BE service area.
 *
 * @example
 * isInServiceArea({ lat: 52.3105, lon: 4.7683 }); // true (Schiphol)
 * isInServiceArea({ lat: 48.8566, lon: 2.3522 }); // false (Paris)
 */
export function isInServiceArea(point: LatLon): boolean {
  return SERVICE_AREA.some(
    (box) =>
      point.lat >= box.minLat &&
      point.lat <= box.maxLat &&
      point.lon >= box.minLon &&
      point.lon <= box.maxLon,
  );
}
