import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { $watchMode, giveBackClicked, takeControlClicked } from '../model';
import {
  advance,
  connectedFromMonitor,
  fakeTimersAndEmptyStorageEachTest,
  open,
  report,
  setup,
  target,
} from '../testing/session-scope';

describe('console-session model: a console the class monitor opened', () => {
  fakeTimersAndEmptyStorageEachTest();

  it("gets its fresh tickets from the instructor's call for the class, with the access token", async () => {
    const { scope, ticketCalls, calls } = await connectedFromMonitor();
    await report(scope, 'disconnected', 1006, 'network');
    await advance(scope, 4_000);
    expect(ticketCalls).toEqual([
      expect.objectContaining({
        vm: target.vm,
        instructor: { classId: 'class-1', accessToken: 'token-9', mode: 'view' },
      }),
    ]);
    expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-1');
  });

  it("asks the student's call when the student opened it", async () => {
    const { scope, ticketCalls } = setup();
    await open(scope);
    await report(scope, 'connected');
    await report(scope, 'disconnected', 1006, 'network');
    await advance(scope, 4_000);
    expect(ticketCalls).toHaveLength(1);
    expect(ticketCalls[0]).not.toHaveProperty('instructor');
  });

  it("'Take control' reconnects at once with a control ticket, 'Give back' with a view one; a student's has neither", async () => {
    const { scope, ticketCalls, calls } = await connectedFromMonitor();
    expect(scope.getState($watchMode)).toBe('view');

    await allSettled(takeControlClicked, { scope });
    expect(scope.getState($watchMode)).toBe('control');
    expect(ticketCalls).toEqual([
      expect.objectContaining({ instructor: expect.objectContaining({ mode: 'control' }) }),
    ]);
    expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-1');
    await report(scope, 'connected');
    // Clicked twice: still one switch.
    await allSettled(takeControlClicked, { scope });
    expect(ticketCalls).toHaveLength(1);

    await allSettled(giveBackClicked, { scope });
    expect(scope.getState($watchMode)).toBe('view');
    expect(ticketCalls[1]).toEqual(expect.objectContaining({ instructor: expect.objectContaining({ mode: 'view' }) }));
    expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-2');
  });

  it("has no mode to switch on a student's console", async () => {
    const { scope, ticketCalls } = setup();
    await open(scope);
    await report(scope, 'connected');
    expect(scope.getState($watchMode)).toBeNull();
    await allSettled(takeControlClicked, { scope });
    expect(ticketCalls).toEqual([]);
  });
});
