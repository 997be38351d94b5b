import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.js';
import { travelMinutes } from './travel-minutes.js';

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [59, '59 min'],
    [60, '1h'],
    [61, '1h 1min'],
    [120, '2h'],
    [131, '2h 11min'],
    [600, '10h'],
  ])('%i minutes -> %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s with INVALID_MINUTES', (minutes) => {
    expect(() => formatDuration(minutes)).toThrowError(expect.objectContaining({ code: 'INVALID_MINUTES' }));
  });
});

describe('travelMinutes', () => {
  it.each([
    [0, 0],
    [11.2, 8],
    [80, 60],
    [174.3, 131],
    [0.6, 0],
    [0.7, 1],
  ])('%f km -> %i min at 80 km/h', (km, minutes) => {
    expect(travelMinutes(km)).toBe(minutes);
  });

  it('refuses a negative distance', () => {
    expect(() => travelMinutes(-1)).toThrowError(expect.objectContaining({ code: 'INVALID_DISTANCE' }));
  });
});
