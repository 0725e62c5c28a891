import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openStorage } from '../storage/open-storage';
import type { Storage } from './ports';
import { createFailureRateLimit } from './rate-limit';

function fakeClock(start = 0) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('failure rate limit', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = (await openStorage({ dataDir: 'memory://' })).storage;
  });
  afterAll(() => storage.close());

  it('blocks a client after maxFailures inside the window and frees it as failures leave the window', async () => {
    const clock = fakeClock();
    const limit = createFailureRateLimit({
      clock,
      log: storage.signInFailures,
      bucket: 'a',
      maxFailures: 2,
      windowMs: 10_000,
    });
    await limit.recordFailure('a');
    clock.advance(4000);
    await limit.recordFailure('a');
    expect(await limit.retryAfterSeconds('a')).toBe(6);
    expect(await limit.retryAfterSeconds('b')).toBe(0);
    clock.advance(6000);
    expect(await limit.retryAfterSeconds('a')).toBe(0);
  });

  it('keeps limits with other buckets apart, and forgets failures once they left the window', async () => {
    const clock = fakeClock(1_000_000);
    const log = storage.signInFailures;
    const accounts = createFailureRateLimit({ clock, log, bucket: 'account', maxFailures: 1, windowMs: 10_000 });
    const addresses = createFailureRateLimit({ clock, log, bucket: 'address', maxFailures: 1, windowMs: 10_000 });
    await accounts.recordFailure('x');
    expect(await accounts.retryAfterSeconds('x')).toBe(10);
    expect(await addresses.retryAfterSeconds('x')).toBe(0);
    clock.advance(20_000);
    await addresses.recordFailure('y');
    expect(await log.recent('account', 'x', new Date(0))).toEqual([]);
  });
});
