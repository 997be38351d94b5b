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
);

describe('readNominatimResult', () => {
  it('accepts a well-formed result, keeping its extra fields', () => {
    expect(readNominatimResult({ ...valid, osm_id: 42 })).toEqual({ ...valid, osm_id: 42 });
  });

  it('gives the same verdict as the zod schema the servers use, for any mutation of a result', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(valid), 'addresstype'), anyValue, (key, value) => {
        const candidate: Record<string, unknown> = { ...valid, [key]: value };
        if (value === undefined) delete candidate[key];
        expect(readNominatimResult(candidate) !== null).toBe(
          NominatimResultSchema.safeParse(candidate).success,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'Marken', 42, [valid]]) {
      expect(readNominatimResult(value)).toBeNull();
      expect(NominatimResultSchema.safeParse(value).success).toBe(false);
    }
  });
});
