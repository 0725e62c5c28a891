import { STUDENT_NOTICE_EVENT, type StudentNotice } from '@academy/api';
import { Router } from 'express';
import type { LabActivity } from '../../domain/lab-activity';
import { audited, changingRoute, studentsClass, studentsLab } from '../../routes/audit-declaration';
import { createEventStream } from '../../routes/event-stream';
import type { StudentGuard } from '../../routes/student-auth';
import type { StudentChannel } from './student-channel';

function serverSentEvent(notice: StudentNotice): string {
  return `event: ${STUDENT_NOTICE_EVENT}\ndata: ${JSON.stringify(notice)}\n\n`;
}

/**
 * GET /api/training-class/events: the student's push channel (Basic credential), their class's notices and their
 * own. It lasts no longer than the credential: it ends when the labs go (the student's page reconnects and is
 * refused once the class is over) or when the class is deleted.
 */
export function studentEventRoutes(deps: {
  channel: StudentChannel;
  activity: LabActivity;
  student: StudentGuard;
}): Router {
  const { channel, activity, student } = deps;
  const router = Router();
  router.get('/training-class/events', async (req, res) => {
    const stream = createEventStream(res);
    const signedIn = await student(req);
    stream.open();
    const unsubscribe = channel.watch(signedIn, {
      told: (notice) => stream.send(serverSentEvent(notice)),
      // A moved end moves the credential's expiry: the earliest deadline ends the stream, and the page reconnects.
      expiresIn: (ms) => stream.endAt(new Date(Date.now() + ms)),
      ended: () => stream.end(),
    });
    stream.onClose(unsubscribe);
  });
  // 'I'm still here': the idle warning is over at once, on every page of the student's.
  changingRoute(
    router,
    'post',
    '/training-class/still-here',
    audited({ action: 'still-here', target: studentsLab, classId: studentsClass }),
    async (req, res) => {
      const { labId } = await student(req);
      await activity.used(labId, { now: true });
      res.status(204).end();
    },
  );

  return router;
}
