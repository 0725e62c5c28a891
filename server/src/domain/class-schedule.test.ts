import { toClassTimestamps } from '@academy/class-rules';
import { describe, expect, it } from '@rstest/core';
import { classEndOf, classStatus, provisioningStartsAt } from './class-schedule';

describe('class schedule', () => {
  it('provisions at midnight of the day before the first day, in the class zone', () => {
    const startDate = new Date('2030-06-10T00:00:00+09:00');
    expect(provisioningStartsAt({ startDate, endDate: startDate, timeZone: 'Asia/Tokyo' }).toISOString()).toBe(
      '2030-06-08T15:00:00.000Z',
    );
  });

  it('counts a calendar day, not 24 hours, across a daylight-saving change', () => {
    // New York moved to summer time on 2025-03-09: that day has 23 hours.
    const startDate = new Date('2025-03-10T00:00:00-04:00');
    const provisioning = provisioningStartsAt({ startDate, endDate: startDate, timeZone: 'America/New_York' });
    expect(provisioning.toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startDate.getTime() - provisioning.getTime()).toBe(23 * 3_600_000);
  });

  it('is SCHEDULED, then RUNNING from provisioning, then COMPLETED from the end date', () => {
    const schedule = {
      startDate: new Date('2030-01-10T00:00:00Z'),
      endDate: new Date('2030-01-12T00:00:00Z'),
      timeZone: 'UTC',
    };
    expect(classStatus(schedule, new Date('2030-01-08T23:59:59Z'), 0)).toBe('SCHEDULED');
    expect(classStatus(schedule, new Date('2030-01-09T00:00:00Z'), 0)).toBe('RUNNING');
    expect(classStatus(schedule, new Date('2030-01-11T23:59:59Z'), 0)).toBe('RUNNING');
    expect(classStatus(schedule, new Date('2030-01-12T00:00:00Z'), 0)).toBe('COMPLETED');
  });

  it('keeps the labs for the grace period after the end, and tells both instants', () => {
    const schedule = {
      startDate: new Date('2030-01-10T00:00:00Z'),
      endDate: new Date('2030-01-12T00:00:00Z'),
      timeZone: 'UTC',
    };
    const grace = 30 * 60_000;
    expect(classStatus(schedule, new Date('2030-01-12T00:29:59Z'), grace)).toBe('RUNNING');
    expect(classStatus(schedule, new Date('2030-01-12T00:30:00Z'), grace)).toBe('COMPLETED');
    expect(classEndOf(schedule, grace)).toEqual({
      endsAt: '2030-01-12T00:00:00.000Z',
      labsEndAt: '2030-01-12T00:30:00.000Z',
    });
  });

  it('follows the end its instructor set, earlier or later than the end date, grace included', () => {
    const base = {
      startDate: new Date('2030-01-10T00:00:00Z'),
      endDate: new Date('2030-01-12T00:00:00Z'),
      timeZone: 'UTC',
    };
    const later = { ...base, extendedEnd: new Date('2030-01-12T01:00:00Z') };
    expect(classStatus(later, new Date('2030-01-12T00:59:59Z'), 0)).toBe('RUNNING');
    expect(classStatus(later, new Date('2030-01-12T01:09:59Z'), 10 * 60_000)).toBe('RUNNING');
    expect(classStatus(later, new Date('2030-01-12T01:10:00Z'), 10 * 60_000)).toBe('COMPLETED');
    const earlier = { ...base, extendedEnd: new Date('2030-01-11T15:00:00Z') };
    expect(classStatus(earlier, new Date('2030-01-11T15:00:00Z'), 0)).toBe('COMPLETED');
  });

  describe("follows the class's zone across daylight-saving changes (Europe/Berlin)", () => {
    // Summer time starts on Sunday 29 March 2026 at 02:00 (23 hours) and ends on Sunday 25 October at 03:00 (25).
    it('spring: provisions at midnight CET of the day before and removes the labs at midnight CEST after the last day', () => {
      const { startDate, endDate } = toClassTimestamps({
        firstDay: '2026-03-30',
        lastDay: '2026-03-31',
        timeZone: 'Europe/Berlin',
      });
      const schedule = { startDate: new Date(startDate), endDate: new Date(endDate), timeZone: 'Europe/Berlin' };
      // The day before is the 23-hour day itself.
      expect(provisioningStartsAt(schedule).toISOString()).toBe('2026-03-28T23:00:00.000Z');
      expect(startDate).toBe('2026-03-29T22:00:00.000Z');
      expect(endDate).toBe('2026-03-31T22:00:00.000Z');
      expect(classStatus(schedule, new Date('2026-03-28T22:59:59Z'), 0)).toBe('SCHEDULED');
      expect(classStatus(schedule, new Date('2026-03-31T21:59:59Z'), 0)).toBe('RUNNING');
      expect(classStatus(schedule, new Date('2026-03-31T22:00:00Z'), 0)).toBe('COMPLETED');
    });

    it('autumn: provisions at midnight CEST of the day before and removes the labs at midnight CET', () => {
      const { startDate, endDate } = toClassTimestamps({
        firstDay: '2026-10-26',
        lastDay: '2026-10-26',
        timeZone: 'Europe/Berlin',
      });
      const schedule = { startDate: new Date(startDate), endDate: new Date(endDate), timeZone: 'Europe/Berlin' };
      // The day before is the 25-hour day.
      expect(provisioningStartsAt(schedule).toISOString()).toBe('2026-10-24T22:00:00.000Z');
      expect(new Date(startDate).getTime() - provisioningStartsAt(schedule).getTime()).toBe(25 * 3_600_000);
      expect(endDate).toBe('2026-10-26T23:00:00.000Z');
      expect(classStatus(schedule, new Date('2026-10-26T22:59:59Z'), 0)).toBe('RUNNING');
      expect(classStatus(schedule, new Date('2026-10-26T23:00:00Z'), 0)).toBe('COMPLETED');
    });
  });
});
