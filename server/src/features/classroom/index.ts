import type { ServerFeature } from '../feature';
import { classroomRoutes } from './classroom-routes';

export { parseWatchMode } from './classroom-input';
export { type ConsoleControl, createConsoleControl } from './console-control';
export {
  type ConsoleWatchLog,
  createConsoleWatchLog,
  WATCH_HEARTBEAT_MS,
  type WatchedConsole,
} from './console-watch-log';
export { createScreenPauses, type ScreenPauses } from './screen-pauses';

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
