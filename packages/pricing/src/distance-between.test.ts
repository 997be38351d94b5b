import { describe, expect, it } from 'vitest';
import { distanceBetween } from './distance-between.js';
import { haversineKm } from './haversine-km.js';
import { roundTo } from './round.js';

describe('haversineKm', () => {
  it('uses an earth radius of 6371 km: a quarter meridian is 6371 * pi / 2', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 90, lon: 0 })).toBeCloseTo((6371 * Math.PI) / 2, 9);
  });

  it('is unrounded', () => {
    expect(haversineKm({ lat: 52.3105, lon: 4.7683 }, { lat: 50.8514, lon: 5.691 })).not.toBe(174.3);
  });
});

describe('distanceBetween', () => {
  it('rounds km and miles (haversine x 0.621371) to one decimal each', () => {
    expect(distanceBetween({ lat: 52.3105, lon: 4.7683 }, { lat: 50.8514, lon: 5.691 })).toEqual({
      km: 174.3,
      miles: 108.3,
    });
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [174.25, 1, 174.3],
    [-1.25, 1, -1.3],
    [2.675, 2, 2.68],
  ])('roundTo(%f, %i) = %f, halves away from zero', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});
