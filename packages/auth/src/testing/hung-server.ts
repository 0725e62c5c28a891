import { rs } from '@rstest/core';

/**
 * Test helpers (`@academy/auth/testing`, never part of the shared runtime API): a server that never answers.
 */

/** A `fetch` whose call ends only when its signal aborts, as the browser's does; `signals` shows what was given up. */
export function hangingFetch(): { fetch: typeof fetch; signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  const hung = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = init?.signal;
      if (!signal) return;
      signals.push(signal);
      signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  return { fetch: hung, signals };
}

/**
 * Runs `work` (e.g. an allSettled) while every fetch hangs, moving a fake clock `advanceMs` on so the calls give up;
 * real timers and fetch come back afterwards.
 */
export async function whileServerHangs<T>(work: () => Promise<T>, advanceMs: number): Promise<T> {
  rs.useFakeTimers();
  const fetchSpy = rs.spyOn(globalThis, 'fetch').mockImplementation(hangingFetch().fetch);
  try {
    const outcome = work();
    await rs.advanceTimersByTimeAsync(advanceMs);
    return await outcome;
  } finally {
    fetchSpy.mockRestore();
    rs.useRealTimers();
  }
}
