import type { ServerConfig } from '../config';
import type { ClassEvents } from '../domain/ports/events';
import type { Storage } from '../domain/ports/storage';
import { createInProcessClassEvents } from '../events/in-process-class-events';
import { createPostgresClassEvents } from '../events/postgres-class-events';
import { openStorage } from '../storage/open-storage';
import type { Database } from '../storage/queryable';
import type { Shutdown } from './shutdown';

export interface StorageParts {
  storage: Storage;
  /** The database was created by this start: seed the demo data. */
  fresh: boolean;
  /** The push channel of the class monitors. */
  classEvents: ClassEvents;
  /** For adapters that keep tables of their own next to the portal's (the simulated hypervisor). */
  database: Database;
}

/** The database, and the push channel that goes through it when several instances share PostgreSQL. */
export async function buildStorage(config: ServerConfig, shutdown: Shutdown): Promise<StorageParts> {
  const { storage, fresh, database } = await openStorage(config);
  shutdown.add(() => storage.close());
  // Several instances share PostgreSQL: a change must reach the monitors connected to any of them.
  if (!config.databaseUrl) return { storage, fresh, database, classEvents: createInProcessClassEvents() };
  const shared = await createPostgresClassEvents(config.databaseUrl);
  shutdown.add(() => shared.close());
  return { storage, fresh, database, classEvents: shared };
}
