import type { AuditEntry } from '@academy/api';
import { Router } from 'express';
import { toCsv } from '../../routes/csv';
import type { InstructorGuard } from '../../routes/instructor-auth';
import type { AuditTrail } from './audit-trail';

const COLUMNS = [
  'at',
  'actor',
  'role',
  'action',
  'detail',
  'target',
  'clientAddress',
  'outcome',
  'status',
] as const satisfies ReadonlyArray<keyof AuditEntry>;

/** Instructor calls: a class's audit trail as JSON, or as a CSV download. */
export function auditRoutes(deps: { trail: AuditTrail; instructor: InstructorGuard }): Router {
  const { trail, instructor } = deps;
  const router = Router();

  router.get('/training-class/:id/audit', async (req, res) => {
    await instructor(req);
    res.json(await trail.ofClass(req.params.id));
  });

  router.get('/training-class/:id/audit.csv', async (req, res) => {
    await instructor(req);
    const entries = await trail.ofClass(req.params.id);
    res
      .type('text/csv')
      .attachment('audit.csv')
      .send(
        toCsv(
          COLUMNS,
          entries.map((entry) => COLUMNS.map((column) => entry[column])),
        ),
      );
  });

  return router;
}
