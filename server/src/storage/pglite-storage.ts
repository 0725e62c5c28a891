import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Repositories, Storage } from '../domain/ports';
import { createClassRepository } from './class-repository';
import { createCourseRepository } from './course-repository';
import { createHelpRequestRepository } from './help-request-repository';
import { createMachineRepository } from './machine-repository';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import type { Queryable } from './queryable';

export interface OpenedStorage {
  storage: Storage;
  /** The database was created by this start: seed the demo data. */
  fresh: boolean;
}

function repositoriesOf(db: Queryable): Repositories {
  return {
    courses: createCourseRepository(db),
    classes: createClassRepository(db),
    machines: createMachineRepository(db),
    helpRequests: createHelpRequestRepository(db),
  };
}

/**
 * Opens the embedded PostgreSQL (PGlite, WebAssembly, no native build) in `dataDir`, or in memory for
 * `memory://`, and brings its schema up to date.
 */
export async function openPgliteStorage(dataDir: string): Promise<OpenedStorage> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  try {
    const { fresh } = await migrate(db, MIGRATIONS);
    const storage: Storage = {
      ...repositoriesOf(db),
      transaction: (work) => db.transaction((tx) => work(repositoriesOf(tx))),
      close: () => db.close(),
    };
    return { storage, fresh };
  } catch (error) {
    await db.close();
    throw error;
  }
}
