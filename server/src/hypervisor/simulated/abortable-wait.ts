import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The simulator's modelled time: resolves after `ms` (at once for none), or rejects with an AbortError when the
 * signal fires first (the lab is reverted or removed, the check abandoned, the server stopping).
 */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 && !signal.aborted) return Promise.resolve();
  return sleep(ms, undefined, { signal });
}
