/**
 * An OpenStreetMap link with a marker at a point, for operators (mails and the console).
 *
 * @example
 * mapLink({ lat: 52.3105, lon: 4.7683 }); // 'https://www.openstreetmap.org/?mlat=52.31050&mlon=4.76830#map=16/52.31050/4.76830'
 */
export function mapLink(point: { lat: number; lon: number }): string {
  const lat = point.lat.toFixed(5);
  const lon = point.lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
