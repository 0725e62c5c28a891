import { $studentApi } from '@academy/auth';
import { signedOut, studentChannelOpened, studentNoticeReceived } from '@academy/contracts';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchStudentClassroom } from './api';
import { watchLinesOf } from './lib';

/**
 * What the instructors do to the student's screens, on /machines and /view: who watches or controls a machine (the
 * banner) and 'Pause screens' (the cover). Read when a page opens and when the push channel (re)opens; the channel
 * says when it changes.
 */

export const screensOpened = createEvent();
export const screensClosed = createEvent();

export const fetchClassroomFx = attach({ source: $studentApi, effect: fetchStudentClassroom });

const watchChanged = studentNoticeReceived.filter({ fn: (notice) => notice.kind === 'console-watch' });
const pauseChanged = studentNoticeReceived.filterMap((notice) =>
  notice.kind === 'screens-paused' ? notice.paused : undefined,
);

const $isShown = createStore(false)
  .on(screensOpened, () => true)
  .reset(screensClosed, signedOut);

export const $watchLines = createStore<string[]>([])
  .on(fetchClassroomFx.doneData, (_, { watchers }) => watchLinesOf(watchers))
  .reset(signedOut);

export const $isPaused = createStore(false)
  .on(fetchClassroomFx.doneData, (_, { screensPaused }) => screensPaused)
  .on(pauseChanged, (_, paused) => paused)
  .reset(signedOut);

sample({ clock: [screensOpened, studentChannelOpened, watchChanged], filter: $isShown, target: fetchClassroomFx });
