import { Router } from 'express';
import {
  audited,
  bodyTextOrClass,
  changingRoute,
  fromParam,
  studentsClass,
  studentsLab,
} from '../../routes/audit-declaration';
import { sendError } from '../../routes/http-errors';
import type { InstructorGuard } from '../../routes/instructor-auth';
import { refuse } from '../../routes/limits/refuse';
import { createTokenBuckets } from '../../routes/limits/token-buckets';
import { recordCreatedId } from '../../routes/request-actor';
import type { StudentGuard } from '../../routes/student-auth';
import { parseInstructorMessage, parseStudentMessage } from './message-input';
import type { ClassMessageService } from './message-service';

/** A student's messages a minute on average, and how many may come in a row. */
export const STUDENT_MESSAGES_PER_MINUTE = 10;
const STUDENT_MESSAGE_BURST = 10;

/** Messages of a class: instructors write to the class or one student (Bearer); students to the instructors (Basic). */
export function messageRoutes(deps: {
  messages: ClassMessageService;
  instructor: InstructorGuard;
  /** A read the page makes by itself (on opening, whenever its push channel opens): keeps no lab from idling. */
  student: StudentGuard;
  /** A message written: the student at their lab. */
  activeStudent: StudentGuard;
}): Router {
  const { messages, instructor, student, activeStudent } = deps;
  const router = Router();
  // A question now and then, a few in a row at most: a flood is refused, so it cannot bury the class's history.
  const studentMessages = createTokenBuckets({
    burst: STUDENT_MESSAGE_BURST,
    refillMs: 60_000 / STUDENT_MESSAGES_PER_MINUTE,
  });

  router.get('/training-class/messages', async (req, res) => {
    res.json(await messages.forStudent(await student(req)));
  });

  changingRoute(
    router,
    'post',
    '/training-class/messages',
    audited({ action: 'message-sent', target: studentsLab, classId: studentsClass }),
    async (req, res) => {
      const signedIn = await activeStudent(req);
      const input = parseStudentMessage(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      const wait = studentMessages.take(signedIn.email);
      if (wait > 0) {
        return refuse(
          res,
          wait,
          `You are sending messages too fast: at most ${STUDENT_MESSAGES_PER_MINUTE} a minute. Try again in ${wait} s.`,
        );
      }
      const sent = await messages.sendAsStudent(signedIn, input.value.text);
      recordCreatedId(req, sent.id);
      res.status(201).json(sent);
    },
  );

  router.get('/training-class/:id/messages', async (req, res) => {
    await instructor(req);
    res.json(await messages.forInstructor(req.params.id));
  });

  changingRoute(
    router,
    'post',
    '/training-class/:id/messages',
    audited({ action: 'message-sent', target: bodyTextOrClass('to'), classId: fromParam('id') }),
    async (req, res) => {
      const { name } = await instructor(req);
      const input = parseInstructorMessage(req.body);
      if (!input.ok) return sendError(res, 400, input.problem);
      const sent = await messages.sendAsInstructor(req.params.id, name, input.value.to, input.value.text);
      recordCreatedId(req, sent.id);
      res.status(201).json(sent);
    },
  );

  return router;
}
