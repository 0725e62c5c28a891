import { Router } from 'express';
import type { ManualService } from '../domain/manuals';
import { sendError } from './http-errors';
import { parseManualProgressInput } from './input/manual-progress-input';
import type { InstructorGuard } from './instructor-auth';
import type { StudentGuard } from './student-auth';

/**
 * The class's manual: a student reads it and sets their own place (their credential says whose: no call names
 * another student); an instructor reads every student's place in any class.
 */
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

  router.put('/training-class/manual/progress', async (req, res) => {
    const signedIn = await student(req);
    const input = parseManualProgressInput(req.body);
    if (!input.ok) return sendError(res, 400, input.problem);
    res.json(await manuals.setProgress(signedIn, input.value));
  });

  router.get('/training-class/:id/manual', async (req, res) => {
    await instructor(req);
    res.json(await manuals.forClass(req.params.id));
  });

  return router;
}
