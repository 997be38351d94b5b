import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNominatimResult } from './nominatim-result';
import { NominatimResultSchema } from './nominatim-schema';

const valid = {
  display_name: 'Marken, Waterland, Noord-Holland, Nederland',
  lat: '52.4586',
  lon: '5.1031',
  place_id: 1,
  type: 'village',
  class: 'place',
  importance: 0.5,
  address: { village: 'Marken', municipality: 'Waterland', postcode: '1156' },
};

/** Values that are sometimes right and often wrong for each field. */
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ maxLength: 5 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.dictionary(fc.constantFrom('city', 'state', 'village', 'postcode'), fc.oneof(fc.string(), fc.integer())),
  // Bounding boxes, right (four strings) and wrong (three or five items, numbers, NaN).
  fc.tuple(fc.string(), fc.string(), fc.string(), fc.string()),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.double(), fc.integer()), { maxLength: 5 }),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
);

/** The optional fields of a result, absent from `valid`. */
const OPTIONAL_KEYS = ['addresstype', 'boundingbox', 'place_rank', 'category', 'osm_type', 'osm_id'];

describe('readNominatimResult', () => {
  it('accepts a well-formed result, keeping its extra fields', () => {
    expect(readNominatimResult({ ...valid, osm_id: 42 })).toEqual({ ...valid, osm_id: 42 });
  });

  it('gives the same verdict as the zod schema the servers use, for any mutation of a result', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(valid), ...OPTIONAL_KEYS), anyValue, (key, value) => {
        const candidate: Record<string, unknown> = { ...valid, [key]: value };
        if (value === undefined) delete candidate[key];
        expect(readNominatimResult(candidate) !== null).toBe(
          NominatimResultSchema.safeParse(candidate).success,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the optional Nominatim fields when well-formed, and refuses them when not', () => {
    const full = {
      ...valid,
      boundingbox: ['52.4386000', '52.4786000', '5.0831000', '5.1231000'],
      place_rank: 19,
      category: 'place',
      osm_type: 'node',
      osm_id: 12345,
    };
    expect(readNominatimResult(full)).toBe(full);
    expect(NominatimResultSchema.safeParse(full).success).toBe(true);
    for (const wrong of [
      { boundingbox: ['52.4', '52.5', '5.0'] },
      { boundingbox: [52.4, 52.5, 5.0, 5.1] },
      { boundingbox: '52.4,52.5,5.0,5.1' },
      { place_rank: '19' },
      { osm_id: '12345' },
      { osm_type: 1 },
      { category: null },
    ]) {
      expect(readNominatimResult({ ...full, ...wrong }), JSON.stringify(wrong)).toBeNull();
      expect(NominatimResultSchema.safeParse({ ...full, ...wrong }).success).toBe(false);
    }
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'Marken', 42, [valid]]) {
      expect(readNominatimResult(value)).toBeNull();
      expect(NominatimResultSchema.safeParse(value).success).toBe(false);
    }
  });
});
