import { Router } from 'express';
import type { ClassService } from '../domain/classes';
import { sendError } from './http-errors';
import { parseClassInput } from './input/class-input';
import type { InstructorGuard } from './instructor-auth';
import { recordCreatedId } from './request-actor';

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
    const input = parseClassInput(req.body);
    if (!input.ok) return sendError(res, 400, input.problem);
    const created = await classes.create(input.value);
    recordCreatedId(req, created.id);
    res.status(201).json(created);
  });

  router.put('/training-class/:id', async (req, res) => {
    await instructor(req);
    const input = parseClassInput(req.body);
    if (!input.ok) return sendError(res, 400, input.problem);
    res.json(await classes.update(req.params.id, input.value));
  });

  router.delete('/training-class/:id', async (req, res) => {
    await instructor(req);
    await classes.remove(req.params.id);
    res.status(204).end();
  });

  return router;
}
