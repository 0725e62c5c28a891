import { callErrorText, type TrainingCourse } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { navigationRequested, signedOut } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { paths } from '@/paths';
import { courseDeleted } from '@/shared/model/edited-course';
import { deleteCourse } from './api';

/** Delete was clicked on a course: the 'Delete Course' dialog asks first. */
export const deleteClicked = createEvent<TrainingCourse>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();

export const deleteCourseFx = attach({ source: $instructorApi, effect: deleteCourse });

/** The course the dialog asks about; the dialog is open while it is set. */
export const $courseToDelete = createStore<TrainingCourse | null>(null)
  .on(deleteClicked, (_, course) => course)
  .reset(deleteCancelled, deleteCourseFx.done, signedOut);

export const $isDeleting = deleteCourseFx.pending;

export const $deleteError = createStore('')
  .on(deleteCourseFx, () => '')
  .on(deleteCourseFx.failData, (_, error) => callErrorText(error))
  .reset(deleteClicked, deleteCancelled, signedOut);

sample({
  clock: deleteConfirmed,
  source: { course: $courseToDelete, isDeleting: $isDeleting },
  filter: ({ course, isDeleting }) => course !== null && !isDeleting,
  fn: ({ course }) => course?.id ?? '',
  target: deleteCourseFx,
});

sample({ clock: deleteCourseFx.done, fn: ({ params }) => params, target: courseDeleted });
// Only the edit form opens the dialog: the deleted course has no form left, so the list shows it gone.
sample({ clock: deleteCourseFx.done, fn: () => ({ to: paths.courseList }), target: navigationRequested });

reportInstructorUnauthorized([deleteCourseFx]);
