import type { Queryable } from '../../storage/queryable';
import type { PresentationRecord, PresentationRepository } from './presentation-repository';

interface PresentationRow {
  class_id: string;
  vm: string;
  machine_name: string;
  student_email: string;
  presenter_name: string;
  started_at: Date;
}

function toPresentation(row: PresentationRow): PresentationRecord {
  return {
    classId: row.class_id,
    vm: row.vm,
    machineName: row.machine_name,
    student: row.student_email,
    presenterName: row.presenter_name,
    startedAt: new Date(row.started_at),
  };
}

export function createPresentationRepository(db: Queryable): PresentationRepository {
  return {
    async put(record) {
      // One statement: two instructors starting at once leave one presentation, the last one written.
      await db.query(
        `INSERT INTO class_presentations (class_id, vm, machine_name, student_email, presenter_name, started_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (class_id) DO UPDATE SET vm = EXCLUDED.vm, machine_name = EXCLUDED.machine_name,
           student_email = EXCLUDED.student_email, presenter_name = EXCLUDED.presenter_name,
           started_at = EXCLUDED.started_at`,
        [
          record.classId,
          record.vm,
          record.machineName,
          record.student,
          record.presenterName,
          record.startedAt.toISOString(),
        ],
      );
    },
    async get(classId) {
      const { rows } = await db.query<PresentationRow>('SELECT * FROM class_presentations WHERE class_id = $1', [
        classId,
      ]);
      const [row] = rows;
      return row && toPresentation(row);
    },
    async remove(classId) {
      const { rows } = await db.query<{ class_id: string }>(
        'DELETE FROM class_presentations WHERE class_id = $1 RETURNING class_id',
        [classId],
      );
      return rows.length > 0;
    },
  };
}
