import { describe, expect, it } from '@rstest/core';
import { classStatus, provisioningStartsAt } from './class-schedule';

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
    expect(classStatus(schedule, new Date('2030-01-08T23:59:59Z'))).toBe('SCHEDULED');
    expect(classStatus(schedule, new Date('2030-01-09T00:00:00Z'))).toBe('RUNNING');
    expect(classStatus(schedule, new Date('2030-01-11T23:59:59Z'))).toBe('RUNNING');
    expect(classStatus(schedule, new Date('2030-01-12T00:00:00Z'))).toBe('COMPLETED');
  });
});
