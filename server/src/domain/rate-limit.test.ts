import { describe, expect, it } from '@rstest/core';
import { secondsUntilUnderLimit } from './rate-limit';

const at = (seconds: number) => new Date(seconds * 1000);

describe('sliding-window limit', () => {
  const limit = { maxFailures: 2, windowMs: 10_000 };

  it('is under the limit with fewer failures than allowed in the window', () => {
    expect(secondsUntilUnderLimit([], limit, at(0))).toBe(0);
    expect(secondsUntilUnderLimit([at(1)], limit, at(2))).toBe(0);
  });

  it('waits until enough old failures leave the window', () => {
    expect(secondsUntilUnderLimit([at(0), at(4)], limit, at(4))).toBe(6);
    expect(secondsUntilUnderLimit([at(0), at(4), at(5)], limit, at(5))).toBe(9);
    expect(secondsUntilUnderLimit([at(0), at(4)], limit, at(10))).toBe(0);
  });

  it('waits at least a second while at the limit, and counts only failures inside the window', () => {
    expect(secondsUntilUnderLimit([at(0), at(4)], limit, at(9.9))).toBe(1);
    expect(secondsUntilUnderLimit([at(-20), at(-15), at(4)], limit, at(5))).toBe(0);
  });
});
