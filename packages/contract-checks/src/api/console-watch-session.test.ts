import type { ConsoleWatchSession } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isConsoleWatchSession } from './console-watch-session';

const session: ConsoleWatchSession = {
  id: 'session-1',
  student: 's1@academy.test',
  vm: 'vm-1',
  machineName: 'DC01',
  instructor: 'Ann',
  mode: 'control',
  startedAt: '2026-09-02T08:00:00.000Z',
  endedAt: null,
};

describeCheck('isConsoleWatchSession', isConsoleWatchSession, session, {
  'without startedAt': without(session, 'startedAt'),
  'an unknown mode': { ...session, mode: 'edit' },
  'endedAt as a number': { ...session, endedAt: 1 },
});
