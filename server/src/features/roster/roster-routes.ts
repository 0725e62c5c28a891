import { Router } from 'express';
import { audited, changingRoute, createdId, fromParam } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { InstructorGuard } from '../../routes/instructor-auth';
import { recordCreatedId, recordRelatedEntries } from '../../routes/request-actor';
import { instructorNameOf } from './instructor-name';
import { parseNewStudent } from './roster-input';
import type { RosterService } from './roster-service';

/** The instructor's calls on a class's roster (Bearer token). */
export function rosterRoutes(deps: { roster: RosterService; instructor: InstructorGuard }): Router {
  const { roster, instructor } = deps;
  const router = Router();
  const student = { target: fromParam('username'), classId: fromParam('id') };

  router.get('/training-class/:id/roster', async (req, res) => {
    await instructor(req);
    res.json(await roster.view(req.params.id));
  });

  changingRoute(
    router,
    'post',
    '/training-class/:id/roster',
    audited({ action: 'student-added', target: createdId, classId: fromParam('id') }),
    async (req, res) => {
      const identity = await instructor(req);
      const row = parseNewStudent(req.body);
      if (!row.ok) return sendError(res, 400, row.problem);
      const added = await roster.add(req.params.id, row.value, instructorNameOf(identity));
      recordCreatedId(req, added.username);
      recordRelatedEntries(req, [{ action: 'student-invited', target: added.username }]);
      res.status(201).json(added);
    },
  );

  changingRoute(
    router,
    'delete',
    '/training-class/:id/roster/:username',
    audited({ action: 'student-removed', ...student }),
    async (req, res) => {
      await instructor(req);
      await roster.remove(req.params.id, req.params.username);
      res.status(204).end();
    },
  );

  changingRoute(
    router,
    'post',
    '/training-class/:id/roster/:username/resend',
    audited({ action: 'invitation-resent', ...student }),
    async (req, res) => {
      const identity = await instructor(req);
      res.json(await roster.resend(req.params.id, req.params.username, instructorNameOf(identity)));
    },
  );

  changingRoute(
    router,
    'post',
    '/training-class/:id/roster/:username/revoke',
    audited({ action: 'link-revoked', ...student }),
    async (req, res) => {
      await instructor(req);
      res.json(await roster.revoke(req.params.id, req.params.username));
    },
  );

  return router;
}
