import { PRESENTATION_FRAME_MS } from '@academy/contracts';
import { Router } from 'express';
import type { ClassPresentationService } from '../domain/class-presentation';
import { sendError } from './http-errors';
import { parsePresentationStart } from './input/presentation-input';
import type { InstructorGuard } from './instructor-auth';
import { oncePerInterval } from './limits/once-per-interval';
import type { StudentGuard } from './student-auth';

/**
 * 'Show to class': instructors show one student's machine to the class (Bearer); students read what is shown and its
 * screen (Basic).
 */
export function presentationRoutes(deps: {
  presentations: ClassPresentationService;
  instructor: InstructorGuard;
  student: StudentGuard;
}): Router {
  const { presentations, instructor, student } = deps;
  const router = Router();

  router.get('/training-class/presentation', async (req, res) => {
    res.json(await presentations.forStudent(await student(req)));
  });

  // A panel asks a frame after its last answer: an unchanged screen is answered 304 with no picture, and a client
  // asking faster is refused, so pipelined requests cannot make the server send the picture thousands of times.
  const oncePerFrame = oncePerInterval(PRESENTATION_FRAME_MS, 'The presented screen');
  router.get('/training-class/presentation/screen', oncePerFrame, async (req, res) => {
    const { png, etag } = await presentations.screen(await student(req));
    res.set({ ETag: etag, 'Cache-Control': 'private, no-cache' });
    if (req.headers['if-none-match'] === etag) return res.status(304).end();
    res.type('image/png').send(Buffer.from(png));
  });

  router.get('/training-class/:id/presentation', async (req, res) => {
    await instructor(req);
    res.json(await presentations.current(req.params.id));
  });

  router.put('/training-class/:id/presentation', async (req, res) => {
    const { name } = await instructor(req);
    const input = parsePresentationStart(req.body);
    if (!input.ok) return sendError(res, 400, input.problem);
    res.json(await presentations.start(req.params.id, input.value.vm, name));
  });

  router.delete('/training-class/:id/presentation', async (req, res) => {
    await instructor(req);
    await presentations.stop(req.params.id);
    res.status(204).end();
  });

  return router;
}
