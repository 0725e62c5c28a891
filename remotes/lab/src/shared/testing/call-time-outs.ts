import { RequestTimeoutError } from '@academy/api';
import { hangingFetch } from '@academy/auth/testing';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';

export interface TimedCall {
  name: string;
  call: () => Promise<unknown>;
  timeoutMs: number;
}

/** One test per call: against a server that never answers, it aborts after exactly its time-out. */
export function describeCallTimeOuts(title: string, calls: TimedCall[]): void {
  describe(title, () => {
    beforeEach(() => {
      rs.useFakeTimers();
    });
    afterEach(() => {
      rs.useRealTimers();
      rs.unstubAllGlobals();
    });

    it.each(calls)('$name that never answers gives up after $timeoutMs ms', async ({ call, timeoutMs }) => {
      const hung = hangingFetch();
      rs.stubGlobal('fetch', hung.fetch);
      const outcome = call().catch((error: unknown) => error);
      await rs.advanceTimersByTimeAsync(timeoutMs - 1);
      expect(hung.signals[0]?.aborted).toBe(false);
      await rs.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(RequestTimeoutError);
    });
  });
}
