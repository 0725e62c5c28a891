import type { Response } from 'express';
import type { Clock } from '../domain/ports/clock';
import type { Logger } from '../domain/ports/logger';
import type { AuditRepository } from '../domain/ports/storage';
import { type RequestObserver, requestIdOf } from '../observability/request-log';
import { auditDeclarationOf } from './audit-declaration';
import { actorOf, relatedEntriesOf } from './request-actor';

function outcomeOf(res: Response): 'ok' | 'refused' | 'failed' {
  if (res.statusCode >= 500 || !res.writableFinished) return 'failed';
  return res.statusCode >= 400 ? 'refused' : 'ok';
}

/**
 * The audit trail's observer: each call of an audited route (its `audited` declaration) made by an authenticated
 * actor is appended once answered, with its outcome, whether it succeeded or was refused, and the entries its handler
 * recorded beside it (recordRelatedEntries). A call refused before authentication names no actor: not stored.
 */
export function recordAudits(deps: { audit: AuditRepository; clock: Clock; logger: Logger }): RequestObserver {
  return (req, res) => {
    const actor = actorOf(req);
    const audited = auditDeclarationOf(req);
    if (!actor || !audited) return;
    const action = typeof audited.action === 'function' ? audited.action(req) : audited.action;
    const requestId = requestIdOf(req) ?? null;
    const entry = {
      at: deps.clock.now(),
      classId: audited.classId(req, actor) ?? null,
      actor: actor.id,
      role: actor.role,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      outcome: outcomeOf(res),
      status: res.statusCode,
      requestId,
    };
    const entries = [
      { action, detail: audited.detail?.(req) ?? null, target: audited.target(req, actor) ?? '' },
      ...relatedEntriesOf(req).map((related) => ({ ...related, detail: null })),
    ];
    for (const own of entries) {
      deps.audit.append({ ...entry, ...own }).catch((error: unknown) =>
        deps.logger.error(`Recording the audit entry of ${own.action} failed`, error, {
          requestId: requestId ?? undefined,
        }),
      );
    }
  };
}
