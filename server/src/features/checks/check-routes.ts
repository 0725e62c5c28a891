import { type Request, Router } from 'express';
import { audited, changingRoute, fromParam, studentsClass, studentsLab } from '../../routes/audit-declaration';
import { toCsv } from '../../routes/csv';
import type { InstructorGuard } from '../../routes/instructor-auth';
import type { StudentGuard } from '../../routes/student-auth';
import type { CheckService } from './check-service';

/** The check the call names, for the audit trail: `check 2-1` (never its script or output). */
function checkDetail(req: Request): string {
  return `check ${String(req.params.checkId)}`;
}

/**
 * A student checks their own machine (their credential says whose: no call names another student's lab) and reads
 * their checks' states, never a script; an instructor reads the class's grid and its CSV, and checks everyone.
 */
export function checkRoutes(deps: {
  checks: CheckService;
  student: StudentGuard;
  instructor: InstructorGuard;
}): Router {
  const { checks, student, instructor } = deps;
  const router = Router();

  router.get('/training-class/manual/checks', async (req, res) => {
    res.json(await checks.forStudent(await student(req)));
  });

  changingRoute(
    router,
    'post',
    '/training-class/manual/checks/:checkId',
    audited({ action: 'check-run', detail: checkDetail, target: studentsLab, classId: studentsClass }),
    async (req, res) => {
      const signedIn = await student(req);
      res.json(await checks.runForStudent(signedIn, req.params.checkId));
    },
  );

  router.get('/training-class/:id/checks', async (req, res) => {
    await instructor(req);
    res.json(await checks.forClass(req.params.id));
  });

  router.get('/training-class/:id/checks.csv', async (req, res) => {
    await instructor(req);
    const rows = await checks.csvRows(req.params.id);
    res
      .type('text/csv')
      .attachment('checks.csv')
      .send(toCsv(['student', 'step', 'check', 'attempts', 'first pass'], rows));
  });

  changingRoute(
    router,
    'post',
    '/training-class/:id/checks/:checkId/everyone',
    audited({ action: 'class-checked', detail: checkDetail, target: fromParam('id'), classId: fromParam('id') }),
    async (req, res) => {
      await instructor(req);
      res.status(202).json(await checks.checkEveryone(req.params.id, req.params.checkId));
    },
  );

  return router;
}
