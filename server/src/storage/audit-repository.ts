import type { AuditAction, AuditOutcome } from '@academy/api';
import type { AuditRecord, AuditRepository } from '../domain/ports/storage';
import type { Queryable } from './queryable';

interface AuditRow {
  at: Date | string;
  class_id: string | null;
  actor: string;
  role: 'student' | 'instructor' | 'system';
  action: AuditAction;
  detail: string | null;
  target: string;
  client_address: string;
  outcome: AuditOutcome;
  status: number;
  request_id: string | null;
}

function recordOf(row: AuditRow): AuditRecord {
  return {
    at: new Date(row.at),
    classId: row.class_id,
    actor: row.actor,
    role: row.role,
    action: row.action,
    detail: row.detail,
    target: row.target,
    clientAddress: row.client_address,
    outcome: row.outcome,
    status: row.status,
    requestId: row.request_id,
  };
}

export function createAuditRepository(db: Queryable): AuditRepository {
  return {
    async append(record) {
      await db.query(
        `INSERT INTO audit_entries
           (at, class_id, actor, role, action, detail, target, client_address, outcome, status, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          record.at.toISOString(),
          record.classId,
          record.actor,
          record.role,
          record.action,
          record.detail,
          record.target,
          record.clientAddress,
          record.outcome,
          record.status,
          record.requestId,
        ],
      );
    },
    async listByClass(classId, limit) {
      const { rows } = await db.query<AuditRow>(
        'SELECT * FROM audit_entries WHERE class_id = $1 ORDER BY at DESC, id DESC LIMIT $2',
        [classId, limit],
      );
      return rows.map(recordOf);
    },
    async purgeBefore(at) {
      const { rows } = await db.query<{ id: string }>('DELETE FROM audit_entries WHERE at < $1 RETURNING id', [
        at.toISOString(),
      ]);
      return rows.length;
    },
  };
}
