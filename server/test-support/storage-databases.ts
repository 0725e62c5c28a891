import { type OpenedStorage, openStorage } from '../src/storage/open-storage';
import type { Database } from '../src/storage/queryable';
import { createTestDatabase } from './test-postgres';

/** Every table of the portal's schema but the migrations' ledger, emptied at once; identities start again. */
async function emptyAllTables(database: Database): Promise<void> {
  const { rows } = await database.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  );
  if (rows.length === 0) return;
  await database.exec(`TRUNCATE ${rows.map(({ name }) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

/**
 * A database opened once per test worker and emptied for each test that asks for one: a new PGlite costs about
 * 2.4 core-s (its initdb and start in WebAssembly), a new PostgreSQL database a CREATE DATABASE and every migration,
 * emptying every table a few milliseconds. What a test gets holds no rows, as a new database; its `close()` is left
 * to the worker's end, since the next test uses the same database.
 */
function emptiedEachTime(openOnce: () => Promise<OpenedStorage>): () => Promise<OpenedStorage> {
  let shared: Promise<OpenedStorage> | undefined;
  return async () => {
    shared ??= openOnce();
    const opened = await shared;
    await emptyAllTables(opened.database);
    return { ...opened, storage: { ...opened.storage, close: async () => undefined } };
  };
}

/** The two databases every storage test runs on: the embedded PGlite and a throwaway PostgreSQL database. */
export const STORAGE_DATABASES = [
  { kind: 'PGlite', open: emptiedEachTime(() => openStorage({ dataDir: 'memory://' })) },
  {
    kind: 'PostgreSQL',
    open: emptiedEachTime(async () => openStorage({ dataDir: '', databaseUrl: await createTestDatabase() })),
  },
] as const;
