import type { ManualVersionUse, TrainingCourse } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchManualVersions } from './api';
import { versionsInUse } from './lib';

/** The course form opened on a course (null: a new course) and closed. */
export const manualFormOpened = createEvent<TrainingCourse | null>();
export const manualFormClosed = createEvent();

export const fetchManualVersionsFx = attach({ source: $instructorApi, effect: fetchManualVersions });

/** Which classes read which version of the edited course's manual; empty for a new course or none saved. */
export const $manualVersions = createStore<ManualVersionUse[]>([])
  .on(fetchManualVersionsFx.doneData, (_, versions) => versionsInUse(versions))
  .reset(manualFormOpened, manualFormClosed);
/** The list could not be fetched: the form says so, and the manual can still be edited. */
export const $manualVersionsFailed = createStore(false)
  .on(fetchManualVersionsFx.fail, () => true)
  .reset(manualFormOpened, manualFormClosed, fetchManualVersionsFx);

sample({
  clock: manualFormOpened,
  filter: Boolean,
  fn: (course) => (course as TrainingCourse).id,
  target: fetchManualVersionsFx,
});
reportInstructorUnauthorized([fetchManualVersionsFx]);
