import type { AuditEntry } from '@academy/api';
import { notFound } from '../../domain/errors';
import type { AuditRepository, ClassRepository } from '../../domain/ports/storage';

/** How many entries one read of a trail answers at most. */
export const AUDIT_READ_LIMIT = 10_000;

export interface AuditTrail {
  /** The class's trail, newest first (kept after the class is deleted); 404 for an id with neither class nor trail. */
  ofClass(classId: string): Promise<AuditEntry[]>;
}

export function createAuditTrail(deps: { audit: AuditRepository; classes: Pick<ClassRepository, 'get'> }): AuditTrail {
  return {
    async ofClass(classId) {
      const records = await deps.audit.listByClass(classId, AUDIT_READ_LIMIT);
      if (records.length === 0 && !(await deps.classes.get(classId)))
        throw notFound(`Class ${classId} does not exist.`);
      return records.map((record) => ({
        at: record.at.toISOString(),
        actor: record.actor,
        role: record.role,
        action: record.action,
        detail: record.detail,
        target: record.target,
        clientAddress: record.clientAddress,
        outcome: record.outcome,
        status: record.status,
      }));
    },
  };
}
