import express, { Router } from 'express';
import type { ClassService } from '../domain/classes';
import type { CourseService } from '../domain/courses';
import type { LabService } from '../domain/labs';
import type { Logger } from '../domain/ports';
import { apiCors } from './cors';
import { apiErrorHandler, apiNotFound } from './http-errors';
import { classRoutes } from './classes';
import { courseRoutes } from './courses';
import type { InstructorGuard } from './instructor-auth';
import { labRoutes } from './labs';
import type { StudentGuard } from './student-auth';

export interface ApiRouterDeps {
  labs: LabService;
  classes: ClassService;
  courses: CourseService;
  student: StudentGuard;
  instructor: InstructorGuard;
  logger: Logger;
  allowedOrigins: readonly string[];
}

/** Bodies of this API are a few hundred bytes; anything much larger is refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The Training API of spec §7, mounted at /api. */
export function createApiRouter(deps: ApiRouterDeps): Router {
  const router = Router();
  if (deps.allowedOrigins.length > 0) router.use(apiCors(deps.allowedOrigins));
  router.use(express.json({ limit: MAX_BODY_BYTES }));
  // Student routes first: POST /training-class/login must not be read as a class id.
  router.use(labRoutes({ labs: deps.labs, student: deps.student }));
  router.use(classRoutes({ classes: deps.classes, instructor: deps.instructor }));
  router.use(courseRoutes({ courses: deps.courses, instructor: deps.instructor }));
  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.logger));
  return router;
}
