import { Router } from 'express';
import { audited, changingRoute, createdId, fromParam, noClass } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { InstructorGuard } from '../../routes/instructor-auth';
import { recordCreatedId } from '../../routes/request-actor';
import { parseCourseInput } from './course-input';
import type { CourseService } from './course-service';

/** Instructor calls on courses and the template folders (Bearer token). */
export function courseRoutes(deps: { courses: CourseService; instructor: InstructorGuard }): Router {
  const { courses, instructor } = deps;
  const router = Router();

  router.get('/training-course/folder', async (req, res) => {
    await instructor(req);
    res.json(await courses.folders());
  });

  router.get('/training-course', async (req, res) => {
    await instructor(req);
    res.json(await courses.list());
  });

  changingRoute(
    router,
    'post',
    '/training-course',
    audited({ action: 'course-created', target: createdId, classId: noClass }),
    async (req, res) => {
      await instructor(req);
      const input = parseCourseInput(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      const created = await courses.create(input.value);
      recordCreatedId(req, created.id);
      res.status(201).json(created);
    },
  );

  changingRoute(
    router,
    'put',
    '/training-course/:id',
    audited({ action: 'course-edited', target: fromParam('id'), classId: noClass }),
    async (req, res) => {
      await instructor(req);
      const input = parseCourseInput(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      res.json(await courses.update(req.params.id, input.value));
    },
  );

  router.get('/training-course/:id/manual', async (req, res) => {
    await instructor(req);
    res.json(await courses.manualVersions(req.params.id));
  });

  changingRoute(
    router,
    'delete',
    '/training-course/:id',
    audited({ action: 'course-deleted', target: fromParam('id'), classId: noClass }),
    async (req, res) => {
      await instructor(req);
      await courses.remove(req.params.id);
      res.status(204).end();
    },
  );

  return router;
}
