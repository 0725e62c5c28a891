import { describe, expect, it } from '@rstest/core';
import { addCalendarDays, isCalendarDay } from './calendar-days';

describe('calendar days', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('tells a real yyyy-mm-dd day from anything else', () => {
    expect(isCalendarDay('2026-11-21')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('21/11/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('takes only four-digit years as a day, but counts past 9999', () => {
    expect(isCalendarDay('10000-01-01')).toBe(false);
    expect(addCalendarDays('9999-12-31', 1)).toBe('10000-01-01');
    expect(addCalendarDays('10000-01-02', -2)).toBe('9999-12-31');
  });

  it('refuses to do arithmetic on something that is not a day', () => {
    expect(() => addCalendarDays('soon', 1)).toThrow(RangeError);
  });
});
