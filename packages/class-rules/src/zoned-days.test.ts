import { describe, expect, it } from '@rstest/core';
import { calendarDayIn, midnightIn } from './zoned-days';

describe('zoned days', () => {
  it('a zone that skips midnight itself starts the day at the jump, not at 23:00 the day before', () => {
    // America/Santiago: on 6 September 2026, 00:00 -04:00 becomes 01:00 -03:00.
    expect(midnightIn('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(calendarDayIn(midnightIn('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('2026-09-06');
    // Asia/Beirut: on 29 March 2026, 00:00 +02:00 becomes 01:00 +03:00.
    expect(midnightIn('2026-03-29', 'Asia/Beirut')).toBe('2026-03-28T22:00:00.000Z');
  });

  it('reads the latest instant the API takes in a +14:00 zone, in year 10000', () => {
    const latest = '9999-12-31T23:59:59-14:00';
    expect(calendarDayIn(latest, 'Pacific/Kiritimati')).toBe('10000-01-02');
    expect(midnightIn('10000-01-02', 'Pacific/Kiritimati')).toBe('+010000-01-01T10:00:00.000Z');
  });

  it('refuses a day the calendar does not have', () => {
    expect(() => midnightIn('2026-02-30', 'UTC')).toThrow(RangeError);
  });
});
