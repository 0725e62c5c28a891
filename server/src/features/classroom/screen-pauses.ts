import type { ScreensPause } from '@academy/api';
import { notFound } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { ClassEvents } from '../../domain/ports/events';
import type { ScreenPauseRepository } from '../../domain/ports/storage';

/**
 * 'Pause screens': a class's students see their consoles covered and their input to the guests is dropped. The pause
 * is stored with the class (it outlives a restart) and told through the class events (every instance hears it).
 */
export interface ScreenPauses {
  /** The class's pause as stored; 404 for a class that does not exist. */
  stateOf(classId: string): Promise<ScreensPause>;
  /** Pauses (by the named instructor) or resumes the class's screens; its students are told at once. */
  set(classId: string, paused: boolean, instructor: string): Promise<ScreensPause>;
  /**
   * For the consoles of a class open on this instance: reads the class's pause and follows its changes until the
   * returned function is called (as often as held). isPaused answers from memory: it is asked for every key.
   */
  hold(classId: string): Promise<() => void>;
  isPaused(classId: string): boolean;
}

interface Held {
  count: number;
  paused: boolean;
  /** A notice was heard: the stored state read at the start is not newer. */
  told: boolean;
  ready: Promise<void>;
  unsubscribe: () => void;
}

function stateOf(stored: { pausedAt: Date | null; pausedBy: string | null }): ScreensPause {
  return {
    paused: stored.pausedAt !== null,
    pausedAt: stored.pausedAt?.toISOString() ?? null,
    pausedBy: stored.pausedBy,
  };
}

export function createScreenPauses(deps: {
  pauses: ScreenPauseRepository;
  clock: Clock;
  events: ClassEvents;
  /** A completed class cannot be paused (409). */
  requireOpen: (classId: string) => Promise<unknown>;
}): ScreenPauses {
  const { pauses, clock, events, requireOpen } = deps;
  const held = new Map<string, Held>();

  async function read(classId: string): Promise<ScreensPause> {
    const stored = await pauses.get(classId);
    if (!stored) throw notFound(`Class ${classId} does not exist.`);
    return stateOf(stored);
  }

  return {
    stateOf: read,
    async set(classId, paused, instructor) {
      if (paused) await requireOpen(classId);
      const stored = await pauses.set(classId, paused ? { at: clock.now(), by: instructor } : null);
      if (!stored) throw notFound(`Class ${classId} does not exist.`);
      events.tell(classId, { to: null, notice: { kind: 'screens-paused', paused } });
      return stateOf(stored);
    },
    async hold(classId) {
      let entry = held.get(classId);
      if (!entry) {
        const created: Held = { count: 0, paused: false, told: false, ready: Promise.resolve(), unsubscribe: () => {} };
        // Subscribed before reading, and a notice heard meanwhile wins over the read: it may be the newer.
        created.unsubscribe = events.subscribe(classId, {
          changed: () => undefined,
          told: ({ notice }) => {
            if (notice.kind !== 'screens-paused') return;
            created.paused = notice.paused;
            created.told = true;
          },
          deleted: () => undefined,
        });
        created.ready = pauses.get(classId).then(
          (stored) => {
            if (!created.told) created.paused = stored?.pausedAt != null;
          },
          () => undefined,
        );
        held.set(classId, created);
        entry = created;
      }
      entry.count += 1;
      const holding = entry;
      await holding.ready;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holding.count -= 1;
        if (holding.count > 0 || held.get(classId) !== holding) return;
        held.delete(classId);
        holding.unsubscribe();
      };
    },
    isPaused: (classId) => held.get(classId)?.paused ?? false,
  };
}
