import type { Migration } from './migrations';
import type { Queryable } from './queryable';

export interface MigrationResult {
  applied: number[];
  /** No migration had run before: a new database (demo data is seeded then). */
  fresh: boolean;
}

/** Applies the migrations not yet recorded, each in its own transaction with its record. */
export async function migrate(
  db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  migrations: readonly Migration[],
): Promise<MigrationResult> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version),
  );
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(migration.version);
  }
  return { applied, fresh: done.size === 0 };
}
