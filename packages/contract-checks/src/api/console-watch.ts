import type {
  ConsoleWatch,
  ConsoleWatchMode,
  ConsoleWatchSession,
  ScreensPause,
  StudentClassroom,
} from '@academy/contracts';
import { arrayOf, isBoolean, isString, keyOf, nullable, objectOf } from '../values';

const isConsoleWatchMode = keyOf<ConsoleWatchMode>({ view: true, control: true });

const isConsoleWatch = objectOf<ConsoleWatch>({
  vm: isString,
  machineName: isString,
  instructor: isString,
  mode: isConsoleWatchMode,
});

export const isStudentClassroom = objectOf<StudentClassroom>({
  screensPaused: isBoolean,
  watchers: arrayOf(isConsoleWatch),
});

export const isScreensPause = objectOf<ScreensPause>({
  paused: isBoolean,
  pausedAt: nullable(isString),
  pausedBy: nullable(isString),
});

export const isConsoleWatchSession = objectOf<ConsoleWatchSession>({
  id: isString,
  student: isString,
  vm: isString,
  machineName: isString,
  instructor: isString,
  mode: isConsoleWatchMode,
  startedAt: isString,
  endedAt: nullable(isString),
});
