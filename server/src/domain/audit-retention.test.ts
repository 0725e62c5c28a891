import { describe, expect, it } from '@rstest/core';
import { silentLogger } from '../../test-support/silent-logger';
import { startAuditRetention } from './audit-retention';

describe('audit retention', () => {
  it('purges what is older than the retention at start and then at each interval', async () => {
    const purged: Date[] = [];
    const now = new Date('2030-06-01T12:00:00Z');
    const stop = startAuditRetention({
      audit: {
        purgeBefore: async (at) => {
          purged.push(at);
          return 0;
        },
      },
      clock: { now: () => now },
      logger: silentLogger,
      retentionDays: 400,
      everyMs: 20,
    });
    // At start, then at least once an interval later: waited for, not slept (timers run late on a busy machine).
    for (const deadline = Date.now() + 10_000; purged.length < 2 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    stop();
    const count = purged.length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(purged[0]?.toISOString()).toBe('2029-04-27T12:00:00.000Z');
    // Stopped: none after it, over more than two intervals.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purged.length).toBe(count);
  });
});
