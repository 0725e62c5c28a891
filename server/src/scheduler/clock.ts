import type { Clock } from '../domain/ports/clock';

export const systemClock: Clock = { now: () => new Date() };

/** A clock that follows real time from an offset tests can move (only with ENABLE_TEST_HOOKS). */
export interface AdjustableClock extends Clock {
  /** Moves the clock on; a held clock stays held at the later instant. */
  advance(ms: number): Date;
  /**
   * Jumps to `now`. `held`: it stays there until moved again, so that what happens meanwhile is stamped with
   * exactly that instant (usage tests count exact minutes); otherwise it follows real time from there.
   */
  set(now: Date, options?: { held?: boolean }): Date;
}

export function createAdjustableClock(base: Clock = systemClock): AdjustableClock {
  let offsetMs = 0;
  let heldAt: number | null = null;
  const now = (): Date => new Date(heldAt ?? base.now().getTime() + offsetMs);
  return {
    now,
    advance(ms) {
      if (heldAt === null) offsetMs += ms;
      else heldAt += ms;
      return now();
    },
    set(target, options) {
      heldAt = options?.held ? target.getTime() : null;
      offsetMs = target.getTime() - base.now().getTime();
      return now();
    },
  };
}
