import { errorTexts, type StudentLab } from '@academy/api';
import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { failingWith } from '@/shared/testing/failing-with';
import {
  $now,
  $pendingHands,
  $queue,
  $queueError,
  claimClicked,
  claimHandFx,
  doneClicked,
  finishHelpFx,
  handChanged,
  labsReceived,
  queueClosed,
  queueOpened,
  WAIT_TICK_MS,
} from './model';

const RAISED = '2026-11-23T10:00:00.000Z';
const hand = (email: string, helpClaimedBy: string | null = null): StudentLab => ({
  email,
  helpRequestedAt: RAISED,
  helpClaimedBy,
  expectedVmCount: 1,
  vms: [],
  idle: null,
});

describe('help queue model', () => {
  it('queues the hands of the labs read, and claims one for its class; a change is announced either way', async () => {
    const claims: unknown[] = [];
    const scope = fork({
      handlers: [
        [claimHandFx, async (_api: unknown, params: unknown) => claims.push(params)],
        [finishHelpFx, failingWith(500)],
      ],
    });
    const changed = rs.fn();
    handChanged.watch(changed);
    await allSettled(queueOpened, { scope, params: 'class-1' });
    await allSettled(labsReceived, { scope, params: [hand('b@x'), hand('a@x', 'Ada')] });
    expect(scope.getState($queue).map((queued) => [queued.rank, queued.email])).toEqual([
      [1, 'a@x'],
      [2, 'b@x'],
    ]);

    await allSettled(claimClicked, { scope, params: 'b@x' });
    expect(claims).toEqual([{ classId: 'class-1', email: 'b@x' }]);
    expect(scope.getState($pendingHands).size).toBe(0);

    await allSettled(doneClicked, { scope, params: 'a@x' });
    expect(scope.getState($queueError)).toBe(errorTexts.server);
    expect(changed).toHaveBeenCalledTimes(2);
    await allSettled(queueClosed, { scope });
    expect(scope.getState($queue)).toEqual([]);
  });

  it('moves the wait times on every tick while open, and stops when closed', async () => {
    rs.useFakeTimers({ now: Date.parse(RAISED) });
    try {
      const scope = fork();
      await allSettled(queueOpened, { scope, params: 'class-1' });
      expect(scope.getState($now)).toBe(Date.parse(RAISED));
      rs.advanceTimersByTime(WAIT_TICK_MS);
      await allSettled(scope);
      expect(scope.getState($now)).toBe(Date.parse(RAISED) + WAIT_TICK_MS);
      await allSettled(queueClosed, { scope });
      rs.advanceTimersByTime(WAIT_TICK_MS * 4);
      await allSettled(scope);
      expect(scope.getState($now)).toBe(Date.parse(RAISED) + WAIT_TICK_MS);
    } finally {
      rs.useRealTimers();
    }
  });
});
