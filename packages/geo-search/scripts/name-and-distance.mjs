// What the data scripts (build-gazetteer.mjs, places-of-interest.check.mjs) share: how names are
// compared and how far apart two points are.

/**
 * A name folded for comparison as the gazetteer's search folds it (src/gazetteer/normalize.ts):
 * compatibility decomposition, diacritics removed, lower case, other characters one space.
 */
export const fold = (s) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Great-circle distance in km (earth radius 6371 km). */
export function distanceKm(aLat, aLon, bLat, bLon) {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
