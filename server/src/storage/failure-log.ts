import { createHash } from 'node:crypto';
import type { FailureKey, FailureLog } from '../domain/ports/storage';
import type { Database, Queryable } from './queryable';

/**
 * First half of the advisory-lock key of a failure-log key: the two-integer key space is apart from the
 * one-bigint space of the migration and scheduler locks, so a hash here can never wait on those.
 */
const FAILURE_LOCKS = 7_316_002;

/**
 * The locks' second halves, sorted: every decision takes its locks in one order, so two never wait on each
 * other. Two keys hashing alike only share a lock.
 */
function lockKeys(keys: FailureKey[]): number[] {
  const hashes = keys.map(({ bucket, client }) =>
    createHash('sha256').update(`${bucket}\n${client}`).digest().readInt32BE(0),
  );
  return [...new Set(hashes)].sort((a, b) => a - b);
}

async function failuresOf(db: Queryable, keys: FailureKey[], since: Date): Promise<Date[][]> {
  const { rows } = await db.query<{ bucket: string; client: string; failed_at: Date | string }>(
    `SELECT bucket, client, failed_at FROM sign_in_failures
     WHERE (bucket, client) IN (SELECT * FROM unnest($1::text[], $2::text[])) AND failed_at > $3
     ORDER BY failed_at`,
    [keys.map((key) => key.bucket), keys.map((key) => key.client), since.toISOString()],
  );
  return keys.map((key) =>
    rows.filter((row) => row.bucket === key.bucket && row.client === key.client).map((row) => new Date(row.failed_at)),
  );
}

/** `atomically` runs work in one transaction: the database's own, or the one these repositories are in. */
export function createFailureLog(atomically: Database['transaction']): FailureLog {
  return {
    decide: (attempt) =>
      atomically(async (tx) => {
        const { keys, failed, at, since } = attempt;
        // Held to the end of the transaction. A wrong attempt locks its keys exclusively: the next decision on
        // them reads its failure. A right one records nothing, so right ones (every student call) share them.
        const lock = failed ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
        for (const key of lockKeys(keys)) await tx.query(`SELECT ${lock}($1, $2)`, [FAILURE_LOCKS, key]);
        const wait = attempt.refusal(await failuresOf(tx, keys, since));
        if (wait > 0 || !failed) return wait;
        await tx.query(
          `INSERT INTO sign_in_failures (bucket, client, failed_at)
           SELECT bucket, client, $3 FROM unnest($1::text[], $2::text[]) AS keys (bucket, client)`,
          [keys.map((key) => key.bucket), keys.map((key) => key.client), at.toISOString()],
        );
        // Keeps the log bounded. SKIP LOCKED: rows another decision is deleting are left to it, never waited on.
        await tx.query(
          `DELETE FROM sign_in_failures WHERE ctid IN
             (SELECT ctid FROM sign_in_failures WHERE failed_at <= $1 FOR UPDATE SKIP LOCKED)`,
          [since.toISOString()],
        );
        return 0;
      }),
  };
}
