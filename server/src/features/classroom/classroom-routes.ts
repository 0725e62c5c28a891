import type { ScreensPause, StudentClassroom } from '@academy/api';
import { Router } from 'express';
import { actionByFlag, audited, changingRoute, fromParam } from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { InstructorGuard } from '../../routes/instructor-auth';
import type { StudentGuard } from '../../routes/student-auth';
import { parseScreensPause } from './classroom-input';
import type { ConsoleWatchLog } from './console-watch-log';
import type { ScreenPauses } from './screen-pauses';

/** What instructors do to students' screens: who watches a student's machine, 'Pause screens', the sessions' record. */
export function classroomRoutes(deps: {
  watches: ConsoleWatchLog;
  pauses: ScreenPauses;
  student: StudentGuard;
  instructor: InstructorGuard;
}): Router {
  const { watches, pauses, student, instructor } = deps;
  const router = Router();

  // The student's banner and cover on /machines and /view, read on opening; the push channel tells what changes.
  router.get('/training-class/classroom', async (req, res) => {
    const signedIn = await student(req);
    const [watchers, pause] = await Promise.all([
      watches.watchersOf(signedIn),
      pauses.stateOf(signedIn.trainingClass.id),
    ]);
    const classroom: StudentClassroom = { screensPaused: pause.paused, watchers };
    res.json(classroom);
  });

  router.get('/training-class/:id/screens', async (req, res) => {
    await instructor(req);
    const pause: ScreensPause = await pauses.stateOf(req.params.id);
    res.json(pause);
  });

  changingRoute(
    router,
    'put',
    '/training-class/:id/screens',
    audited({
      action: actionByFlag('paused', 'screens-paused', 'screens-resumed'),
      target: fromParam('id'),
      classId: fromParam('id'),
    }),
    async (req, res) => {
      const { name } = await instructor(req);
      const paused = parseScreensPause(req.body);
      if (!paused.ok) return sendError(res, 400, paused.problem);
      const pause: ScreensPause = await pauses.set(req.params.id, paused.value, name);
      res.json(pause);
    },
  );

  router.get('/training-class/:id/console-sessions', async (req, res) => {
    await instructor(req);
    res.json(await watches.sessionsOf(req.params.id));
  });

  return router;
}
