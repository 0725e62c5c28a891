import type { AuditAction, AuditEntry, AuditOutcome } from '@academy/contracts';
import { isNumber, isString, keyOf, nullable, objectOf } from '../values';

/** An action this page has no text for (a newer server's) fails the trail: its table could not say it. */
const isAuditAction = keyOf<AuditAction>({
  'class-created': true,
  'class-edited': true,
  'class-deleted': true,
  'course-created': true,
  'course-edited': true,
  'course-deleted': true,
  'power-command': true,
  'lab-reverted': true,
  'console-opened': true,
  'hand-raised': true,
  'hand-claimed': true,
  'hand-lowered': true,
  'class-end-moved': true,
  'idle-suspended': true,
  'message-sent': true,
  'screens-paused': true,
  'screens-resumed': true,
  'presentation-started': true,
  'presentation-stopped': true,
  'manual-progress': true,
  'still-here': true,
});

export const isAuditEntry = objectOf<AuditEntry>({
  at: isString,
  actor: isString,
  role: keyOf<AuditEntry['role']>({ student: true, instructor: true, system: true }),
  action: isAuditAction,
  detail: nullable(isString),
  target: isString,
  clientAddress: isString,
  outcome: keyOf<AuditOutcome>({ ok: true, refused: true, failed: true }),
  status: isNumber,
});
