import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../storage/queryable';
import type { CheckRunLeases } from './check-run-leases';

/** Leases in the database's own time, so instances whose clocks differ agree on when one ran out. */
const LEASE_END = "clock_timestamp() + $1 * interval '1 millisecond'";

export function createCheckRunLeases(db: Queryable): CheckRunLeases {
  async function runningOf(classId: string, email: string): Promise<string | null> {
    const { rows } = await db.query<{ check_id: string }>(
      'SELECT check_id FROM check_runs WHERE class_id = $1 AND email = $2 AND lease_until > clock_timestamp()',
      [classId, email],
    );
    return rows[0]?.check_id ?? null;
  }

  return {
    async take(classId, email, checkId, leaseMs) {
      const token = randomUUID();
      // A run whose lease ran out is taken over; a class deleted meanwhile takes none (no row to refer to).
      for (;;) {
        const { rows } = await db.query<{ token: string }>(
          `INSERT INTO check_runs (class_id, email, check_id, token, lease_until)
           SELECT $2, $3, $4, $5, ${LEASE_END} WHERE EXISTS (SELECT 1 FROM classes WHERE id = $2)
           ON CONFLICT (class_id, email) DO UPDATE
             SET check_id = EXCLUDED.check_id, token = EXCLUDED.token, lease_until = EXCLUDED.lease_until
             WHERE check_runs.lease_until <= clock_timestamp()
           RETURNING token`,
          [leaseMs, classId, email, checkId, token],
        );
        if (rows[0]?.token === token) return { taken: true, token };
        const running = await runningOf(classId, email);
        if (running !== null) return { taken: false, running };
        const { rows: classes } = await db.query('SELECT 1 FROM classes WHERE id = $1', [classId]);
        if (classes.length === 0) return { taken: false, running: null };
        // The run that held it ended between the two statements: take it again.
      }
    },
    async renew(token, leaseMs) {
      await db.query(`UPDATE check_runs SET lease_until = ${LEASE_END} WHERE token = $2`, [leaseMs, token]);
    },
    async end(token) {
      await db.query('DELETE FROM check_runs WHERE token = $1', [token]);
    },
    runningOf,
  };
}
