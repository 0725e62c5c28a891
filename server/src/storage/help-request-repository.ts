import type { HelpRequestRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface HelpRow {
  email: string;
  requested_at: Date;
}

export function createHelpRequestRepository(db: Queryable): HelpRequestRepository {
  return {
    async listByClass(classId) {
      const { rows } = await db.query<HelpRow>('SELECT email, requested_at FROM help_requests WHERE class_id = $1', [
        classId,
      ]);
      return new Map(rows.map((row) => [row.email, new Date(row.requested_at)]));
    },
    async get(classId, email) {
      const { rows } = await db.query<HelpRow>(
        'SELECT email, requested_at FROM help_requests WHERE class_id = $1 AND email = $2',
        [classId, email],
      );
      return rows[0] && new Date(rows[0].requested_at);
    },
    async raise(classId, email, at) {
      // A second raise keeps the first instant: the instructor sees how long the student has been waiting.
      const { rows } = await db.query<HelpRow>(
        `INSERT INTO help_requests (class_id, email, requested_at) VALUES ($1, $2, $3)
         ON CONFLICT (class_id, email) DO UPDATE SET requested_at = help_requests.requested_at
         RETURNING email, requested_at`,
        [classId, email, at.toISOString()],
      );
      return rows[0] ? new Date(rows[0].requested_at) : at;
    },
    async lower(classId, email) {
      await db.query('DELETE FROM help_requests WHERE class_id = $1 AND email = $2', [classId, email]);
    },
  };
}
