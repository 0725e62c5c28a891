import type { IdleSuspend } from '../domain/idle-suspend';
import type { LabJobs } from '../domain/lab-jobs';
import { desiredLabs } from '../domain/lab-plan';
import type { Clock } from '../domain/ports/clock';
import type { Hypervisor } from '../domain/ports/hypervisor';
import type { Logger } from '../domain/ports/logger';
import type { LeaderLock, Storage } from '../domain/ports/storage';

export interface ClassScheduler {
  /** Brings the labs in line with the classes at the clock's now; resolves once removals are done. */
  tick(): Promise<void>;
  /** Asks for a tick soon (after a class changed); errors are logged. Ignored until start(). */
  poke(): void;
  /** Resolves once no tick runs (a poked tick starts its provisioning before this resolves). */
  settled(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** Whether this instance held the scheduler lock at its last tick (always, without a lock). */
  leading(): boolean;
}

/**
 * Provisions each RUNNING class's labs (one day before the first day) and removes labs whose class is no longer
 * RUNNING (after the last day, deleted, or moved later). Provisioning itself runs in the background, machine by
 * machine; ticks only start it. The decision is the pure desiredLabs(); this file only applies it on a timer.
 */
export function createClassScheduler(deps: {
  storage: Pick<Storage, 'classes' | 'courses'>;
  hypervisor: Hypervisor;
  jobs: LabJobs;
  clock: Clock;
  logger: Logger;
  intervalMs: number;
  /** LAB_GRACE_MINUTES in ms: labs stay this long after their class's end. */
  graceMs: number;
  /**
   * Held by the one instance that reconciles: the others' ticks do nothing until it dies and one of them takes the
   * lock at its next tick (within intervalMs). Without it this process is the only one.
   */
  lock?: LeaderLock;
  /** Warns and suspends idle labs after each reconcile, on this instance only while it leads. */
  idle?: IdleSuspend;
}): ClassScheduler {
  const { storage, hypervisor, jobs, clock, logger, intervalMs, graceMs, lock, idle } = deps;
  let leading = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;

  async function reconcile(): Promise<void> {
    if (lock) {
      const holds = await lock.tryAcquire();
      if (holds !== leading)
        logger.info(holds ? 'This instance now runs the class scheduler' : 'Class scheduler lock lost');
      leading = holds;
      if (!holds) return;
    }
    const [classes, courses, folders] = await Promise.all([
      storage.classes.list(),
      storage.courses.list(),
      hypervisor.templateFolders(),
    ]);
    const plans = desiredLabs(classes, courses, folders, clock.now(), graceMs);
    for (const plan of plans) jobs.ensure(plan);
    const wanted = new Set(plans.map((plan) => plan.labId));
    const unwanted = (await hypervisor.labIds()).filter((labId) => !wanted.has(labId));
    await Promise.all(unwanted.map((labId) => jobs.remove(labId)));
    await idle?.check(classes);
  }

  // Ticks never overlap: a tick asked for while one runs makes exactly one more run afterwards.
  function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await reconcile();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  function tickLogged(): void {
    tick().catch((error: unknown) => logger.error('Class scheduler tick failed', error));
  }

  return {
    tick,
    leading: () => !lock || leading,
    poke() {
      if (started) tickLogged();
    },
    async settled() {
      while (running) await running.catch(() => undefined);
    },
    start() {
      started = true;
      tickLogged();
      timer = setInterval(tickLogged, intervalMs);
      timer.unref();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      await running?.catch(() => undefined);
      await lock?.release();
    },
  };
}
