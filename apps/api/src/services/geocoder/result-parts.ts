import type { NominatimBoundingBox } from '@spt/geo-search';

/** The attribution of results from OpenStreetMap data (Nominatim, Photon), as Nominatim words it. */
export const OSM_LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright';

/**
 * A box `extentDeg` degrees around a point, as Nominatim sends one: [south, north, west, east].
 *
 * @example
 * boxAround(52.3771, 4.898, 0.0005); // ['52.3766000', '52.3776000', '4.8975000', '4.8985000']
 */
export function boxAround(lat: number, lon: number, extentDeg: number): NominatimBoundingBox {
  return [
    (lat - extentDeg).toFixed(7),
    (lat + extentDeg).toFixed(7),
    (lon - extentDeg).toFixed(7),
    (lon + extentDeg).toFixed(7),
  ];
}

/**
 * The non-empty segments, trimmed, joined by ", ".
 *
 * @example
 * joinSegments(['Koolmees 1', '3435 RA Nieuwegein', undefined, ' Utrecht ']);
 * // 'Koolmees 1, 3435 RA Nieuwegein, Utrecht'
 */
export function joinSegments(segments: readonly (string | undefined)[]): string {
  return segments
    .map((segment) => segment?.trim())
    .filter((segment): segment is string => Boolean(segment))
    .join(', ');
}

/**
 * A Dutch postcode in its written form, four digits, a space and two capitals; anything else as it
 * came, trimmed.
 *
 * @example
 * dutchPostcode('1012LG'); // '1012 LG'
 * dutchPostcode('1000'); // '1000' (a Belgian one)
 */
export function dutchPostcode(postcode: string): string {
  const match = /^\s*(\d{4})\s*([A-Za-z]{2})\s*$/.exec(postcode);
  return match ? `${match[1]} ${match[2]?.toUpperCase()}` : postcode.trim();
}

/** Whether `lat`/`lon` are real coordinates. */
export function isCoordinate(lat: number, lon: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}
