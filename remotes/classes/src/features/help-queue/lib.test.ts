import type { StudentLab } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { comingToHelpText, helpQueueOf, waitTextOf } from './lib';

const lab = (email: string, helpRequestedAt: string | null, helpClaimedBy: string | null = null): StudentLab => ({
  email,
  helpRequestedAt,
  helpClaimedBy,
  expectedVmCount: 1,
  vms: [],
  idle: null,
});

describe('helpQueueOf', () => {
  it('ranks the raised hands first raised first, ties by e-mail, and leaves out hands that are down', () => {
    const queue = helpQueueOf([
      lab('c@x', '2026-11-23T10:05:00.000Z', 'Ada'),
      lab('a@x', null),
      lab('d@x', '2026-11-23T10:01:00.000Z'),
      lab('b@x', '2026-11-23T10:05:00.000Z'),
    ]);
    expect(queue).toEqual([
      { email: 'd@x', rank: 1, requestedAt: '2026-11-23T10:01:00.000Z', claimedBy: null },
      { email: 'b@x', rank: 2, requestedAt: '2026-11-23T10:05:00.000Z', claimedBy: null },
      { email: 'c@x', rank: 3, requestedAt: '2026-11-23T10:05:00.000Z', claimedBy: 'Ada' },
    ]);
  });
});

describe('waitTextOf', () => {
  const raised = '2026-11-23T10:00:00.000Z';
  const after = (ms: number) => Date.parse(raised) + ms;
  it('counts whole minutes, then hours and minutes', () => {
    expect(waitTextOf(raised, after(59_999))).toBe('waiting less than a minute');
    expect(waitTextOf(raised, after(-5_000))).toBe('waiting less than a minute');
    expect(waitTextOf(raised, after(60_000))).toBe('waiting 1 min');
    expect(waitTextOf(raised, after(59 * 60_000 + 59_000))).toBe('waiting 59 min');
    expect(waitTextOf(raised, after(65 * 60_000))).toBe('waiting 1 h 05 min');
  });
});

it('names who is coming', () => {
  expect(comingToHelpText('Ada Lovelace')).toBe('Ada Lovelace is coming to help');
});
