import pg from 'pg';
import type { LockConnection } from './leader-lock';
import type { Database, Queryable } from './queryable';

type Client = pg.Pool | pg.PoolClient | pg.Client;

function queryableOf(client: Client): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    exec: (sql) => client.query(sql),
  };
}

async function inTransaction<T>(client: pg.PoolClient, work: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work(queryableOf(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** One held connection as a Database: its transactions and sessions stay on that connection. */
function onConnection(client: pg.PoolClient): Database {
  return {
    ...queryableOf(client),
    transaction: (work) => inTransaction(client, work),
    session: (work) => work(onConnection(client)),
    close: async () => undefined,
  };
}

/** A node-postgres pool behind the same Database shape as PGlite. */
export function createPgDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server dropped (restart, failover) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  }
  return {
    ...queryableOf(pool),
    transaction: (work) => withClient((client) => inTransaction(client, work)),
    session: (work) => withClient((client) => work(onConnection(client))),
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** A connection kept outside the pool, for a lock that lives as long as the connection (the scheduler's). */
export async function connectOutsidePool(connectionString: string): Promise<LockConnection> {
  const client = new pg.Client({ connectionString });
  // A dropped connection shows as a failing query: the lock is then known lost.
  client.on('error', () => undefined);
  await client.connect();
  return { ...queryableOf(client), end: () => client.end() };
}
