import { describe, expect, it } from 'vitest';
import { ride } from '../test/fake-api';
import { safeMapUrl, signText, telUrl } from './ride-card';

describe('ride card helpers', () => {
  it.each([
    ['https://maps.google.com/?q=1,2', 'https://maps.google.com/?q=1,2'],
    ['geo:52.3,4.7', 'geo:52.3,4.7'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['not a url', null],
    [null, null],
  ])('map link %s -> %s', (url, expected) => {
    expect(safeMapUrl(url)).toBe(expected);
  });

  it.each([
    ['+31 6 1234 5678', 'tel:+31612345678'],
    ['+32470123456', 'tel:+32470123456'],
    ['12', null],
    [null, null],
  ])('phone %s -> %s', (phone, expected) => {
    expect(telUrl(phone)).toBe(expected);
  });

  it('writes the booking’s sign, else the passenger’s name at arrivals, else nothing', () => {
    expect(signText(ride({ nameSign: ' MR X ' }))).toBe('MR X');
    expect(signText(ride({ nameSign: null, meetAtArrivals: true, passengerName: 'Jan' }))).toBe('Jan');
    expect(signText(ride({ nameSign: null, meetAtArrivals: false, passengerName: 'Jan' }))).toBeNull();
    expect(signText(ride({ nameSign: '', meetAtArrivals: true, passengerName: null }))).toBeNull();
  });
});
