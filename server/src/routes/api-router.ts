import express, { Router } from 'express';
import type { AuditTrail } from '../domain/audit-trail';
import type { ClassLabService } from '../domain/class-labs';
import type { ClassService } from '../domain/classes';
import type { CourseService } from '../domain/courses';
import type { LabService } from '../domain/labs';
import type { ManualService } from '../domain/manuals';
import type { Logger } from '../domain/ports/logger';
import { auditRoutes } from './audit';
import { classLabRoutes } from './class-labs';
import { classRoutes } from './classes';
import { apiCors } from './cors';
import { courseRoutes } from './courses';
import { apiErrorHandler, apiNotFound, sendError } from './http-errors';
import { hasAnyControlCharacter } from './input/control-characters';
import type { InstructorGuard } from './instructor-auth';
import { labRoutes } from './labs';
import { manualRoutes } from './manuals';
import type { StudentGuard } from './student-auth';

export interface ApiRouterDeps {
  labs: LabService;
  classes: ClassService;
  classLabs: ClassLabService;
  courses: CourseService;
  manuals: ManualService;
  trail: AuditTrail;
  student: StudentGuard;
  instructor: InstructorGuard;
  logger: Logger;
  allowedOrigins: readonly string[];
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
  // Read first, so the general limit below finds the course's body read already.
  router.use('/training-course', express.json({ limit: MAX_COURSE_BODY_BYTES }));
  router.use(express.json({ limit: MAX_BODY_BYTES }));
  // Student routes first: POST /training-class/login must not be read as a class id.
  router.use(labRoutes({ labs: deps.labs, student: deps.student }));
  router.use(manualRoutes({ manuals: deps.manuals, student: deps.student, instructor: deps.instructor }));
  router.use(classRoutes({ classes: deps.classes, instructor: deps.instructor }));
  router.use(classLabRoutes({ classLabs: deps.classLabs, instructor: deps.instructor }));
  router.use(courseRoutes({ courses: deps.courses, instructor: deps.instructor }));
  router.use(auditRoutes({ trail: deps.trail, instructor: deps.instructor }));
  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.logger));
  return router;
}
