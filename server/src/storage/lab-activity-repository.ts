import type { LabActivityRecord, LabActivityRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface ActivityRow {
  lab_id: string;
  class_id: string;
  active_at: Date;
  warned_at: Date | null;
  suspended_at: Date | null;
}

const COLUMNS = 'lab_id, class_id, active_at, warned_at, suspended_at';

function toRecord(row: ActivityRow): LabActivityRecord {
  return {
    labId: row.lab_id,
    classId: row.class_id,
    activeAt: new Date(row.active_at),
    warnedAt: row.warned_at === null ? null : new Date(row.warned_at),
    suspendedAt: row.suspended_at === null ? null : new Date(row.suspended_at),
  };
}

export function createLabActivityRepository(db: Queryable): LabActivityRepository {
  return {
    async touch(labId, classId, at) {
      // The row as it was, read in the same statement that changes it: whether a warning was out.
      const { rows } = await db.query<ActivityRow>(
        `WITH before AS (SELECT ${COLUMNS} FROM lab_activity WHERE lab_id = $1),
         changed AS (
           INSERT INTO lab_activity (lab_id, class_id, active_at) VALUES ($1, $2, $3)
           ON CONFLICT (lab_id) DO UPDATE SET active_at = GREATEST(lab_activity.active_at, EXCLUDED.active_at),
             warned_at = NULL, suspended_at = NULL
         )
         SELECT ${COLUMNS} FROM before`,
        [labId, classId, at.toISOString()],
      );
      return rows[0] ? toRecord(rows[0]) : undefined;
    },
    async seen(labId, classId, at) {
      await db.query(
        'INSERT INTO lab_activity (lab_id, class_id, active_at) VALUES ($1, $2, $3) ON CONFLICT (lab_id) DO NOTHING',
        [labId, classId, at.toISOString()],
      );
    },
    async listByClass(classId) {
      const { rows } = await db.query<ActivityRow>(`SELECT ${COLUMNS} FROM lab_activity WHERE class_id = $1`, [
        classId,
      ]);
      return rows.map(toRecord);
    },
    async list() {
      return (await db.query<ActivityRow>(`SELECT ${COLUMNS} FROM lab_activity`, [])).rows.map(toRecord);
    },
    async markWarned(labId, activeAt, at) {
      const { rows } = await db.query<{ lab_id: string }>(
        `UPDATE lab_activity SET warned_at = $3
         WHERE lab_id = $1 AND active_at = $2 AND warned_at IS NULL AND suspended_at IS NULL RETURNING lab_id`,
        [labId, activeAt.toISOString(), at.toISOString()],
      );
      return rows.length > 0;
    },
    async claimSuspend(labId, activeAt, at) {
      const { rows } = await db.query<{ lab_id: string }>(
        `UPDATE lab_activity SET suspended_at = $3
         WHERE lab_id = $1 AND active_at = $2 AND suspended_at IS NULL RETURNING lab_id`,
        [labId, activeAt.toISOString(), at.toISOString()],
      );
      return rows.length > 0;
    },
    async releaseSuspend(labId, at) {
      await db.query('UPDATE lab_activity SET suspended_at = NULL WHERE lab_id = $1 AND suspended_at = $2', [
        labId,
        at.toISOString(),
      ]);
    },
  };
}
