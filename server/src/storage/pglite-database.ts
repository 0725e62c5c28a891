import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './queryable';

/**
 * PGlite runs each statement synchronously on this thread, and the statements queued behind it start as soon as it
 * ends, without the event loop turning: a few busy clients' calls would hold every other request (a health check,
 * another student) until all of theirs were done. Each statement first lets the loop serve what arrived meanwhile.
 */
function loopTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The database or one of its transactions, each statement after a turn of the loop. */
function yielding(source: Pick<Transaction, 'query' | 'exec'>): Queryable {
  return {
    query: async (sql, params) => {
      await loopTurn();
      return source.query(sql, params);
    },
    exec: async (sql) => {
      await loopTurn();
      return source.exec(sql);
    },
  };
}

let freshCluster: Promise<Blob> | undefined;

/**
 * A copy of a cluster as PGlite's initdb leaves it, made once per process: initdb takes about 5 s of CPU, a copy
 * loads in about 1.5 s, and a process that opens many databases in memory (the server's tests) opens each from it.
 */
function freshClusterCopy(): Promise<Blob> {
  freshCluster ??= PGlite.create('memory://').then(async (db) => {
    try {
      return await db.dumpDataDir('none');
    } finally {
      await db.close();
    }
  });
  return freshCluster;
}

/** The embedded PostgreSQL (PGlite, WebAssembly, no native build) in `dataDir`, or in memory for `memory://`. */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const db = inMemory
    ? await PGlite.create(dataDir, { loadDataDir: await freshClusterCopy() })
    : await PGlite.create(dataDir);
  const database: Database = {
    ...yielding(db),
    transaction: (work) => db.transaction((tx) => work(yielding(tx))),
    session: (work) => work(database),
    close: () => db.close(),
  };
  return database;
}
