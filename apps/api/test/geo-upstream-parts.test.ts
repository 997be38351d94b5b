import type { NominatimResult } from '@spt/geo-search';
import { describe, expect, it } from 'vitest';
import {
  isAddressLevel,
  isSameAsLocal,
  looksLikeAddress,
  mergeResults,
} from '../src/services/geocoder/merge.js';
import { nominatimResult, streetFirst } from '../src/services/geocoder/nominatim.js';
import { houseNumber, parseWktPoint, pdokResult } from '../src/services/geocoder/pdok.js';
import { photonResult } from '../src/services/geocoder/photon.js';
import {
  UPSTREAM_PLACE_ID_MAX,
  UPSTREAM_PLACE_ID_MIN,
  upstreamPlaceId,
} from '../src/services/geocoder/place-id.js';
import { boxAround, dutchPostcode, joinSegments } from '../src/services/geocoder/result-parts.js';
import { tokenBucket } from '../src/services/geocoder/token-bucket.js';
import { TtlCache } from '../src/services/geocoder/ttl-cache.js';
import { clampJson, normaliseQuery } from '../src/services/geocoder/upstream.js';
import { FIXTURE_PLACES, matchFixturePlaces } from './upstream-fixtures.js';

// The pure parts of the upstream geocoders: mapping, merging, limits. The route tests are in
// geo-upstream.test.ts.

/** A result with the fields every test here needs; its display name is its name unless given. */
function result(overrides: Partial<NominatimResult>): NominatimResult {
  return {
    place_id: 1,
    display_name: typeof overrides.name === 'string' ? `${overrides.name}, Nederland` : 'Somewhere',
    lat: '52',
    lon: '5',
    class: 'place',
    type: 'city',
    importance: 0.5,
    ...overrides,
  };
}

describe('place ids', () => {
  it('are stable, distinct per upstream and id, and in [2e9, 2^31 - 1]', () => {
    const ids = ['adr-1', 'adr-2', 'weg-1', 'wpl-1'].flatMap((id) =>
      ['pdok', 'photon', 'nominatim'].map((upstream) => upstreamPlaceId(upstream, id)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(UPSTREAM_PLACE_ID_MIN);
      expect(id).toBeLessThanOrEqual(UPSTREAM_PLACE_ID_MAX);
    }
    expect(upstreamPlaceId('pdok', 'adr-1')).toBe(upstreamPlaceId('pdok', 'adr-1'));
    expect(UPSTREAM_PLACE_ID_MAX).toBe(2 ** 31 - 1);
  });
});

describe('PDOK documents', () => {
  const damrak = {
    id: 'adr-8f4d573be765b4c80dd635ba73747903',
    type: 'adres',
    centroide_ll: 'POINT(4.89803 52.37714)',
    straatnaam: 'Damrak',
    huisnummer: 1,
    huis_nlt: '1',
    postcode: '1012LG',
    woonplaatsnaam: 'Amsterdam',
    gemeentenaam: 'Amsterdam',
    provincienaam: 'Noord-Holland',
  };

  it('read centroide_ll as WKT POINT(lon lat)', () => {
    expect(parseWktPoint('POINT(4.89803 52.37714)')).toEqual(['52.37714', '4.89803']);
    expect(parseWktPoint(' point ( -4.5 52 ) ')).toEqual(['52', '-4.5']);
    for (const bad of ['POINT(4.89)', 'POINT(200 52)', 'POLYGON((1 2, 3 4))', '', 'POINT(a b)']) {
      expect(parseWktPoint(bad), bad).toBeNull();
    }
  });

  it('write the house number with its letter and addition', () => {
    expect(houseNumber({ huisnummer: 13, huisletter: 'A', huisnummertoevoeging: '1' })).toBe('13A-1');
    expect(houseNumber({ huisnummer: 2, huisletter: '', huisnummertoevoeging: '' })).toBe('2');
    expect(houseNumber({ huis_nlt: '7b' })).toBe('7b');
    expect(houseNumber({})).toBeUndefined();
  });

  it('become Nominatim results of the right class and type', () => {
    const types = [
      [damrak, 'place', 'house', 'Damrak 1, 1012 LG Amsterdam, Noord-Holland, Nederland'],
      [
        { ...damrak, type: 'postcode', huisnummer: undefined },
        'place',
        'postcode',
        '1012 LG, Damrak, Amsterdam, Noord-Holland, Nederland',
      ],
      [{ ...damrak, type: 'weg' }, 'highway', 'residential', 'Damrak, Amsterdam, Noord-Holland, Nederland'],
      [{ ...damrak, type: 'woonplaats' }, 'place', 'village', 'Amsterdam, Noord-Holland, Nederland'],
    ] as const;
    for (const [doc, category, type, displayName] of types) {
      expect(pdokResult(doc, 0, 'nl'), doc.type).toMatchObject({
        class: category,
        type,
        display_name: displayName,
      });
    }
    expect(pdokResult({ ...damrak, type: 'weg' }, 0, 'nl')?.address).not.toHaveProperty('postcode');
    expect(pdokResult({ ...damrak, type: 'woonplaats' }, 0, 'nl')?.address).toMatchObject({
      village: 'Amsterdam',
    });
  });

  it('name the municipality when it is not the town, and keep the upstream order in importance', () => {
    const meern = {
      ...damrak,
      woonplaatsnaam: 'De Meern',
      gemeentenaam: 'Utrecht',
      provincienaam: 'Utrecht',
    };
    expect(pdokResult(meern, 0, 'en')?.display_name).toBe(
      'Damrak 1, 1012 LG De Meern, Utrecht, Utrecht, Netherlands',
    );
    const first = pdokResult(damrak, 0, 'nl')?.importance ?? 0;
    expect(pdokResult(damrak, 1, 'nl')?.importance).toBeLessThan(first);
  });

  it('without a point, a town or a part its type needs, are dropped', () => {
    expect(pdokResult({ ...damrak, centroide_ll: 'POINT EMPTY' }, 0, 'nl')).toBeNull();
    expect(pdokResult({ ...damrak, woonplaatsnaam: undefined }, 0, 'nl')).toBeNull();
    expect(pdokResult({ ...damrak, huisnummer: undefined, huis_nlt: undefined }, 0, 'nl')).toBeNull();
    expect(pdokResult({ ...damrak, type: 'perceel' }, 0, 'nl')).toBeNull();
  });
});

describe('Nominatim results', () => {
  it('put the street first in a house display name only', () => {
    const address = { road: 'Damrak', house_number: '1' };
    expect(streetFirst('1, Damrak, Amsterdam, Nederland', address)).toBe('Damrak 1, Amsterdam, Nederland');
    expect(streetFirst('De Bijenkorf, 1, Dam, Amsterdam', { road: 'Dam', house_number: '1' })).toBe(
      'De Bijenkorf, 1, Dam, Amsterdam',
    );
    expect(streetFirst('Damrak, Amsterdam', { road: 'Damrak' })).toBe('Damrak, Amsterdam');
  });

  it('get our place_id from the OSM object, and drop what is not a result or has no real point', () => {
    const item = { ...result({ place_id: 42 }), osm_type: 'node', osm_id: 7 };
    expect(nominatimResult(item)?.place_id).toBe(upstreamPlaceId('nominatim', 'node/7'));
    expect(nominatimResult(item)?.osm_id).toBe(7);
    expect(nominatimResult(result({ place_id: 42 }))?.place_id).toBe(
      upstreamPlaceId('nominatim', 'place/42'),
    );
    expect(nominatimResult(result({ lat: 'abc' }))).toBeNull();
    expect(nominatimResult({ display_name: 'x' })).toBeNull();
  });
});

describe('Photon features', () => {
  const feature = (
    properties: Record<string, unknown>,
    coordinates: [number, number] = [4.4049, 51.2187],
  ) => ({
    geometry: { coordinates },
    properties: { osm_id: 5, osm_type: 'R', osm_key: 'place', osm_value: 'city', ...properties },
  });

  it('map osm_type N/W/R to node/way/relation and the extent to a bounding box', () => {
    const city = photonResult(
      feature({ type: 'city', name: 'Antwerpen', countrycode: 'BE', extent: [4.2, 51.4, 4.6, 51.1] }),
      0,
    );
    expect(city).toMatchObject({
      osm_type: 'relation',
      osm_id: 5,
      class: 'place',
      type: 'city',
      addresstype: 'city',
      boundingbox: ['51.1000000', '51.4000000', '4.2000000', '4.6000000'],
      address: { city: 'Antwerpen', country_code: 'be' },
    });
    expect(
      photonResult(
        feature({
          osm_type: 'W',
          osm_key: 'highway',
          osm_value: 'residential',
          type: 'street',
          name: 'Meir',
        }),
        0,
      ),
    ).toMatchObject({
      osm_type: 'way',
      class: 'highway',
      type: 'residential',
      address: { road: 'Meir' },
    });
  });

  it('drop a feature without a name or a real point', () => {
    expect(photonResult(feature({ type: 'house', osm_key: 'building', osm_value: 'yes' }), 0)).toBeNull();
    expect(photonResult(feature({ type: 'city', name: 'X' }, [200, 51]), 0)).toBeNull();
  });
});

describe('merging', () => {
  const utrecht = result({
    place_id: 2745912,
    name: 'Utrecht',
    display_name: 'Utrecht, Utrecht, Nederland',
    lat: '52.09083',
    lon: '5.12222',
    importance: 0.86,
  });
  const station = result({
    place_id: 608400621,
    name: 'Utrecht Centraal',
    type: 'station',
    class: 'railway',
    importance: 0.52,
  });
  const pdokTown = result({
    place_id: 2_000_000_001,
    name: 'Utrecht',
    type: 'village',
    lat: '52.0907',
    lon: '5.1214',
    importance: 0.4,
  });
  const street = result({
    place_id: 2_000_000_002,
    name: 'Utrechtsestraat',
    class: 'highway',
    type: 'residential',
    lat: '52.3627',
    lon: '4.8966',
    importance: 0.25,
    place_rank: 26,
  });
  const house = result({
    place_id: 2_000_000_003,
    name: 'Europalaan 93',
    type: 'house',
    lat: '52.064',
    lon: '5.107',
    importance: 0.2,
    place_rank: 30,
    address: { road: 'Europalaan', house_number: '93' },
  });

  it('reads a query with a digit as an address', () => {
    for (const query of ['Damrak 1 Amsterdam', '1012 JS', '1012JS', 'Coolsingel 40, Rotterdam', '2000']) {
      expect(looksLikeAddress(query), query).toBe(true);
    }
    for (const query of ['Utrecht', "'s-Hertogenbosch", 'Damrak', 'Sint-Niklaas']) {
      expect(looksLikeAddress(query), query).toBe(false);
    }
  });

  it('tells addresses, postcodes and streets from places', () => {
    expect(isAddressLevel(house)).toBe(true);
    expect(isAddressLevel(street)).toBe(true);
    expect(isAddressLevel(result({ type: 'postcode' }))).toBe(true);
    expect(
      isAddressLevel(result({ class: 'shop', type: 'department_store', address: { house_number: '1' } })),
    ).toBe(true);
    expect(isAddressLevel(pdokTown)).toBe(false);
    expect(isAddressLevel(utrecht)).toBe(false);
  });

  it('knows an upstream town the gazetteer has, by name and distance', () => {
    expect(isSameAsLocal(pdokTown, [utrecht])).toBe(true);
    expect(isSameAsLocal({ ...pdokTown, lat: '51.5' }, [utrecht])).toBe(false);
    expect(isSameAsLocal({ ...street, name: 'Utrecht' }, [utrecht])).toBe(false);
    expect(isSameAsLocal({ ...street, name: 'Utrecht', lat: '52.0912', lon: '5.1225' }, [utrecht])).toBe(
      true,
    );
    expect(isSameAsLocal(result({ display_name: utrecht.display_name, lat: '0', lon: '0' }), [utrecht])).toBe(
      true,
    );
  });

  it('a place query: the gazetteer first, the duplicate town dropped, importances never rising', () => {
    const merged = mergeResults([utrecht, station], [pdokTown, street, house], 'Utrecht', 8);
    expect(merged.map((r) => r.name)).toEqual([
      'Utrecht',
      'Utrecht Centraal',
      'Utrechtsestraat',
      'Europalaan 93',
    ]);
    expect(merged.map((r) => r.importance)).toEqual([0.86, 0.52, 0.25, 0.2]);
    const capped = mergeResults([station], [result({ name: 'Big', importance: 0.9 })], 'Utre', 8);
    expect(capped.map((r) => r.importance)).toEqual([0.52, 0.52]);
  });

  it('an address query: the addresses first, above every place, then the places, then the rest', () => {
    const merged = mergeResults(
      [utrecht, station],
      [pdokTown, street, house, result({ name: 'Zeist', importance: 0.45 })],
      'Utrecht 93',
      8,
    );
    expect(merged.map((r) => r.name)).toEqual([
      'Utrechtsestraat',
      'Europalaan 93',
      'Utrecht',
      'Utrecht Centraal',
      'Zeist',
    ]);
    expect(merged.map((r) => r.importance)).toEqual([0.99, 0.9899, 0.86, 0.52, 0.45]);
    expect(mergeResults([utrecht], [street], '1 Utrecht', 1).map((r) => r.name)).toEqual(['Utrechtsestraat']);
  });

  it('changes no gazetteer result and no cached upstream result', () => {
    const upstream = [street];
    mergeResults([utrecht], upstream, 'Utrecht 1', 8);
    expect(street.importance).toBe(0.25);
    expect(utrecht.importance).toBe(0.86);
  });
});

describe('limits', () => {
  it('a token bucket lets a burst through, then the refill rate', () => {
    let now = 0;
    const bucket = tokenBucket({ burst: 5, perSecond: 5 }, () => now);
    expect(Array.from({ length: 7 }, () => bucket.take())).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    now += 200;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 10_000;
    expect(Array.from({ length: 6 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
    const nominatim = tokenBucket({ burst: 1, perSecond: 1 }, () => now);
    expect([nominatim.take(), nominatim.take()]).toEqual([true, false]);
    now += 999;
    expect(nominatim.take()).toBe(false);
    now += 1;
    expect(nominatim.take()).toBe(true);
  });

  it('the cache forgets after its time to live and drops the least recently used when full', () => {
    let now = 0;
    const cache = new TtlCache<number>(2, 1000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    now += 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('upstream JSON is clamped: long strings cut, long arrays cut, deep nesting dropped', () => {
    const clamped = clampJson({
      name: 'x'.repeat(1000),
      list: Array.from({ length: 500 }, (_, i) => i),
      n: 1,
    }) as {
      name: string;
      list: number[];
      n: number;
    };
    expect(clamped.name).toHaveLength(300);
    expect(clamped.list).toHaveLength(100);
    expect(clamped.n).toBe(1);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i += 1) deep = { deep };
    expect(JSON.stringify(clampJson(deep))).not.toContain('bottom');
  });

  it('queries are sent trimmed with single spaces', () => {
    expect(normaliseQuery('  Damrak   1\tAmsterdam ')).toBe('Damrak 1 Amsterdam');
  });
});

describe('result parts', () => {
  it('write Dutch postcodes with their space, others as they are', () => {
    expect(dutchPostcode('1012LG')).toBe('1012 LG');
    expect(dutchPostcode(' 1012 lg ')).toBe('1012 LG');
    expect(dutchPostcode('2000')).toBe('2000');
  });

  it('join display segments without empty ones', () => {
    expect(joinSegments([' Koolmees 1', '', undefined, '3435 RA Nieuwegein', 'Utrecht'])).toBe(
      'Koolmees 1, 3435 RA Nieuwegein, Utrecht',
    );
  });

  it('box a point', () => {
    expect(boxAround(52.37714, 4.89803, 0.0005)).toEqual([
      '52.3766400',
      '52.3776400',
      '4.8975300',
      '4.8985300',
    ]);
  });
});

describe('the fixtures', () => {
  it('match queries by word prefixes, any case', () => {
    expect(matchFixturePlaces('damrak 1 amsterdam')[0]?.key).toBe('damrak-1');
    expect(matchFixturePlaces('1012JS').map((place) => place.key)).toEqual(['postcode-1012js', 'dam-1']);
    expect(matchFixturePlaces('GROTE markt 1 brussel').map((place) => place.key)).toEqual([
      'grote-markt-1-brussel',
    ]);
    expect(matchFixturePlaces('nowhere 99')).toEqual([]);
  });

  it('hold about 15 rows in the service area countries and Germany, keys unique', () => {
    expect(FIXTURE_PLACES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(FIXTURE_PLACES.map((place) => place.key)).size).toBe(FIXTURE_PLACES.length);
    expect(new Set(FIXTURE_PLACES.map((place) => place.countryCode))).toEqual(new Set(['nl', 'be', 'de']));
  });
});
