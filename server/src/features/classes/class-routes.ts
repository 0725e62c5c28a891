import { Router } from 'express';
import { audited, changingRoute, createdId, fromParam } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { InstructorGuard } from '../../routes/instructor-auth';
import { recordCreatedId, recordRelatedEntries } from '../../routes/request-actor';
import { instructorNameOf, rosterAuditEntries } from '../roster';
import { parseEndChange } from './class-end-input';
import type { ClassEndService } from './class-end-service';
import { parseClassInput } from './class-input';
import type { ClassService } from './class-service';

/** Instructor calls on classes (Bearer token). */
export function classRoutes(deps: {
  classes: ClassService;
  classEnd: ClassEndService;
  instructor: InstructorGuard;
}): Router {
  const { classes, classEnd, instructor } = deps;
  const router = Router();

  router.get('/training-class', async (req, res) => {
    await instructor(req);
    res.json(await classes.list());
  });

  changingRoute(
    router,
    'post',
    '/training-class',
    audited({ action: 'class-created', target: createdId, classId: createdId }),
    async (req, res) => {
      const identity = await instructor(req);
      const input = parseClassInput(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      const created = await classes.create(input.value, instructorNameOf(identity));
      recordCreatedId(req, created.trainingClass.id);
      recordRelatedEntries(req, rosterAuditEntries(created.roster));
      res.status(201).json(created.trainingClass);
    },
  );

  changingRoute(
    router,
    'put',
    '/training-class/:id',
    audited({ action: 'class-edited', target: fromParam('id'), classId: fromParam('id') }),
    async (req, res) => {
      const identity = await instructor(req);
      const input = parseClassInput(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      const updated = await classes.update(req.params.id, input.value, instructorNameOf(identity));
      recordRelatedEntries(req, rosterAuditEntries(updated.roster));
      res.json(updated.trainingClass);
    },
  );

  // Extends a running class by 30 or 60 minutes, or sets its new end: its students' countdowns follow at once.
  changingRoute(
    router,
    'post',
    '/training-class/:id/end',
    audited({ action: 'class-end-moved', target: fromParam('id'), classId: fromParam('id') }),
    async (req, res) => {
      await instructor(req);
      const change = parseEndChange(req.body);
      if (!change.ok) return sendError(res, 400, change.problem);
      res.json(await classEnd.move(req.params.id, change.value));
    },
  );

  changingRoute(
    router,
    'delete',
    '/training-class/:id',
    audited({ action: 'class-deleted', target: fromParam('id'), classId: fromParam('id') }),
    async (req, res) => {
      await instructor(req);
      await classes.remove(req.params.id);
      res.status(204).end();
    },
  );

  return router;
}
