import { CONSOLE_SESSIONS_SHOWN, type ConsoleWatch, type ConsoleWatchSession } from '@academy/api';
import { labOwner } from '../../domain/class-schedule';
import { notFound } from '../../domain/errors';
import type { Clock } from '../../domain/ports/clock';
import type { ConsoleMachine, ConsoleWatcher } from '../../domain/ports/console';
import type { ClassEvents } from '../../domain/ports/events';
import type { Storage } from '../../domain/ports/storage';
import type { StudentContext } from '../../domain/student-auth';

/** How often an instance says its open instructor sessions are still open. */
export const WATCH_HEARTBEAT_MS = 30_000;
/** A session not said to be open for this long ended with its instance: the student's banner goes. */
export const WATCH_STALE_MS = 3 * WATCH_HEARTBEAT_MS;

/** A console an instructor opened: the machine, and who watches it how. */
export type WatchedConsole = ConsoleMachine & { watcher: ConsoleWatcher };

/**
 * The record of instructors at students' consoles: each session stored as it opens and closes, the student told at
 * once (their banner), the monitor told too. The console service calls opened/closed/seen; the API reads.
 */
export interface ConsoleWatchLog {
  opened(console: WatchedConsole): Promise<string>;
  closed(id: string, console: WatchedConsole): Promise<void>;
  seen(ids: readonly string[]): Promise<void>;
  /** Who is at the student's machines now. */
  watchersOf(student: StudentContext): Promise<ConsoleWatch[]>;
  /** The class's latest sessions, newest first; 404 for a class that does not exist. */
  sessionsOf(classId: string): Promise<ConsoleWatchSession[]>;
}

export function createConsoleWatchLog(deps: {
  storage: Pick<Storage, 'classes' | 'consoleWatches'>;
  clock: Clock;
  events: ClassEvents;
}): ConsoleWatchLog {
  const { storage, clock, events } = deps;

  function told(console: WatchedConsole): void {
    const { classId, email } = labOwner(console.labId);
    events.tell(classId, { to: email, notice: { kind: 'console-watch' } });
    events.publish(classId, { email, reason: 'console' });
  }

  return {
    async opened(console) {
      const { classId, email } = labOwner(console.labId);
      const id = await storage.consoleWatches.start({
        classId,
        email,
        vm: console.vm,
        machineName: console.name,
        instructor: console.watcher.name,
        mode: console.watcher.mode,
        startedAt: clock.now(),
      });
      told(console);
      return id;
    },
    async closed(id, console) {
      await storage.consoleWatches.end(id, clock.now());
      told(console);
    },
    seen: (ids) => storage.consoleWatches.seen(ids, clock.now()),
    async watchersOf(student) {
      const since = new Date(clock.now().getTime() - WATCH_STALE_MS);
      const open = await storage.consoleWatches.listOpen(student.trainingClass.id, student.email, since);
      return open.map(({ vm, machineName, instructor, mode }) => ({ vm, machineName, instructor, mode }));
    },
    async sessionsOf(classId) {
      if (!(await storage.classes.get(classId))) throw notFound(`Class ${classId} does not exist.`);
      const records = await storage.consoleWatches.listByClass(classId, CONSOLE_SESSIONS_SHOWN);
      return records.map((record) => ({
        id: record.id,
        student: record.email,
        vm: record.vm,
        machineName: record.machineName,
        instructor: record.instructor,
        mode: record.mode,
        startedAt: record.startedAt.toISOString(),
        endedAt: record.endedAt?.toISOString() ?? null,
      }));
    },
  };
}
