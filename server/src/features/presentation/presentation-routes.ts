import { PRESENTATION_FRAME_MS } from '@academy/api';
import { Router } from 'express';
import { audited, bodyTextOrClass, changingRoute, fromParam } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { InstructorGuard } from '../../routes/instructor-auth';
import { refuse } from '../../routes/limits/refuse';
import { createTokenBuckets } from '../../routes/limits/token-buckets';
import type { StudentGuard } from '../../routes/student-auth';
import { parsePresentationStart } from './presentation-input';
import type { ClassPresentationService } from './presentation-service';

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

  // A panel asks a frame after its last answer: an unchanged screen is answered 304 with no picture, and the picture
  // is sent to a student at most once a frame, so pipelined requests cannot make the server send it thousands of times.
  const pictures = createTokenBuckets({ burst: 1, refillMs: PRESENTATION_FRAME_MS });
  router.get('/training-class/presentation/screen', async (req, res) => {
    const signedIn = await student(req);
    const { png, etag } = await presentations.screen(signedIn);
    res.set({ ETag: etag, 'Cache-Control': 'private, no-cache' });
    if (req.headers['if-none-match'] === etag) return res.status(304).end();
    const wait = pictures.take(signedIn.email);
    if (wait > 0) {
      return refuse(res, wait, `The presented screen is sent at most once every ${PRESENTATION_FRAME_MS} ms.`);
    }
    res.type('image/png').send(Buffer.from(png));
  });

  router.get('/training-class/:id/presentation', async (req, res) => {
    await instructor(req);
    res.json(await presentations.current(req.params.id));
  });

  changingRoute(
    router,
    'put',
    '/training-class/:id/presentation',
    audited({ action: 'presentation-started', target: bodyTextOrClass('vm'), classId: fromParam('id') }),
    async (req, res) => {
      const { name } = await instructor(req);
      const input = parsePresentationStart(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      res.json(await presentations.start(req.params.id, input.value.vm, name));
    },
  );

  changingRoute(
    router,
    'delete',
    '/training-class/:id/presentation',
    audited({ action: 'presentation-stopped', target: fromParam('id'), classId: fromParam('id') }),
    async (req, res) => {
      await instructor(req);
      await presentations.stop(req.params.id);
      res.status(204).end();
    },
  );

  return router;
}
