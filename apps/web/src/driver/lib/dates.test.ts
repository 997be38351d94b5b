import { describe, expect, it } from 'vitest';
import { addDays, amsterdamClock, amsterdamDays, formatDay } from './dates';

describe('dates', () => {
  it('finds today and tomorrow in Amsterdam, whatever the machine’s zone', () => {
    expect(amsterdamDays(new Date('2027-03-02T22:59:00Z'))).toEqual({
      today: '2027-03-02',
      tomorrow: '2027-03-03',
    });
    expect(amsterdamDays(new Date('2027-03-02T23:00:00Z'))).toEqual({
      today: '2027-03-03',
      tomorrow: '2027-03-04',
    });
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(amsterdamClock(Date.parse('2027-07-01T12:05:00Z'))).toBe('14:05');
  });

  it('writes a day as people say it', () => {
    expect(formatDay('2027-03-02', 'en-GB')).toBe('Tuesday 2 March');
    expect(formatDay('2027-03-02', 'nl-NL')).toBe('dinsdag 2 maart');
  });
});
