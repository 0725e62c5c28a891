import { courseListErrorText, createAsyncGroup, type TrainingCourse } from '@academy/api';
import { instructorSessionRenewed } from '@academy/auth';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { navigationRequested, signedOut } from '@academy/bus';
import { createSortOrder } from '@academy/ui/instructor';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { paths } from '@/paths';
import {
  $isEditMissing,
  courseCreateRequested,
  courseDeleted,
  courseEditMissingShown,
  courseEditRequested,
} from '@/shared/model/edited-course';
import { fetchCourses } from './api';
import { type CourseSortColumn, sortCourses, withoutCourse } from './lib';

/** Shown on the list when /courses/edit was opened with no course chosen. */
export const CHOOSE_COURSE_NOTICE = 'Choose a course to edit from the list.';

export const listOpened = createEvent();
/** 'Retry' on the banner of a list that could not be fetched. */
export const listRetryClicked = createEvent();
export const listClosed = createEvent();
export const editClicked = createEvent<TrainingCourse>();
export const addClicked = createEvent();

export const fetchCoursesFx = attach({ source: $instructorApi, effect: fetchCourses });

/** The list as the server sent it; a failed reload keeps what was there (spec §2 shows the error only when empty). */
export const $courses = createStore<TrainingCourse[]>([])
  .on(fetchCoursesFx.doneData, (_, courses) => courses)
  .on(courseDeleted, withoutCourse)
  .reset(signedOut);

export const { $status: $coursesStatus, $error: $coursesError } = createAsyncGroup(
  [fetchCoursesFx],
  courseListErrorText,
  [signedOut],
);

export const { sortClicked, $sortOrder } = createSortOrder<CourseSortColumn>();

export const $sortedCourses = combine($courses, $sortOrder, sortCourses);

/** Spec §2: the orange banner with the stored error shows when the list is empty and loading failed. */
export const $showsLoadError = combine(
  $courses,
  $coursesStatus,
  (courses, status) => status === 'failed' && courses.length === 0,
);

/** Says what to do after /courses/edit was opened with no course chosen; gone once the list closes. */
export const $notice = $isEditMissing.map((isMissing) => (isMissing ? CHOOSE_COURSE_NOTICE : ''));

sample({ clock: [listOpened, listRetryClicked], target: fetchCoursesFx });
// A load refused with 401 led to a token renewal: load again rather than leave the failure on screen.
sample({
  clock: instructorSessionRenewed,
  source: $coursesStatus,
  filter: (status) => status === 'failed',
  target: fetchCoursesFx,
});
sample({ clock: listClosed, target: courseEditMissingShown });

reportInstructorUnauthorized([fetchCoursesFx]);

// The form takes the course first, then the route changes: the edited course never travels in the URL.
sample({ clock: editClicked, target: courseEditRequested });
sample({ clock: editClicked, fn: () => ({ to: paths.courseEdit }), target: navigationRequested });

sample({ clock: addClicked, target: courseCreateRequested });
sample({ clock: addClicked, fn: () => ({ to: paths.courseNew }), target: navigationRequested });
