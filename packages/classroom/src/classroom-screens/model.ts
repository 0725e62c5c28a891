import { $studentApi } from '@academy/auth';
import { signedOut, studentChannelOpened, studentNoticeReceived } from '@academy/bus';
import { attach, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchStudentClassroom } from './api';
import { watchLinesOf } from './lib';

/**
 * What the instructors do to the student's screens, on one student's page (/machines, /view): who watches or controls
 * a machine (the banner) and 'Pause screens' (the cover). Read when the page shows it and when the push channel
 * (re)opens; the channel says when it changes. Each page has its own, which hears nothing while the page is away.
 */
export function createClassroomScreens() {
  /** Open while the page shows the banner. */
  const Gate = createGate();

  const fetchClassroomFx = attach({ source: $studentApi, effect: fetchStudentClassroom });

  const classroomRead = sample({ clock: fetchClassroomFx.doneData, filter: Gate.status });
  const watchChanged = studentNoticeReceived.filter({ fn: (notice) => notice.kind === 'console-watch' });
  const pauseChanged = sample({
    clock: studentNoticeReceived.filterMap((notice) => (notice.kind === 'screens-paused' ? notice.paused : undefined)),
    filter: Gate.status,
  });

  const $watchLines = createStore<string[]>([])
    .on(classroomRead, (_, { watchers }) => watchLinesOf(watchers))
    .reset(Gate.close, signedOut);

  const $isPaused = createStore(false)
    .on(classroomRead, (_, { screensPaused }) => screensPaused)
    .on(pauseChanged, (_, paused) => paused)
    .reset(Gate.close, signedOut);

  sample({ clock: [Gate.open, studentChannelOpened, watchChanged], filter: Gate.status, target: fetchClassroomFx });

  return { Gate, fetchClassroomFx, $watchLines, $isPaused };
}

export type ClassroomScreensModel = ReturnType<typeof createClassroomScreens>;
