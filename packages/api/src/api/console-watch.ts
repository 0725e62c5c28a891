/** Instructors at students' consoles (watching, their input dropped by the server, or in control) and paused screens. */

export type ConsoleWatchMode = 'view' | 'control';

/** Body of POST /api/training-class/{id}/vm/{machineId}/ticket: how the instructor opens the console ('view' if absent). */
export interface ClassConsoleTicketInput {
  mode?: ConsoleWatchMode;
}

/** An instructor at one of the student's machines now. */
export interface ConsoleWatch {
  vm: string;
  machineName: string;
  instructor: string;
  mode: ConsoleWatchMode;
}

/** GET /api/training-class/classroom (student): what the instructors do to the student's screens now. */
export interface StudentClassroom {
  /** The instructor paused the class's screens: the consoles are covered and take no input. */
  screensPaused: boolean;
  watchers: ConsoleWatch[];
}

/** GET and PUT /api/training-class/{id}/screens (instructor): whether the class's screens are paused. */
export interface ScreensPause {
  paused: boolean;
  /** ISO timestamp of the pause, and the instructor's name; both null while not paused. */
  pausedAt: string | null;
  pausedBy: string | null;
}

/** Body of PUT /api/training-class/{id}/screens: 'Pause screens' (true) or 'Resume' (false). */
export interface ScreensPauseInput {
  paused: boolean;
}

/** One instructor session at a student's console: GET /api/training-class/{id}/console-sessions, newest first. */
export interface ConsoleWatchSession {
  id: string;
  student: string;
  vm: string;
  machineName: string;
  instructor: string;
  mode: ConsoleWatchMode;
  /** ISO timestamps; endedAt null while it is open. */
  startedAt: string;
  endedAt: string | null;
}

/** How many sessions the monitor lists. */
export const CONSOLE_SESSIONS_SHOWN = 50;
