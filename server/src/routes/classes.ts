import { Router } from 'express';
import type { ClassService } from '../domain/classes';
import type { InstructorGuard } from './instructor-auth';

/** Instructor calls on classes (Bearer token). */
export function classRoutes(deps: { classes: ClassService; instructor: InstructorGuard }): Router {
  const { classes, instructor } = deps;
  const router = Router();

  router.get('/training-class', async (req, res) => {
    await instructor(req);
    res.json(await classes.list());
  });

  router.post('/training-class', async (req, res) => {
    await instructor(req);
    res.status(201).json(await classes.create(req.body));
  });

  router.put('/training-class/:id', async (req, res) => {
    await instructor(req);
    res.json(await classes.update(req.params.id, req.body));
  });

  router.delete('/training-class/:id', async (req, res) => {
    await instructor(req);
    await classes.remove(req.params.id);
    res.status(204).end();
  });

  return router;
}
