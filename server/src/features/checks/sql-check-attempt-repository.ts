import type { CheckVerdict } from '@academy/api';
import type { Queryable } from '../../storage/queryable';
import type { CheckAttemptRecord, CheckAttemptRepository } from './check-attempt-repository';

interface CheckAttemptRow {
  class_id: string;
  email: string;
  check_id: string;
  step: number;
  at: Date;
  verdict: CheckVerdict;
  by_role: 'student' | 'instructor';
  duration_ms: number;
  output: string | null;
  output_cut: boolean;
}

function toAttempt(row: CheckAttemptRow): CheckAttemptRecord {
  return {
    classId: row.class_id,
    email: row.email,
    checkId: row.check_id,
    step: row.step,
    at: new Date(row.at),
    verdict: row.verdict,
    by: row.by_role,
    durationMs: row.duration_ms,
    output: row.output,
    outputCut: row.output_cut,
  };
}

const COLUMNS = 'class_id, email, check_id, step, at, verdict, by_role, duration_ms, output, output_cut';

export function createCheckAttemptRepository(db: Queryable): CheckAttemptRepository {
  return {
    async insert(attempt) {
      await db.query(`INSERT INTO check_attempts (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`, [
        attempt.classId,
        attempt.email,
        attempt.checkId,
        attempt.step,
        attempt.at.toISOString(),
        attempt.verdict,
        attempt.by,
        Math.round(attempt.durationMs),
        attempt.output,
        attempt.outputCut,
      ]);
    },
    async listByStudent(classId, email) {
      const { rows } = await db.query<CheckAttemptRow>(
        `SELECT ${COLUMNS} FROM check_attempts WHERE class_id = $1 AND email = $2 ORDER BY at, id`,
        [classId, email],
      );
      return rows.map(toAttempt);
    },
    async listByClass(classId) {
      const { rows } = await db.query<CheckAttemptRow>(
        `SELECT ${COLUMNS} FROM check_attempts WHERE class_id = $1 ORDER BY at, id`,
        [classId],
      );
      return rows.map(toAttempt);
    },
  };
}
