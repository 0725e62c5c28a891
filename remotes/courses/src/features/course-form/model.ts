import { createAsyncGroup, type TrainingCourse } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { navigationRequested, signedOut } from '@academy/bus';
import { leaveEditWithoutItem, routeOf } from '@academy/ui/instructor';
import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { paths } from '@/paths';
import {
  $editedCourse,
  $isEditMode,
  courseCreateRequested,
  courseEditEnded,
  courseEditMissing,
} from '@/shared/model/edited-course';
import { createCourse, updateCourse } from './api';
import { type CourseFormValues, toCourseFormValues, toCourseInput } from './lib';
import { courseSaveErrorText } from './save-error';

/** The form page opened on this path (/courses/new or /courses/edit). */
export const formOpened = createEvent<{ path: string }>();
export const formClosed = createEvent();
/** react-final-form validated the fields and submitted them. */
export const formSubmitted = createEvent<CourseFormValues>();

export const createCourseFx = attach({ source: $instructorApi, effect: createCourse });
export const updateCourseFx = attach({ source: $instructorApi, effect: updateCourse });

/** Spec §8: a failed course save is logged to the console; the user stays on the form. */
export const logSaveFailureFx = createEffect((error: unknown) => {
  console.error('Course save failed', error);
});

const courseSaved = merge([createCourseFx.done, updateCourseFx.done]);
const saveFailed = merge([createCourseFx.failData, updateCourseFx.failData]);

const createFormOpened = sample({ clock: formOpened, filter: ({ path }) => routeOf(path) === paths.courseNew });

// The edited course is carried in client state (spec §2), never in the URL. The edit ends when the form closes
// (saved or left), so a later /courses/edit without a new choice goes back to the list.
sample({ clock: createFormOpened, target: courseCreateRequested });
sample({ clock: formClosed, target: courseEditEnded });

/** Spec §4: edit mode when a chosen course with an id exists, create otherwise. */
export { $isEditMode };

export const $initialValues = $editedCourse.map(toCourseFormValues);

/** The path the form page is open on; null until it opened. */
const $openedRoute = createStore<string | null>(null)
  .on(formOpened, (_, { path }) => routeOf(path))
  .reset(formClosed);

/** The page draws the form once it opened with something to show (not /courses/edit without a course). */
export const $isFormShown = combine(
  $openedRoute,
  $editedCourse,
  (route, course) => route !== null && !(route === paths.courseEdit && course === null),
);

export const $isSaving = combine(
  createCourseFx.pending,
  updateCourseFx.pending,
  (creating, updating) => creating || updating,
);

/**
 * $submitError: spec §8 'Server error.' / 'Client error.', or the refused checks' steps and reasons, shown in the banner
 * above the fields.
 */
export const { $status: $submitStatus, $error: $submitError } = createAsyncGroup(
  [createCourseFx, updateCourseFx],
  courseSaveErrorText,
  [signedOut, formOpened],
);

// /courses/edit reloaded or typed: no course was chosen, so back to the list, which says what to do.
leaveEditWithoutItem({
  session: { $isEditing: $isEditMode, editMissing: courseEditMissing },
  formOpened,
  editPath: paths.courseEdit,
  listPath: paths.courseList,
});

const submitAccepted = sample({
  clock: formSubmitted,
  source: $isSaving,
  filter: (isSaving) => !isSaving,
  fn: (_, values) => values,
});

sample({
  clock: submitAccepted,
  source: $editedCourse,
  filter: (course) => course === null,
  fn: (_, values) => toCourseInput(values),
  target: createCourseFx,
});

sample({
  clock: submitAccepted,
  source: $editedCourse,
  filter: (course: TrainingCourse | null, _: CourseFormValues): course is TrainingCourse => course !== null,
  fn: (course, values) => ({ id: course.id, input: toCourseInput(values) }),
  target: updateCourseFx,
});

// The list reloads when it opens, so it shows the change.
sample({ clock: courseSaved, fn: () => ({ to: paths.courseList }), target: navigationRequested });

sample({ clock: saveFailed, target: logSaveFailureFx });
reportInstructorUnauthorized([createCourseFx, updateCourseFx]);
