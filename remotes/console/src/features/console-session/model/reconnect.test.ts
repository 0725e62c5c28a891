import { CONSOLE_RECONNECT_MS, CONSOLE_REPLACED_CLOSE_CODE, errorTexts, HttpError } from '@academy/api';
import { describe, expect, it, rs } from '@rstest/core';
import { allSettled } from 'effector';
import { advance, fakeTimersAndEmptyStorageEachTest, open, report, setup } from '../testing/session-scope';
import { $attempt, $connectionError, $status, $statusText, connectionErrored } from './index';

describe('console-session model: reconnecting', () => {
  fakeTimersAndEmptyStorageEachTest();

  it(`reconnects ${CONSOLE_RECONNECT_MS} ms after a drop, with a fresh ticket, until connected`, async () => {
    const { scope, calls, ticketCalls } = setup();
    await open(scope);
    await report(scope, 'connected');

    await report(scope, 'disconnected', 1001, 'machine rebooted');
    expect(scope.getState($status)).toBe('reconnecting');
    expect(scope.getState($attempt)).toBe(1);
    expect(scope.getState($connectionError)).toBe('The console closed the connection: machine rebooted (code 1001).');

    await advance(scope, CONSOLE_RECONNECT_MS - 1);
    expect(ticketCalls).toHaveLength(0);
    await advance(scope, 1);
    expect(ticketCalls).toHaveLength(1);
    expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-1');
    expect(scope.getState($status)).toBe('reconnecting');

    await report(scope, 'connected');
    expect(scope.getState($status)).toBe('connected');
    expect(scope.getState($attempt)).toBe(0);
    expect(scope.getState($connectionError)).toBe('');
  });

  it('reconnects after the interval the runtime configuration sets, and says so', async () => {
    const { scope, ticketCalls } = setup({ consoleReconnectMs: 500 });
    await open(scope);
    await report(scope, 'connected');

    await report(scope, 'disconnected', 1006, 'network lost');
    expect(scope.getState($statusText)).toMatch(/Reconnecting every 0\.5 s \(attempt 1\)…$/);
    await advance(scope, 499);
    expect(ticketCalls).toHaveLength(0);
    await advance(scope, 1);
    expect(ticketCalls).toHaveLength(1);
  });

  it('asks for a fresh ticket after every drop, not only the first (tickets work once)', async () => {
    const { scope, calls, ticketCalls } = setup();
    await open(scope);
    for (const drop of [1, 2, 3]) {
      await report(scope, 'connected');
      await report(scope, 'disconnected', 1006, 'network lost');
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(ticketCalls).toHaveLength(drop);
      expect(calls.at(-1)).toBe(`connect ws://lab/console/fresh-${drop}`);
    }
  });

  it('keeps trying every 4 s while attempts fail, counting them', async () => {
    const { scope, calls } = setup({
      ticket: async (call) => {
        if (call < 3) throw new HttpError(503, 'down');
        return { vm: 'vm-7', ticket: `ws://lab/console/fresh-${call}`, expiresAt: '' };
      },
    });
    await open(scope);
    await report(scope, 'connected');
    await report(scope, 'disconnected', 1006);
    expect(scope.getState($connectionError)).toBe('The connection to the console was lost.');

    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(scope.getState($attempt)).toBe(2);
    expect(scope.getState($connectionError)).toBe(errorTexts.refreshServer);
    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(scope.getState($attempt)).toBe(3);
    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-3');
    await report(scope, 'connected');
    expect(scope.getState($status)).toBe('connected');
  });

  it('counts an error followed by its disconnect as one failure', async () => {
    const { scope, ticketCalls } = setup();
    await open(scope);
    await allSettled(connectionErrored, { scope, params: 'The connection to the console failed.' });
    await report(scope, 'disconnected', 1006);
    expect(scope.getState($attempt)).toBe(1);
    expect(scope.getState($connectionError)).toBe('The connection to the console failed.');
    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(ticketCalls).toHaveLength(1);
    expect(rs.getTimerCount()).toBe(1); // the connect time-out of the new attempt only
  });

  it('stops, with the reason, when the ticket is refused for good', async () => {
    const { scope } = setup({
      ticket: async () => {
        throw new HttpError(401, 'Unauthorized');
      },
    });
    await open(scope);
    await report(scope, 'connected');
    await report(scope, 'disconnected', 1006);
    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($connectionError)).toBe(errorTexts.refreshClient);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('stops when the server closed the console for a newer one of the lab, so two tabs never take turns', async () => {
    const { scope } = setup();
    await open(scope);
    await report(scope, 'connected');
    await report(scope, 'disconnected', CONSOLE_REPLACED_CLOSE_CODE, 'opened in another window');
    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(scope.getState($status)).toBe('failed');
    expect(rs.getTimerCount()).toBe(0);
  });

  it('keeps retrying while the machine is off (409)', async () => {
    const { scope } = setup({
      ticket: async () => {
        throw new HttpError(409, 'Machine is in POWERED_OFF state.');
      },
    });
    await open(scope);
    await report(scope, 'disconnected', 1006);
    await advance(scope, CONSOLE_RECONNECT_MS);
    expect(scope.getState($status)).toBe('reconnecting');
    expect(scope.getState($attempt)).toBe(2);
  });
});
