import { describe, expect, it } from '@rstest/core';
import { createTokenBuckets } from './token-buckets';

describe('token buckets', () => {
  it('lets a key spend its burst at once, then one token per refill, each key on its own', () => {
    let now = 0;
    const buckets = createTokenBuckets({ burst: 3, refillMs: 2_000 }, () => now);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(2);
    expect(buckets.take('b')).toBe(0);
    now = 1_999;
    expect(buckets.take('a')).toBe(1);
    now = 2_000;
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(2);
  });

  it('refills a bucket that rested back to its whole burst, no more', () => {
    let now = 0;
    const buckets = createTokenBuckets({ burst: 2, refillMs: 100 }, () => now);
    buckets.take('a');
    now = 60_000;
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 1]);
  });
});
