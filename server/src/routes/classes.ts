import { Router } from 'express';
import type { ClassEndService } from '../domain/class-end';
import type { ClassService } from '../domain/classes';
import { sendError } from './http-errors';
import { parseEndChange } from './input/class-end-input';
import { parseClassInput } from './input/class-input';
import type { InstructorGuard } from './instructor-auth';
import { recordCreatedId } from './request-actor';

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

  // Extends a running class by 30 or 60 minutes, or sets its new end: its students' countdowns follow at once.
  router.post('/training-class/:id/end', async (req, res) => {
    await instructor(req);
    const change = parseEndChange(req.body);
    if (!change.ok) return sendError(res, 400, change.problem);
    res.json(await classEnd.move(req.params.id, change.value));
  });

  router.delete('/training-class/:id', async (req, res) => {
    await instructor(req);
    await classes.remove(req.params.id);
    res.status(204).end();
  });

  return router;
}
