import { describe, expect, it } from '@rstest/core';
import { localTimeText, msUntilNextChange, timeLeftText, warningReached, warningText } from './lib';

const MINUTE = 60_000;

describe('student time texts', () => {
  it('shows the time left once under a day, in whole minutes rounded up', () => {
    expect(timeLeftText(24 * 60 * MINUTE)).toBe('');
    expect(timeLeftText(24 * 60 * MINUTE - 1)).toBe('Time left: 24 h 00 min');
    expect(timeLeftText(125 * MINUTE)).toBe('Time left: 2 h 05 min');
    expect(timeLeftText(14 * MINUTE + 30_000)).toBe('Time left: 15 min');
    expect(timeLeftText(1)).toBe('Time left: 1 min');
    expect(timeLeftText(0)).toBe('');
  });

  it('reaches the 15-minute warning, then the 5-minute one, and none once the time is up', () => {
    expect(warningReached(15 * MINUTE + 1)).toBeNull();
    expect(warningReached(15 * MINUTE)).toBe(15);
    expect(warningReached(5 * MINUTE + 1)).toBe(15);
    expect(warningReached(5 * MINUTE)).toBe(5);
    expect(warningReached(0)).toBeNull();
  });

  it('waits until the next whole minute of the time left, or until it falls under a day', () => {
    expect(msUntilNextChange(15 * MINUTE)).toBe(MINUTE);
    expect(msUntilNextChange(15 * MINUTE + 1_500)).toBe(1_500);
    expect(msUntilNextChange(24 * 60 * MINUTE + 5_000)).toBe(5_001);
  });

  it("tells the end in the student's own zone, whatever the class's zone, across a daylight-saving change", () => {
    // 17:00 in New York on the day after the United States moved to summer time (8 March 2026).
    expect(localTimeText('2026-03-09T21:00:00.000Z', 'America/New_York')).toBe('Mon 9 Mar, 17:00 GMT-4');
    expect(localTimeText('2026-03-09T21:00:00.000Z', 'Europe/Berlin')).toBe('Mon 9 Mar, 22:00 CET');
    expect(localTimeText('2026-03-30T21:00:00.000Z', 'Europe/Berlin')).toBe('Mon 30 Mar, 23:00 CEST');
  });

  it('says when the machines go, in the hour of the student', () => {
    expect(warningText(5 * MINUTE, '2026-03-09T21:00:00.000Z', 'UTC')).toBe(
      'Your lab ends in 5 minutes: its machines are powered off and removed at 21:00. Save your work.',
    );
    expect(warningText(30_000, '2026-03-09T21:00:00.000Z', 'UTC')).toContain('in 1 minute:');
  });
});
