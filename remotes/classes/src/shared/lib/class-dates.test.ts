import { describe, expect, it } from '@rstest/core';
import { formatSchedule, formatShortDay, hasEnded, toClassDays, toClassTimestamps, yesterdayOf } from './class-dates';

// Midnights, days and round trips in a zone are tested with @academy/class-rules; here only what the front end adds.

describe('class dates: submit (midnight at the zone offset, end moved one day later)', () => {
  it('reads an unknown zone as UTC', () => {
    expect(toClassTimestamps({ firstDay: '2026-11-21', lastDay: '2026-11-21', timeZone: 'Mars/Olympus_Mons' })).toEqual(
      {
        startDate: '2026-11-21T00:00:00.000Z',
        endDate: '2026-11-22T00:00:00.000Z',
      },
    );
  });
});

describe('class dates: prefill (stored instants back to days)', () => {
  it('a class without a known zone is read by its UTC parts', () => {
    expect(
      toClassDays({ startDate: '2026-11-20T18:30:00.000Z', endDate: '2026-11-23T18:30:00.000Z', timeZone: '' }),
    ).toEqual({ firstDay: '2026-11-20', lastDay: '2026-11-23', timeZone: 'UTC' });
  });
});

describe('class dates: the list', () => {
  it('shows a short date with a comma before the year', () => {
    expect(formatShortDay('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatShortDay('2027-01-05')).toBe('Jan 5, 2027');
  });

  it('shows first day to last day in the class zone', () => {
    expect(
      formatSchedule({
        startDate: '2026-11-20T18:30:00.000Z',
        endDate: '2026-11-23T18:30:00.000Z',
        timeZone: 'Asia/Kolkata',
      }),
    ).toBe('Nov 21, 2026 to Nov 23, 2026');
    expect(
      formatSchedule({
        startDate: '2026-03-06T05:00:00.000Z',
        endDate: '2026-03-10T04:00:00.000Z',
        timeZone: 'America/New_York',
      }),
    ).toBe('Mar 6, 2026 to Mar 9, 2026');
  });
});

describe('class dates: soft delete and completion', () => {
  it('yesterday is the same instant one day earlier', () => {
    expect(yesterdayOf(new Date('2026-03-01T10:00:00.000Z'))).toBe('2026-02-28T10:00:00.000Z');
  });

  it('a class has ended once its end date is reached', () => {
    const now = new Date('2026-11-24T00:00:00.000Z');
    expect(hasEnded('2026-11-24T00:00:00.000Z', now)).toBe(true);
    expect(hasEnded('2026-11-23T00:00:00.000Z', now)).toBe(true);
    expect(hasEnded('2026-11-25T00:00:00.000Z', now)).toBe(false);
  });
});
