import { ROSTER_MAX_BYTES, TYPED_TEXT_MAX_BYTES } from '@academy/api';
import express, { Router } from 'express';
import type { Logger } from '../domain/ports/logger';
import type { FeatureParts, ServerFeature } from '../features/feature';
import { apiCors } from './cors';
import { apiErrorHandler, apiNotFound, sendError } from './http-errors';
import { hasAnyControlCharacter } from './input/control-characters';
import { limitStudentCallRate } from './limits/student-call-rate';
import type { StudentGuard } from './student-auth';

export interface ApiRouterDeps {
  /** Mounted in their order (features/index.ts). */
  features: readonly ServerFeature[];
  parts: Omit<FeatureParts, 'activeStudent'>;
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

/**
 * A class's save (POST /training-class, PUT /training-class/{id}) carries its roster: up to ROSTER_MAX_BYTES, what
 * the instructor's form lets a roster's text be, however its names and addresses are spelled.
 */
const classSaveParser = express.json({ limit: ROSTER_MAX_BYTES });
const classSaveBody: express.RequestHandler = (req, res, next) => {
  const save = (req.method === 'POST' && req.path === '/') || (req.method === 'PUT' && /^\/[^/]+$/.test(req.path));
  if (save) classSaveParser(req, res, next);
  else next();
};

/**
 * A text typed into a machine: TYPED_TEXT_MAX_BYTES of UTF-8 may take up to three times as many bytes of JSON (an
 * emoji's four as `\uXXXX\uXXXX`), so the body is read up to that and a text over the limit is refused by its own
 * rule, which says how long it is.
 */
const typedTextParser = express.json({ limit: TYPED_TEXT_MAX_BYTES * 3 + 1024 });
/** A body too large to read (1 MB of text) is refused before it is read, saying the limit as the text's rule does. */
const TYPED_TEXT_OVER_LIMIT = `The text is over ${TYPED_TEXT_MAX_BYTES / 1024} KB: at most ${TYPED_TEXT_MAX_BYTES / 1024} KB can be typed at once.`;
const TYPE_PATH = /^\/vm\/[^/]+\/type$/;
const typedTextBody: express.RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || !TYPE_PATH.test(req.path)) return next();
  typedTextParser(req, res, (error?: unknown) => {
    if ((error as { type?: unknown } | undefined)?.type === 'entity.too.large') {
      sendError(res, 413, TYPED_TEXT_OVER_LIMIT);
    } else next(error);
  });
};

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
  router.use('/training-class', classSaveBody);
  router.use('/training-class', typedTextBody);
  router.use(express.json({ limit: MAX_BODY_BYTES }));
  const { parts } = deps;
  // A student's call counts as the student at their lab (it keeps the lab from idling) where a feature says so.
  const activeStudent: StudentGuard = async (req) => {
    const student = await parts.student(req);
    void parts.machines.activity.used(student.labId);
    return student;
  };
  for (const feature of deps.features) router.use(feature.routes({ ...parts, activeStudent }));
  router.use(apiNotFound);
  router.use(apiErrorHandler(deps.logger));
  return router;
}
