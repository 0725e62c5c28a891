import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './queryable';

/** The embedded PostgreSQL (PGlite, WebAssembly, no native build) in `dataDir`, or in memory for `memory://`. */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const database: Database = {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    session: (work) => work(database),
    close: () => db.close(),
  };
  return database;
}
