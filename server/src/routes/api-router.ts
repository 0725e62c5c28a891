import express, { Router } from 'express';
import type { AuditTrail } from '../domain/audit-trail';
import type { ClassEndService } from '../domain/class-end';
import type { ClassLabService } from '../domain/class-labs';
import type { ClassMessageService } from '../domain/class-messages';
import type { ClassPresentationService } from '../domain/class-presentation';
import type { ClassUsageService } from '../domain/class-usage';
import type { ClassService } from '../domain/classes';
import type { ConsoleWatchLog } from '../domain/console-watch';
import type { CourseService } from '../domain/courses';
import type { LabActivity } from '../domain/lab-activity';
import type { LabService } from '../domain/labs';
import type { ManualService } from '../domain/manuals';
import type { Logger } from '../domain/ports/logger';
import type { ScreenPauses } from '../domain/screen-pause';
import type { StudentChannel } from '../domain/student-channel';
import { auditRoutes } from './audit';
import { classLabRoutes } from './class-labs';
import { classRoutes } from './classes';
import { classroomRoutes } from './classroom';
import { apiCors } from './cors';
import { courseRoutes } from './courses';
import { apiErrorHandler, apiNotFound, sendError } from './http-errors';
import { hasAnyControlCharacter } from './input/control-characters';
import type { InstructorGuard } from './instructor-auth';
import { labRoutes } from './labs';
import { limitStudentCallRate } from './limits/student-call-rate';
import { manualRoutes } from './manuals';
import { messageRoutes } from './messages';
import { presentationRoutes } from './presentation';
import type { StudentGuard } from './student-auth';
import { studentEventRoutes } from './student-events';
import { usageRoutes } from './usage';

export interface ApiRouterDeps {
  labs: LabService;
  studentChannel: StudentChannel;
  activity: LabActivity;
  classes: ClassService;
  classEnd: ClassEndService;
  classLabs: ClassLabService;
  messages: ClassMessageService;
  watches: ConsoleWatchLog;
  pauses: ScreenPauses;
  presentations: ClassPresentationService;
  courses: CourseService;
  manuals: ManualService;
  trail: AuditTrail;
  usage: ClassUsageService;
  student: StudentGuard;
  instructor: InstructorGuard;
  logger: Logger;
  allowedOrigins: readonly string[];
  /** A student's calls per second (a token bucket per credential). */
  studentCallsPerSecond: number;
}

/** Bodies of this API are a few hundred bytes; anything much larger is refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * A course carries its manual (at most MANUAL_MAX_CHARACTERS characters, each up to 3 bytes of UTF-8 and JSON
 * escaping on top): its calls alone read this much. A longer manual is refused by the course's own rule first.
 */
export const MAX_COURSE_BODY_BYTES = 512 * 1024;

/** An id with a control character in the path can name nothing; refused before it reaches the database. */
const rejectControlCharactersInPath: express.RequestHandler = (req, res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    sendError(res, 400, 'The request path is not valid URL encoding.');
    return;
  }
  if (hasAnyControlCharacter(path)) {
    sendError(res, 400, 'The request path must not contain control characters.');
    return;
  }
  next();
};

/** The Training API of spec §7, mounted at /api. */
export function createApiRouter(deps: ApiRouterDeps): Router {
  const router = Router();
  if (deps.allowedOrigins.length > 0) router.use(apiCors(deps.allowedOrigins));
  // Before the body is read: a path that can name nothing needs no parsed body to be refused.
  router.use(rejectControlCharactersInPath);
  router.use(limitStudentCallRate(deps.studentCallsPerSecond));
  // Read first, so the general limit below finds the course's body read already.
  router.use('/training-course', express.json({ limit: MAX_COURSE_BODY_BYTES }));
  router.use(express.json({ limit: MAX_BODY_BYTES }));
  // Student routes first: POST /training-class/login must not be read as a class id.
  // Every student call but the push channel's (which reconnects by itself) is the student at their lab.
  const activeStudent: StudentGuard = async (req) => {
    const student = await deps.student(req);
    void deps.activity.used(student.labId);
    return student;
  };
  router.use(labRoutes({ labs: deps.labs, student: activeStudent }));
  router.use(manualRoutes({ manuals: deps.manuals, student: activeStudent, instructor: deps.instructor }));
  // The classroom's banner and the messages are read by the page itself, on opening and whenever its push channel
  // (re)opens: not the student at their lab, so they keep no lab from idling (a late read had kept a lab on past its
  // idle hour). A message written is the student at work.
  router.use(
    classroomRoutes({
      watches: deps.watches,
      pauses: deps.pauses,
      student: deps.student,
      instructor: deps.instructor,
    }),
  );
  router.use(
    messageRoutes({ messages: deps.messages, instructor: deps.instructor, student: deps.student, activeStudent }),
  );
  // Watching what the instructor shows is not work at the student's own lab: it keeps no lab from idling.
  router.use(
    presentationRoutes({ presentations: deps.presentations, instructor: deps.instructor, student: deps.student }),
  );
  router.use(studentEventRoutes({ channel: deps.studentChannel, activity: deps.activity, student: deps.student }));
  router.use(classRoutes({ classes: deps.classes, classEnd: deps.classEnd, instructor: deps.instructor }));
  router.use(classLabRoutes({ classLabs: deps.classLabs, instructor: deps.instructor }));
  router.use(courseRoutes({ courses: deps.courses, instructor: deps.instructor }));
  router.use(auditRoutes({ trail: deps.trail, instructor: deps.instructor }));
  router.use(usageRoutes({ usage: deps.usage, instructor: deps.instructor }));
  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.logger));
  return router;
}
