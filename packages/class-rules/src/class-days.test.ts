import { describe, expect, it } from '@rstest/core';
import { toClassDays, toClassTimestamps } from './class-days';

describe('class days to timestamps (midnight at the zone offset, end moved one day later)', () => {
  it('UTC: midnight UTC, the end the midnight after the last day', () => {
    expect(toClassTimestamps({ firstDay: '2026-11-21', lastDay: '2026-11-23', timeZone: 'UTC' })).toEqual({
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-24T00:00:00.000Z',
    });
  });

  it('America/New_York in March: the offset changes from -05:00 to -04:00 inside the class', () => {
    // Daylight saving starts on Sunday 8 March 2026 at 02:00.
    expect(toClassTimestamps({ firstDay: '2026-03-06', lastDay: '2026-03-09', timeZone: 'America/New_York' })).toEqual({
      startDate: '2026-03-06T05:00:00.000Z',
      endDate: '2026-03-10T04:00:00.000Z',
    });
  });

  it('America/New_York: a one-day class on the change day lasts 23 hours', () => {
    const { startDate, endDate } = toClassTimestamps({
      firstDay: '2026-03-08',
      lastDay: '2026-03-08',
      timeZone: 'America/New_York',
    });
    expect(startDate).toBe('2026-03-08T05:00:00.000Z');
    expect(endDate).toBe('2026-03-09T04:00:00.000Z');
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(23 * 3_600_000);
  });

  it('America/New_York in November: back to -05:00, a 25-hour day', () => {
    const { startDate, endDate } = toClassTimestamps({
      firstDay: '2026-11-01',
      lastDay: '2026-11-01',
      timeZone: 'America/New_York',
    });
    expect(startDate).toBe('2026-11-01T04:00:00.000Z');
    expect(endDate).toBe('2026-11-02T05:00:00.000Z');
  });

  it('Asia/Kolkata (+05:30, no DST): midnight is on the previous UTC date', () => {
    expect(toClassTimestamps({ firstDay: '2026-11-21', lastDay: '2026-11-23', timeZone: 'Asia/Kolkata' })).toEqual({
      startDate: '2026-11-20T18:30:00.000Z',
      endDate: '2026-11-23T18:30:00.000Z',
    });
  });

  it('Pacific/Auckland: +13:00 in summer, +12:00 after DST ends on 5 April 2026', () => {
    expect(toClassTimestamps({ firstDay: '2026-04-03', lastDay: '2026-04-06', timeZone: 'Pacific/Auckland' })).toEqual({
      startDate: '2026-04-02T11:00:00.000Z',
      endDate: '2026-04-06T12:00:00.000Z',
    });
  });

  it('Pacific/Auckland: +12:00 to +13:00 when DST starts on 27 September 2026', () => {
    expect(toClassTimestamps({ firstDay: '2026-09-26', lastDay: '2026-09-27', timeZone: 'Pacific/Auckland' })).toEqual({
      startDate: '2026-09-25T12:00:00.000Z',
      endDate: '2026-09-27T11:00:00.000Z',
    });
  });
});

describe('class timestamps to days (stored instants read in the class zone)', () => {
  it('UTC: the UTC parts, the last day one before the stored end', () => {
    expect(
      toClassDays({ startDate: '2026-11-21T00:00:00.000Z', endDate: '2026-11-24T00:00:00.000Z', timeZone: 'UTC' }),
    ).toEqual({ firstDay: '2026-11-21', lastDay: '2026-11-23', timeZone: 'UTC' });
  });

  it('America/New_York: the same days as the UTC parts (midnight there is later the same UTC date)', () => {
    const stored = { startDate: '2026-03-06T05:00:00.000Z', endDate: '2026-03-10T04:00:00.000Z' };
    expect(toClassDays({ ...stored, timeZone: 'America/New_York' })).toEqual({
      firstDay: '2026-03-06',
      lastDay: '2026-03-09',
      timeZone: 'America/New_York',
    });
    expect(stored.startDate.slice(0, 10)).toBe('2026-03-06');
  });

  it('Asia/Kolkata: the class-zone days, where the UTC parts would be one day early', () => {
    const stored = { startDate: '2026-11-20T18:30:00.000Z', endDate: '2026-11-23T18:30:00.000Z' };
    expect(toClassDays({ ...stored, timeZone: 'Asia/Kolkata' })).toEqual({
      firstDay: '2026-11-21',
      lastDay: '2026-11-23',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('an end at 23:59:59 of the last day reads the same last day', () => {
    expect(
      toClassDays({ startDate: '2026-11-21T00:00:00.000Z', endDate: '2026-11-23T23:59:59.000Z', timeZone: 'UTC' })
        .lastDay,
    ).toBe('2026-11-23');
  });

  it.each([
    ['UTC', '2026-11-21', '2026-11-23'],
    ['America/New_York', '2026-03-06', '2026-03-09'],
    ['America/New_York', '2026-10-30', '2026-11-02'],
    ['Asia/Kolkata', '2026-11-21', '2026-11-23'],
    ['Pacific/Auckland', '2026-04-03', '2026-04-06'],
    ['Pacific/Auckland', '2026-09-26', '2026-09-28'],
    ['America/Santiago', '2026-09-06', '2026-09-06'],
    ['Asia/Beirut', '2026-03-28', '2026-03-29'],
  ])('%s %s to %s survives a save and a read back unchanged', (timeZone, firstDay, lastDay) => {
    const days = { firstDay, lastDay, timeZone };
    expect(toClassDays({ ...toClassTimestamps(days), timeZone })).toEqual(days);
  });
});
