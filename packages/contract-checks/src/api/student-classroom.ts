import type { ConsoleWatch, StudentClassroom } from '@academy/contracts';
import { arrayOf, isBoolean, isString, objectOf } from '../values';
import { isConsoleWatchMode } from './console-watch-mode';

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
