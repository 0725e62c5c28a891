import type { Request } from 'express';
import type { FeatureParts, ServerFeature } from '../feature';
import { classroomRoutes } from './classroom-routes';
import { createConsoleControl } from './console-control';
import { createLabActor, type LabActor } from './lab-actor';

export { parseWatchMode } from './classroom-input';
export {
  type ConsoleWatchLog,
  createConsoleWatchLog,
  WATCH_HEARTBEAT_MS,
  type WatchedConsole,
} from './console-watch-log';
export type { LabActor } from './lab-actor';
export { createScreenPauses, type ScreenPauses } from './screen-pauses';

/**
 * Who acts on a student's lab machine as its student would (types into it, sends a file into it): the student, or the
 * instructor in control of its console; an instructor only watching it, or not at it, is refused (403) in the words
 * given ('Take control of this console to type into it.').
 */
export function labActorOf(
  parts: Pick<FeatureParts, 'machines' | 'storage' | 'activeStudent' | 'instructor'>,
  refusal: string,
): (req: Request) => Promise<LabActor> {
  const { hypervisor, watchLog } = parts.machines;
  return createLabActor({
    // Acting on a machine is the student at work in their lab.
    student: parts.activeStudent,
    instructor: parts.instructor,
    labInControl: createConsoleControl({ hypervisor, storage: parts.storage, watches: watchLog, refusal }),
  });
}

/**
 * What instructors do to students' screens: who watches a student's machine and 'Pause screens'. The consoles read
 * both (composition/build-machines.ts builds them); the student's banner reads them on opening, not as work at the
 * lab, so it keeps no lab from idling.
 */
export const classroomFeature: ServerFeature = {
  name: 'classroom',
  routes: ({ machines, student, instructor }) =>
    classroomRoutes({ watches: machines.watchLog, pauses: machines.pauses, student, instructor }),
};
