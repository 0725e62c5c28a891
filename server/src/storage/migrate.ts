import type { Migration } from './migrations';
import type { Database } from './queryable';

export interface MigrationResult {
  applied: number[];
  /** No migration had run before: a new database (demo data is seeded then). */
  fresh: boolean;
}

/** Key of the advisory lock instances take around migrating: the first one migrates, the others wait and find it done. */
const MIGRATION_LOCK = 7_316_001;

/** The portal's own record of what ran; an adapter that keeps tables of its own (the simulator) keeps its own. */
export const PORTAL_LEDGER = 'schema_migrations';

/**
 * Applies the migrations not yet recorded in `ledger` (a table name), each in its own transaction with its record.
 * Several instances starting together on one PostgreSQL migrate once: they queue on an advisory lock held for the
 * whole run.
 */
export async function migrate(
  database: Database,
  migrations: readonly Migration[],
  ledger = PORTAL_LEDGER,
): Promise<MigrationResult> {
  if (!/^[a-z_]+$/.test(ledger)) throw new Error(`Not a ledger table name: ${ledger}`);
  return database.session(async (db) => {
    await db.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      return await applyPending(db, migrations, ledger);
    } finally {
      await db.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}

async function applyPending(db: Database, migrations: readonly Migration[], ledger: string): Promise<MigrationResult> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS ${ledger} (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const done = new Set(
    (await db.query<{ version: number }>(`SELECT version FROM ${ledger}`)).rows.map((row) => row.version),
  );
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO ${ledger} (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
    });
    applied.push(migration.version);
  }
  return { applied, fresh: done.size === 0 };
}
