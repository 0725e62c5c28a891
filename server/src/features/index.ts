import { auditFeature } from './audit';
import { checksFeature } from './checks';
import { classMonitorFeature } from './class-monitor';
import { classesFeature } from './classes';
import { classroomFeature } from './classroom';
import { coursesFeature } from './courses';
import type { ServerFeature } from './feature';
import { guestFilesFeature } from './guest-files';
import { labsFeature } from './labs';
import { manualsFeature } from './manuals';
import { messagesFeature } from './messages';
import { presentationFeature } from './presentation';
import { rosterFeature } from './roster';
import { studentEventsFeature } from './student-events';
import { typingFeature } from './typing';
import { usageFeature } from './usage';

/**
 * The Training API's features, mounted in this order under /api. A new feature is its folder and a line here. The
 * student's routes come first: POST /training-class/login must not be read as a class id.
 */
export const FEATURES: readonly ServerFeature[] = [
  labsFeature,
  typingFeature,
  guestFilesFeature,
  manualsFeature,
  // Before the classes' routes: /training-class/manual/checks is no class id.
  checksFeature,
  classroomFeature,
  messagesFeature,
  presentationFeature,
  studentEventsFeature,
  rosterFeature,
  classesFeature,
  classMonitorFeature,
  coursesFeature,
  auditFeature,
  usageFeature,
];
