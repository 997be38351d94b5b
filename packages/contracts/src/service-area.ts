import type { LatLon } from './booking-request.js';
import { SERVICE_AREA_POLYGONS, SERVICE_AREA_SOURCE } from './service-area/borders.generated.js';
import { pointInPolygons } from './service-area/point-in-polygon.js';

export { SERVICE_AREA_POLYGONS, SERVICE_AREA_SOURCE };

const inServiceArea = pointInPolygons(SERVICE_AREA_POLYGONS);

/**
 * Whether a point lies inside the service area: the European Netherlands and Belgium within their real
 * borders (OpenStreetMap, land and territorial sea; see `SERVICE_AREA_SOURCE`). The outline is buffered
 * 150 m outward, so no address in NL or BE is refused; a point abroad is accepted only within about
 * 225 m of the border. NaN or infinite coordinates are outside. Server-only entry (`@spt/contracts/service-area`):
 * the polygons are about 35 KB.
 *
 * @example
 * isInServiceArea({ lat: 52.3105, lon: 4.7683 }); // true (Schiphol)
 * isInServiceArea({ lat: 50.7753, lon: 6.0839 }); // false (Aachen)
 */
export function isInServiceArea(point: LatLon): boolean {
  return inServiceArea(point.lon, point.lat);
}
