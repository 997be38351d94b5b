import { describe, expect, it } from 'vitest';
import { bookingChoiceFromSearch } from './booking-choice';
import { bookingHref } from './booking-href';

describe('a Book link’s choice', () => {
  it('travels in the booking page’s address and comes back as the same choice', () => {
    expect(bookingHref('nl', { tour: 'zaanse-schans' })).toBe('/nl/boeken?tour=zaanse-schans');
    expect(bookingHref('en', { city: 'denHaag' })).toBe('/en/booking?to=denHaag');
    expect(bookingHref('en')).toBe('/en/booking');
    expect(bookingChoiceFromSearch('?tour=zaanse-schans')).toEqual({ tour: 'zaanse-schans' });
    expect(bookingChoiceFromSearch('?to=denHaag')).toEqual({
      destination: { name: 'Den Haag', point: { lat: 52.0799, lon: 4.3113 } },
    });
  });

  it('ignores anything that is no tour of the business or city card', () => {
    for (const search of [
      '',
      '?tour=paris',
      '?tour=%3Cscript%3E',
      '?to=__proto__',
      '?to=constructor',
      '?x=1',
    ])
      expect(bookingChoiceFromSearch(search)).toBeNull();
  });
});
