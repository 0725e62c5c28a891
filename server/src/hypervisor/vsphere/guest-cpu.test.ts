import { describe, expect, it } from '@rstest/core';
import { guestCpuPercentOf } from './guest-cpu';

describe("a guest's CPU use from vCenter's quick statistics", () => {
  it('is the used MHz against the maximum, and unknown without both', () => {
    expect(guestCpuPercentOf('1200', '4800')).toBe(25);
    expect(guestCpuPercentOf('0', '4800')).toBe(0);
    expect(guestCpuPercentOf(undefined, '4800')).toBeNull();
    expect(guestCpuPercentOf('100', '0')).toBeNull();
    expect(guestCpuPercentOf('n/a', '4800')).toBeNull();
  });
});
