import type { Clock } from '../domain/ports/clock';

export const systemClock: Clock = { now: () => new Date() };

/** A clock that follows real time from an offset tests can move (only with ENABLE_TEST_HOOKS). */
export interface AdjustableClock extends Clock {
  advance(ms: number): Date;
  set(now: Date): Date;
}

export function createAdjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0;
  const now = (): Date => new Date(base.now().getTime() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += ms;
      return now();
    },
    set(target) {
      offsetMs = target.getTime() - base.now().getTime();
      return now();
    },
  };
}
