import { hangingFetch } from '@academy/auth/testing';
import {
  API_CALL_TIMEOUT_MS,
  POWER_COMMAND_TIMEOUT_MS,
  RequestTimeoutError,
  STUDENT_LOGIN_TIMEOUT_MS,
} from '@academy/contracts';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fetchPowerState, logIn, revertLab, sendPowerCommand } from './lab-api';

const request = { apiBaseUrl: 'http://api.test', basic: 'YTpi' };

describe('lab API time-outs', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
    rs.unstubAllGlobals();
  });

  it.each([
    { name: 'the login', call: () => logIn(request), timeoutMs: STUDENT_LOGIN_TIMEOUT_MS },
    { name: 'a state read', call: () => fetchPowerState({ ...request, vm: 'vm-1' }), timeoutMs: API_CALL_TIMEOUT_MS },
    // It answers only when the transition is done, so it waits longer than any transition.
    {
      name: 'a power command',
      call: () => sendPowerCommand({ ...request, vm: 'vm-1', command: 'reboot' }),
      timeoutMs: POWER_COMMAND_TIMEOUT_MS,
    },
    { name: 'the revert', call: () => revertLab(request), timeoutMs: API_CALL_TIMEOUT_MS },
  ])('$name that never answers gives up after $timeoutMs ms', async ({ call, timeoutMs }) => {
    const hung = hangingFetch();
    rs.stubGlobal('fetch', hung.fetch);
    const outcome = call().catch((error: unknown) => error);
    await rs.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(hung.signals[0]?.aborted).toBe(false);
    await rs.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
  });
});
