import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDatabase } from '../src/storage/pg-database';
import { createPgliteDatabase } from '../src/storage/pglite-database';

/** The run's throwaway PostgreSQL server (rstest global setup), as postgres://… of its maintenance database. */
function serverUrl(): string {
  const url = process.env.ACADEMY_TEST_POSTGRES_URL;
  if (!url) throw new Error('ACADEMY_TEST_POSTGRES_URL is unset: run the tests through rstest (global setup).');
  return url;
}

/** A new, empty database on the run's PostgreSQL server: a test's own, so tests never see each other's rows. */
export async function createTestDatabase(): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.href;
}

/** The databases the server runs on, each new and empty: the embedded PGlite, and PostgreSQL (DATABASE_URL). */
export const DATABASE_KINDS = [
  { kind: 'PGlite', open: async () => createPgliteDatabase('memory://') },
  { kind: 'PostgreSQL', open: async () => createPgDatabase(await createTestDatabase()) },
] as const;
