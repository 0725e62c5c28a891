import { callErrorText, type ScreensPause } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchScreensPause, setScreensPause } from './api';

/** 'Pause screens' and 'Resume' on the monitor: every student's console covered, their input dropped, or not. */

export const pauseOpened = createEvent<string>();
export const pauseClosed = createEvent();
export const pauseClicked = createEvent();
export const resumeClicked = createEvent();

export const fetchPauseFx = attach({ source: $instructorApi, effect: fetchScreensPause });
export const setPauseFx = attach({ source: $instructorApi, effect: setScreensPause });
reportInstructorUnauthorized([fetchPauseFx, setPauseFx]);

const $classId = createStore<string | null>(null)
  .on(pauseOpened, (_, classId) => classId)
  .reset(pauseClosed, signedOut);

/** As the server answered last; null until read. */
export const $pause = createStore<ScreensPause | null>(null)
  .on([fetchPauseFx.doneData, setPauseFx.doneData], (_, pause) => pause)
  .reset(pauseOpened, pauseClosed, signedOut);

export const $pauseError = createStore<string | null>(null)
  .on([fetchPauseFx.failData, setPauseFx.failData], (_, error) => callErrorText(error))
  .reset(pauseOpened, setPauseFx, pauseClosed);

export const $isSetting = setPauseFx.pending;

sample({ clock: pauseOpened, target: fetchPauseFx });
sample({
  clock: [pauseClicked.map(() => true), resumeClicked.map(() => false)],
  source: { classId: $classId, isSetting: $isSetting },
  filter: ({ classId, isSetting }) => classId !== null && !isSetting,
  fn: ({ classId }, paused) => ({ classId: classId as string, paused }),
  target: setPauseFx,
});
