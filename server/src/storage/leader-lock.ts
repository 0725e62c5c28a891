import type { LeaderLock } from '../domain/ports/storage';
import type { Queryable } from './queryable';

/** A connection of its own: a session-level advisory lock lives exactly as long as it. */
export interface LockConnection extends Queryable {
  end(): Promise<void>;
}

/**
 * A PostgreSQL advisory lock on a dedicated connection. When the holder dies (even SIGKILL), PostgreSQL sees its
 * connection close and frees the lock; the next instance to try takes it.
 */
export function createLeaderLock(name: string, connect: () => Promise<LockConnection>): LeaderLock {
  let held: LockConnection | undefined;

  async function drop(): Promise<void> {
    const connection = held;
    held = undefined;
    await connection?.end().catch(() => undefined);
  }

  return {
    async tryAcquire() {
      if (held) {
        // Still ours as long as the connection answers.
        const alive = await held.query('SELECT 1').then(
          () => true,
          () => false,
        );
        if (alive) return true;
        await drop();
      }
      const connection = await connect().catch(() => undefined);
      if (!connection) return false;
      const { rows } = await connection
        .query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [name])
        .catch(() => ({ rows: [] as { ok: boolean }[] }));
      if (rows[0]?.ok) {
        held = connection;
        return true;
      }
      await connection.end().catch(() => undefined);
      return false;
    },
    async release() {
      await held?.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
      await drop();
    },
  };
}
