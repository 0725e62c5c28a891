import type { AuditEntry } from '@academy/contracts';
import type { AuditRepository } from './ports/storage';

/** How many entries one read of a trail answers at most. */
export const AUDIT_READ_LIMIT = 10_000;

export interface AuditTrail {
  /** The class's trail, newest first (kept after the class is deleted). */
  ofClass(classId: string): Promise<AuditEntry[]>;
}

export function createAuditTrail(deps: { audit: AuditRepository }): AuditTrail {
  return {
    async ofClass(classId) {
      const records = await deps.audit.listByClass(classId, AUDIT_READ_LIMIT);
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
