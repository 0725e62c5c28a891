import { describe, expect, it } from '@rstest/core';
import { createFailureRateLimit } from './rate-limit';

function fakeClock(start = 0) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('failure rate limit', () => {
  it('blocks a client after maxFailures inside the window and frees it as failures leave the window', () => {
    const clock = fakeClock();
    const limit = createFailureRateLimit({ clock, maxFailures: 2, windowMs: 10_000 });
    limit.recordFailure('a');
    clock.advance(4000);
    limit.recordFailure('a');
    expect(limit.retryAfterSeconds('a')).toBe(6);
    expect(limit.retryAfterSeconds('b')).toBe(0);
    clock.advance(6000);
    expect(limit.retryAfterSeconds('a')).toBe(0);
  });

  it('forgets the oldest clients beyond maxClients', () => {
    const limit = createFailureRateLimit({ clock: fakeClock(), maxFailures: 1, windowMs: 10_000, maxClients: 2 });
    for (const client of ['a', 'b', 'c']) limit.recordFailure(client);
    expect(['a', 'b', 'c'].map((client) => limit.retryAfterSeconds(client) > 0)).toEqual([false, true, true]);
  });
});
