import { Router } from 'express';
import { audited, changingRoute, studentsClass, studentsLab } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import { recordActor } from '../../routes/request-actor';
import type { JoinService } from './join-service';
import { parseJoinInput } from './roster-input';

/** A personal link's sign-in (no credential but the link's token, in the body: no log line carries a body). */
export function joinRoutes(deps: { joins: JoinService }): Router {
  const router = Router();
  changingRoute(
    router,
    'post',
    '/training-class/join',
    // Refused links are kept too, once the link names its student: a revoked link tried again is worth seeing.
    audited({ action: 'link-redeemed', target: studentsLab, classId: studentsClass }),
    async (req, res) => {
      const input = parseJoinInput(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      const client = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      res.json(
        await deps.joins.join(input.value, client, ({ username, classId }) =>
          recordActor(req, { role: 'student', id: username, classId }),
        ),
      );
    },
  );
  return router;
}
