import type { ManualProgressRecord, ManualProgressRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface ProgressRow {
  email: string;
  current_step: number;
  step_since: Date;
  done: number[];
}

const COLUMNS = 'email, current_step, step_since, done';

function toRecord(row: ProgressRow): ManualProgressRecord {
  return {
    email: row.email,
    currentStep: row.current_step,
    stepSince: new Date(row.step_since),
    done: [...row.done],
  };
}

export function createManualProgressRepository(db: Queryable): ManualProgressRepository {
  return {
    async get(classId, email) {
      const { rows } = await db.query<ProgressRow>(
        `SELECT ${COLUMNS} FROM manual_progress WHERE class_id = $1 AND email = $2`,
        [classId, email],
      );
      return rows[0] && toRecord(rows[0]);
    },
    async listByClass(classId) {
      const { rows } = await db.query<ProgressRow>(
        `SELECT ${COLUMNS} FROM manual_progress WHERE class_id = $1 ORDER BY email`,
        [classId],
      );
      return rows.map(toRecord);
    },
    async put(classId, progress) {
      await db.query(
        `INSERT INTO manual_progress (class_id, ${COLUMNS}) VALUES ($1, $2, $3, $4, $5::jsonb)
         ON CONFLICT (class_id, email) DO UPDATE
           SET current_step = excluded.current_step, step_since = excluded.step_since, done = excluded.done`,
        [
          classId,
          progress.email,
          progress.currentStep,
          progress.stepSince.toISOString(),
          JSON.stringify(progress.done),
        ],
      );
    },
  };
}
