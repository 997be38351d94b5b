#!/usr/bin/env node
// Checks scripts/places-of-interest.mjs against the embedded gazetteer (data/gazetteer.nlbe.json):
// - every field is present, of the right type, and every string is trimmed;
// - `kind` and `osm` are from the allowed lists, `country` is NL or BE, importance is 0.5..0.8;
// - lat/lon lie in the bounding box of the Netherlands and Belgium;
// - names are unique once folded (case, diacritics, punctuation), and no name or alternate name of one
//   place is a name or alternate name of another;
// - no alternate name is a bare place name of the gazetteer;
// - `town` is a place of the gazetteer in the same country, within `maxTownKm` (default 8 km).
// Exits 1 naming each failing entry. Pure Node: no dependencies.
// Run: node scripts/places-of-interest.check.mjs [--verbose]  (from packages/geo-search)

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distanceKm, fold } from './name-and-distance.mjs';
import { PLACES_OF_INTEREST } from './places-of-interest.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const gazetteer = JSON.parse(readFileSync(join(here, '..', 'data', 'gazetteer.nlbe.json'), 'utf8'));
const verbose = process.argv.includes('--verbose');

const DEFAULT_MAX_TOWN_KM = 8;
const KINDS = new Set(['attraction', 'museum', 'theme_park', 'zoo', 'park', 'venue', 'stadium', 'landmark']);
const OSM = {
  tourism: ['attraction', 'museum', 'theme_park', 'zoo', 'viewpoint', 'artwork', 'gallery'],
  leisure: ['park', 'stadium', 'sports_centre', 'garden', 'nature_reserve'],
  amenity: [
    'exhibition_centre',
    'conference_centre',
    'events_venue',
    'concert_hall',
    'theatre',
    'arts_centre',
    'marketplace',
    'place_of_worship',
  ],
  historic: ['monument', 'memorial', 'castle', 'building', 'ruins'],
  man_made: ['tower', 'bridge', 'pier'],
  place: ['square'],
  boundary: ['national_park'],
  office: ['government'],
  landuse: ['cemetery'],
};
// The Netherlands and Belgium (mainland and islands), with a small margin.
const BOX = { south: 49.45, north: 53.7, west: 2.5, east: 7.3 };
const FIELDS = ['name', 'en', 'alts', 'kind', 'osm', 'country', 'town', 'lat', 'lon', 'importance'];
const OPTIONAL = ['maxTownKm', 'wikidata'];

// ---------------------------------------------------------------- gazetteer places by folded name
const col = Object.fromEntries(gazetteer.columns.map((c, i) => [c, i]));
const countryOfState = gazetteer.states.map((s) => s[2]);
/** @type {Map<string, Array<{name: string, lat: number, lon: number, country: string, own: boolean}>>} */
const placesByName = new Map();
function addName(key, place) {
  if (!key) return;
  if (!placesByName.has(key)) placesByName.set(key, []);
  placesByName.get(key).push(place);
}
const SETTLEMENT_TYPES = new Set(['city', 'town', 'village', 'hamlet', 'city_district', 'state']);
for (const row of gazetteer.places) {
  // Towns, villages, districts, provinces; not airports, stations or these places themselves.
  if (row[col.class] !== 'place' || !SETTLEMENT_TYPES.has(row[col.type])) continue;
  const base = {
    name: row[col.name],
    lat: row[col.lat],
    lon: row[col.lon],
    country: countryOfState[row[col.state]],
  };
  addName(fold(row[col.name]), { ...base, own: true });
  if (row[col.name_en]) addName(fold(row[col.name_en]), { ...base, own: false });
  for (const alt of (row[col.alternate_names] || '').split('|')) addName(fold(alt), { ...base, own: false });
}

// ---------------------------------------------------------------- checks
const problems = [];
const names = new Map(); // folded name or alt -> entry name
let passed = 0;

for (const [index, p] of PLACES_OF_INTEREST.entries()) {
  const label = typeof p?.name === 'string' ? p.name : `entry ${index}`;
  const errors = [];
  const fail = (message) => errors.push(message);

  for (const field of FIELDS) if (!(field in p)) fail(`missing ${field}`);
  for (const field of Object.keys(p)) {
    if (!FIELDS.includes(field) && !OPTIONAL.includes(field)) fail(`unknown field ${field}`);
  }
  const strings = [p.name, p.en, p.kind, p.country, p.town, ...(p.alts ?? []), ...(p.osm ?? [])];
  if (p.wikidata !== undefined) strings.push(p.wikidata);
  for (const s of strings) {
    if (typeof s !== 'string') fail(`not a string: ${JSON.stringify(s)}`);
    else if (s !== s.trim() || /\s{2,}/.test(s)) fail(`untrimmed string ${JSON.stringify(s)}`);
  }
  if (typeof p.name === 'string' && !p.name) fail('empty name');
  if (typeof p.en === 'string' && p.en && fold(p.en) === fold(p.name ?? '')) fail('en equals name: use ""');
  if (!Array.isArray(p.alts)) fail('alts is not an array');
  if (!KINDS.has(p.kind)) fail(`kind ${JSON.stringify(p.kind)} not allowed`);
  if (!Array.isArray(p.osm) || p.osm.length !== 2 || !OSM[p.osm[0]]?.includes(p.osm[1])) {
    fail(`osm ${JSON.stringify(p.osm)} not allowed`);
  }
  if (p.country !== 'NL' && p.country !== 'BE') fail(`country ${JSON.stringify(p.country)}`);
  if (!(typeof p.importance === 'number' && p.importance >= 0.5 && p.importance <= 0.8)) {
    fail(`importance ${p.importance} not in 0.5..0.8`);
  }
  if (p.wikidata !== undefined && !/^Q[1-9]\d*$/.test(p.wikidata)) fail(`wikidata ${p.wikidata}`);
  if (p.maxTownKm !== undefined && !(typeof p.maxTownKm === 'number' && p.maxTownKm > DEFAULT_MAX_TOWN_KM)) {
    fail(`maxTownKm ${p.maxTownKm} must be a number above ${DEFAULT_MAX_TOWN_KM}`);
  }
  const coordinatesOk = [p.lat, p.lon].every((v) => typeof v === 'number' && Number.isFinite(v));
  if (!coordinatesOk) fail('lat/lon not numbers');
  else {
    if (p.lat < BOX.south || p.lat > BOX.north || p.lon < BOX.west || p.lon > BOX.east) {
      fail(`lat/lon ${p.lat},${p.lon} outside the Netherlands and Belgium`);
    }
    for (const [axis, v] of [
      ['lat', p.lat],
      ['lon', p.lon],
    ]) {
      if (Number(v.toFixed(4)) !== v) fail(`${axis} ${v} has more than 4 decimals`);
    }
  }

  // Names: unique across entries; alternate names not bare gazetteer place names.
  if (typeof p.name === 'string' && Array.isArray(p.alts)) {
    const own = new Set();
    for (const [i, n] of [p.name, p.en, ...p.alts].entries()) {
      if (typeof n !== 'string' || !n) continue;
      const key = fold(n);
      if (i >= 2 && own.has(key)) fail(`alt ${JSON.stringify(n)} repeats a name of this entry`);
      own.add(key);
      const other = names.get(key);
      if (other !== undefined && other !== p.name) fail(`${JSON.stringify(n)} is also a name of ${other}`);
      else names.set(key, p.name);
      if (i >= 2 && placesByName.has(key)) {
        fail(`alt ${JSON.stringify(n)} is a place name in the gazetteer (${placesByName.get(key)[0].name})`);
      }
    }
  }

  // Town: a gazetteer place of the same country, its own name first, then its other names.
  let townNote = '';
  if (typeof p.town === 'string' && coordinatesOk) {
    const candidates = (placesByName.get(fold(p.town)) ?? []).filter((t) => t.country === p.country);
    const byDistance = (a, b) =>
      distanceKm(p.lat, p.lon, a.lat, a.lon) - distanceKm(p.lat, p.lon, b.lat, b.lon);
    const town = [...candidates.filter((t) => t.own).sort(byDistance), ...candidates.sort(byDistance)][0];
    if (!town) fail(`town ${JSON.stringify(p.town)} not in the gazetteer (${p.country})`);
    else {
      const km = distanceKm(p.lat, p.lon, town.lat, town.lon);
      const max = p.maxTownKm ?? DEFAULT_MAX_TOWN_KM;
      townNote = `${km.toFixed(1)} km from ${town.name}${town.name === p.town ? '' : ` (${p.town})`}`;
      if (km > max) fail(`town ${p.town} is ${km.toFixed(1)} km away (allowed ${max} km)`);
    }
  }

  if (errors.length) problems.push(`${label}: ${errors.join('; ')}`);
  else passed++;
  if (verbose) console.log(`${errors.length ? 'FAIL' : 'ok  '} ${label.padEnd(40)} ${townNote}`);
}

for (const problem of problems) console.error(`places-of-interest: ${problem}`);
console.log(`${passed} passed, ${problems.length} failed`);
if (problems.length) process.exit(1);
