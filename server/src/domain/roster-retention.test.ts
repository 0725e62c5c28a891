import { describe, expect, it } from '@rstest/core';
import { silentLogger } from '../../test-support/silent-logger';
import { startRosterRetention } from './roster-retention';

describe('roster retention', () => {
  it('erases the rosters of classes ended before the retention, at start and then at each interval', async () => {
    const erased: Date[] = [];
    const stop = startRosterRetention({
      roster: {
        eraseEndedBefore: async (before) => {
          erased.push(before);
          return 0;
        },
      },
      clock: { now: () => new Date('2030-06-01T12:00:00Z') },
      logger: silentLogger,
      retentionDays: 30,
      everyMs: 20,
    });
    await expect.poll(() => erased.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    stop();
    expect(erased[0]?.toISOString()).toBe('2030-05-02T12:00:00.000Z');
  });
});
