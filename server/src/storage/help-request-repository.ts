import type { HelpRequest, HelpRequestRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface HelpRow {
  email: string;
  requested_at: Date;
  claimed_by: string | null;
}

const COLUMNS = 'email, requested_at, claimed_by';

function toHelpRequest(row: HelpRow): HelpRequest {
  return { email: row.email, requestedAt: new Date(row.requested_at), claimedBy: row.claimed_by };
}

export function createHelpRequestRepository(db: Queryable): HelpRequestRepository {
  return {
    async listByClass(classId) {
      const { rows } = await db.query<HelpRow>(
        `SELECT ${COLUMNS} FROM help_requests WHERE class_id = $1 ORDER BY requested_at, email`,
        [classId],
      );
      return rows.map(toHelpRequest);
    },
    async raise(classId, email, at) {
      // A second raise keeps the first instant: the student keeps their place in the queue.
      const { rows } = await db.query<HelpRow>(
        `INSERT INTO help_requests (class_id, email, requested_at) VALUES ($1, $2, $3)
         ON CONFLICT (class_id, email) DO UPDATE SET requested_at = help_requests.requested_at
         RETURNING ${COLUMNS}`,
        [classId, email, at.toISOString()],
      );
      return rows[0] ? toHelpRequest(rows[0]) : { email, requestedAt: at, claimedBy: null };
    },
    async claim(classId, email, instructor) {
      const { rows } = await db.query<HelpRow>(
        `UPDATE help_requests SET claimed_by = $3 WHERE class_id = $1 AND email = $2 RETURNING ${COLUMNS}`,
        [classId, email, instructor],
      );
      return rows[0] && toHelpRequest(rows[0]);
    },
    async lower(classId, email) {
      await db.query('DELETE FROM help_requests WHERE class_id = $1 AND email = $2', [classId, email]);
    },
  };
}
