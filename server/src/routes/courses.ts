import { Router } from 'express';
import type { CourseService } from '../domain/courses';
import type { InstructorGuard } from './instructor-auth';

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

  router.post('/training-course', async (req, res) => {
    await instructor(req);
    res.status(201).json(await courses.create(req.body));
  });

  router.put('/training-course/:id', async (req, res) => {
    await instructor(req);
    res.json(await courses.update(req.params.id, req.body));
  });

  router.delete('/training-course/:id', async (req, res) => {
    await instructor(req);
    await courses.remove(req.params.id);
    res.status(204).end();
  });

  return router;
}
