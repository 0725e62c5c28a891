import type { ConsoleWatchSession, ScreensPause, StudentClassroom } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isConsoleWatchSession, isScreensPause, isStudentClassroom } from './console-watch';

const watch = { vm: 'vm-1', machineName: 'DC01', instructor: 'Ann', mode: 'view' } as const;
const classroom: StudentClassroom = { screensPaused: false, watchers: [watch] };

describeCheck('isStudentClassroom', isStudentClassroom, classroom, {
  'without watchers': without(classroom, 'watchers'),
  'screensPaused as text': { ...classroom, screensPaused: 'false' },
  'a watcher of an unknown mode': { ...classroom, watchers: [{ ...watch, mode: 'edit' }] },
  'a watcher without a machine name': { ...classroom, watchers: [without(watch, 'machineName')] },
});

const pause: ScreensPause = { paused: true, pausedAt: '2026-09-02T08:00:00.000Z', pausedBy: 'Ann' };

describeCheck('isScreensPause', isScreensPause, pause, {
  'without paused': without(pause, 'paused'),
  'pausedAt as a number': { ...pause, pausedAt: 0 },
});

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
