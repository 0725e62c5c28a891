import type { Router } from 'express';
import type { MachineParts } from '../composition/build-machines';
import type { ServerConfig } from '../config';
import type { RequireOpenClass } from '../domain/open-class';
import type { Clock } from '../domain/ports/clock';
import type { ClassEvents } from '../domain/ports/events';
import type { Logger } from '../domain/ports/logger';
import type { Storage } from '../domain/ports/storage';
import type { InstructorGuard } from '../routes/instructor-auth';
import type { StudentGuard } from '../routes/student-auth';
import type { Database } from '../storage/queryable';

/** What the composition builds once and every feature may use: storage, machines, time, the class's push channel. */
export interface FeatureParts {
  config: ServerConfig;
  clock: Clock;
  /** Where a feature reports what no caller waits for (a background check that failed). */
  logger: Logger;
  /** The repositories the portal's core shares (courses, classes, labs, …). */
  storage: Storage;
  /** The database itself, for a feature that keeps a table of its own (its repository is its own). */
  database: Database;
  /** The push channel of the class monitors and the students' pages. */
  events: ClassEvents;
  machines: MachineParts;
  /** Refuses a class that does not exist or is not running (the classroom controls act only on open classes). */
  requireOpen: RequireOpenClass;
  /** A student's Basic credential checked. */
  student: StudentGuard;
  /** The same, and the call counts as the student at work in their lab (it keeps the lab from idling). */
  activeStudent: StudentGuard;
  /** An instructor's Bearer token checked. */
  instructor: InstructorGuard;
}

/**
 * A feature of the Training API: its folder holds its routes, their input parsing and audit declarations, its service
 * and, when it keeps a table of its own, its repository; `routes` builds its service from the parts and answers its
 * routes. The features are listed once, in features/index.ts.
 */
export interface ServerFeature {
  readonly name: string;
  routes(parts: FeatureParts): Router;
}
