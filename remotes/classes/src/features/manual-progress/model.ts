import { type ClassManual, createTimeout, httpStatusOf } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchClassManual } from './api';
import { stuckEmails } from './lib';

/** Where each student of the monitored class is in its manual, read again on every push of the class's channel. */

export const progressOpened = createEvent<string>();
export const progressClosed = createEvent();
/** The class's push channel told of a change (a student moved in the manual, among others). */
export const progressOutdated = createEvent();

/** Minutes on a step grow while nothing is pushed: the clock is read again this often. */
export const CLOCK_REFRESH_MS = 30_000;

export const fetchClassManualFx = attach({ source: $instructorApi, effect: fetchClassManual });
reportInstructorUnauthorized([fetchClassManualFx]);
export const readClockFx = createEffect(() => Date.now());

const $classId = createStore<string | null>(null)
  .on(progressOpened, (_, id) => id)
  .reset(progressClosed);
export const $classManual = createStore<ClassManual | null>(null)
  .on(fetchClassManualFx.doneData, (_, manual) => manual)
  .reset(progressOpened, progressClosed);
/** The class reads no manual (404): nothing about manuals shows. */
export const $hasNoManual = createStore(false)
  .on(fetchClassManualFx.fail, (_, { error }) => httpStatusOf(error) === 404)
  .reset(progressOpened, fetchClassManualFx.done);
export const $showsLoadError = createStore(false)
  .on(fetchClassManualFx.fail, (_, { error }) => httpStatusOf(error) !== 404)
  .reset(progressOpened, progressClosed, fetchClassManualFx.done);
export const $now = createStore(0).on(readClockFx.doneData, (_, now) => now);
export const $stuck = combine($classManual, $now, (manual, now) =>
  manual ? stuckEmails(manual, now) : new Set<string>(),
);

sample({
  clock: [progressOpened, sample({ clock: progressOutdated, source: $classId, filter: Boolean })],
  target: fetchClassManualFx,
});
sample({ clock: [progressOpened, fetchClassManualFx.done], target: readClockFx });

const clockTimeout = createTimeout();
sample({
  clock: [progressOpened, clockTimeout.fired],
  fn: () => ({ delayMs: CLOCK_REFRESH_MS, payload: undefined }),
  target: clockTimeout.start,
});
sample({ clock: clockTimeout.fired, target: readClockFx });
sample({ clock: progressClosed, target: clockTimeout.cancel });
