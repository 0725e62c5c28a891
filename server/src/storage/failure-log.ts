import type { FailureLog } from '../domain/ports';
import type { Queryable } from './queryable';

export function createFailureLog(db: Queryable): FailureLog {
  return {
    async recent(bucket, client, since) {
      const { rows } = await db.query<{ failed_at: Date | string }>(
        `SELECT failed_at FROM sign_in_failures WHERE bucket = $1 AND client = $2 AND failed_at > $3
         ORDER BY failed_at`,
        [bucket, client, since.toISOString()],
      );
      return rows.map((row) => new Date(row.failed_at));
    },
    async record(bucket, client, at, forgetBefore) {
      await db.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [forgetBefore.toISOString()]);
      await db.query('INSERT INTO sign_in_failures (bucket, client, failed_at) VALUES ($1, $2, $3)', [
        bucket,
        client,
        at.toISOString(),
      ]);
    },
  };
}
