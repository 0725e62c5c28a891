import type { Repositories, Storage } from '../domain/ports/storage';
import { createAuditRepository } from './audit-repository';
import { createClassRepository } from './class-repository';
import { createConsoleWatchRepository } from './console-watch-repository';
import { createCourseRepository } from './course-repository';
import { createFailureLog } from './failure-log';
import { createHelpRequestRepository } from './help-request-repository';
import { createIdentityStore } from './identity-store';
import { createLabActivityRepository } from './lab-activity-repository';
import { createLabMachineRepository } from './lab-machine-repository';
import { createLeaderLock, type LockConnection } from './leader-lock';
import { createManualProgressRepository } from './manual-progress-repository';
import { createManualRepository } from './manual-repository';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { connectOutsidePool, createPgDatabase } from './pg-database';
import { createPgliteDatabase } from './pglite-database';
import { createPowerTransitionRepository } from './power-transition-repository';
import type { Database, Queryable } from './queryable';
import { createRosterRepository } from './roster-repository';
import { createScreenPauseRepository } from './screen-pause-repository';
import { createSignInLinkRepository } from './sign-in-link-repository';
import { createTicketRepository } from './ticket-repository';

export interface OpenedStorage {
  storage: Storage;
  /** The database was created by this start: seed the demo data. */
  fresh: boolean;
  /**
   * The database itself, for an adapter that keeps tables of its own next to the portal's (the simulated
   * hypervisor's inventory), never for the domain. Closed with the storage.
   */
  database: Database;
}

/** `atomically` runs work in one transaction: the database's own, or the one the repositories are in. */
function repositoriesOf(db: Queryable, atomically: Database['transaction']): Repositories {
  return {
    courses: createCourseRepository(db),
    classes: createClassRepository(db),
    labMachines: createLabMachineRepository(db),
    helpRequests: createHelpRequestRepository(db),
    labActivity: createLabActivityRepository(db),
    consoleWatches: createConsoleWatchRepository(db),
    screenPauses: createScreenPauseRepository(db),
    audit: createAuditRepository(db),
    powerTransitions: createPowerTransitionRepository(db),
    tickets: createTicketRepository(db),
    signInFailures: createFailureLog(atomically),
    identity: createIdentityStore(db),
    manuals: createManualRepository(db),
    manualProgress: createManualProgressRepository(db),
    roster: createRosterRepository(db),
    signInLinks: createSignInLinkRepository(db),
  };
}

async function opened(db: Database, lockConnection: () => Promise<LockConnection>): Promise<OpenedStorage> {
  try {
    const { fresh } = await migrate(db, MIGRATIONS);
    const storage: Storage = {
      ...repositoriesOf(db, (work) => db.transaction(work)),
      transaction: (work) => db.transaction((tx) => work(repositoriesOf(tx, (inner) => inner(tx)))),
      ping: async () => {
        await db.query('SELECT 1');
      },
      leaderLock: (name) => createLeaderLock(name, lockConnection),
      close: () => db.close(),
    };
    return { storage, fresh, database: db };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Opens the database and brings its schema up to date: PostgreSQL through a pool when `databaseUrl` is set
 * (several instances share it), else the embedded PGlite in `dataDir` (or in memory for `memory://`).
 */
export async function openStorage(location: { databaseUrl?: string; dataDir: string }): Promise<OpenedStorage> {
  const { databaseUrl } = location;
  if (databaseUrl) {
    return opened(createPgDatabase(databaseUrl), () => connectOutsidePool(databaseUrl));
  }
  const db = await createPgliteDatabase(location.dataDir);
  // PGlite is one session in one process: the lock is always this instance's.
  return opened(db, async () => ({ ...db, end: async () => undefined }));
}
