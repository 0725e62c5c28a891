import type { ConsoleWatchSession } from '@academy/contracts';
import { isString, nullable, objectOf } from '../values';
import { isConsoleWatchMode } from './console-watch-mode';

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
