import { describe, expect, it } from '@rstest/core';
import { isValidTimeZone } from './time-zone';

describe('time zone rule', () => {
  it('accepts IANA zone names only', () => {
    expect(['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'].map(isValidTimeZone)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['Mars/Olympus', '+02:00', '', 'Europe/Paris; DROP TABLE'].map(isValidTimeZone)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses a zone spelled otherwise than the IANA database does, and accepts an alias of a renamed zone', () => {
    expect(['utc', 'europe/paris', 'EUROPE/PARIS', '+05:00', ' UTC'].some(isValidTimeZone)).toBe(false);
    expect(['Asia/Calcutta', 'Asia/Kolkata', 'Europe/Kiev', 'Europe/Kyiv'].every(isValidTimeZone)).toBe(true);
  });
});
