import { type Request, Router } from 'express';
import { audited, changingRoute, studentsClass, studentsLab } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { InstructorGuard } from '../../routes/instructor-auth';
import type { StudentGuard } from '../../routes/student-auth';
import { parseManualProgressInput } from './manual-progress-input';
import type { ManualService } from './manual-service';

/**
 * The class's manual: a student reads it and sets their own place (their credential says whose: no call names
 * another student); an instructor reads every student's place in any class.
 */
/** Where a student's manual progress went: `step 3`, `step 2 done`, `step 2 not done`; null for a body refused. */
function manualProgressOf(req: Request): string | null {
  const input = parseManualProgressInput(req.body);
  if (!input.ok) return null;
  const { currentStep, mark } = input.value;
  const parts = [
    ...(currentStep === undefined ? [] : [`step ${currentStep}`]),
    ...(mark === undefined ? [] : [`step ${mark.step} ${mark.done ? 'done' : 'not done'}`]),
  ];
  return parts.join(', ');
}

export function manualRoutes(deps: {
  manuals: ManualService;
  student: StudentGuard;
  instructor: InstructorGuard;
}): Router {
  const { manuals, student, instructor } = deps;
  const router = Router();

  router.get('/training-class/manual', async (req, res) => {
    res.json(await manuals.forStudent(await student(req)));
  });

  changingRoute(
    router,
    'put',
    '/training-class/manual/progress',
    audited({ action: 'manual-progress', detail: manualProgressOf, target: studentsLab, classId: studentsClass }),
    async (req, res) => {
      const signedIn = await student(req);
      const input = parseManualProgressInput(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      res.json(await manuals.setProgress(signedIn, input.value));
    },
  );

  router.get('/training-class/:id/manual', async (req, res) => {
    await instructor(req);
    res.json(await manuals.forClass(req.params.id));
  });

  return router;
}
