import { CONSOLE_RECONNECT_MS } from '@academy/api';
import { signedOut } from '@academy/bus';
import { describe, expect, it, rs } from '@rstest/core';
import { allSettled } from 'effector';
import type { ConsoleAdapter } from '../console-adapter';
import { CONSOLE_CONNECT_TIMEOUT_MS, CONSOLE_LOAD_FAILED_TEXT } from '../lib';
import { advance, fakeTimersAndEmptyStorageEachTest, open, report, setup } from '../testing/session-scope';
import { $attempt, $connectionError, $status, consoleClosed } from './index';

describe('console-session model: connecting', () => {
  fakeTimersAndEmptyStorageEachTest();

  it("connects to the lab's console address and shows connecting, then connected", async () => {
    const { scope, calls, ticketCalls } = setup();
    await open(scope);
    expect(calls).toEqual(['connect ws://lab/console/first']);
    expect(ticketCalls).toEqual([]);
    expect(scope.getState($status)).toBe('connecting');

    await report(scope, 'connecting');
    expect(scope.getState($status)).toBe('connecting');
    await report(scope, 'connected');
    expect(scope.getState($status)).toBe('connected');
    expect(calls).toContain('fit');
  });

  it('asks for a fresh ticket when the address was already used (back to /view with the same target)', async () => {
    const { scope, calls, ticketCalls } = setup();
    await open(scope);
    await allSettled(consoleClosed, { scope });
    await open(scope);
    expect(ticketCalls).toEqual([{ vm: 'vm-7', basic: 'c3R1ZGVudDpwYXNz', apiBaseUrl: '' }]);
    expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-1');
  });

  it('counts an attempt that neither connects nor fails within the time-out as failed', async () => {
    const { scope, calls } = setup();
    await open(scope);
    await advance(scope, CONSOLE_CONNECT_TIMEOUT_MS - 1);
    expect(scope.getState($status)).toBe('connecting');
    await advance(scope, 1);
    expect(scope.getState($status)).toBe('reconnecting');
    expect(scope.getState($attempt)).toBe(1);
    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-1');
  });

  it('retries when the console software fails to load', async () => {
    let loads = 0;
    const { scope, adapter, calls } = setup({
      createConsole: async () => {
        loads += 1;
        if (loads === 1) throw new Error('ChunkLoadError');
        return adapter;
      },
    });
    await open(scope);
    expect(scope.getState($status)).toBe('reconnecting');
    expect(scope.getState($connectionError)).toBe(CONSOLE_LOAD_FAILED_TEXT);
    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(loads).toBe(2);
    // The lab's ticket was never used, so it still serves.
    expect(calls).toEqual(['connect ws://lab/console/first']);
  });
});

describe('console-session model: leaving', () => {
  fakeTimersAndEmptyStorageEachTest();

  it('destroys the console and leaves no timer; a late drop report starts nothing', async () => {
    const { scope, calls, ticketCalls } = setup();
    await open(scope);
    await report(scope, 'connected');
    await report(scope, 'disconnected', 1006);
    await allSettled(consoleClosed, { scope });
    expect(calls.at(-1)).toBe('destroy');
    expect(scope.getState($status)).toBe('idle');
    expect(rs.getTimerCount()).toBe(0);

    await report(scope, 'disconnected', 1006);
    await advance(scope, CONSOLE_RECONNECT_MS * 2);
    expect(ticketCalls).toHaveLength(0);
    expect(scope.getState($status)).toBe('idle');
  });

  it('destroys a console whose software finished loading after the user left', async () => {
    let finishLoad: (adapter: ConsoleAdapter) => void = () => undefined;
    const { scope, adapter, calls } = setup({
      createConsole: () => new Promise<ConsoleAdapter>((resolve) => (finishLoad = resolve)),
    });
    const opening = open(scope);
    const leaving = allSettled(consoleClosed, { scope });
    finishLoad(adapter);
    await Promise.all([opening, leaving]);
    expect(calls).toEqual(['destroy']);
  });

  it('closes when the student signs out', async () => {
    const { scope, calls } = setup();
    await open(scope);
    await report(scope, 'connected');
    await allSettled(signedOut, { scope });
    expect(calls.at(-1)).toBe('destroy');
    expect(scope.getState($status)).toBe('idle');
  });
});
