import {
  callErrorText,
  courseListErrorText,
  createAsyncGroup,
  createTimeout,
  LOADING_DOTS_MS,
  routes,
  type TrainingClass,
  type TrainingCourse,
} from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { navigationRequested, signedOut } from '@academy/bus';
import { leaveEditWithoutItem, routeOf } from '@academy/ui/instructor';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { withLocalStatus } from '@/shared/lib/class-status';
import { browserTimeZone, supportedTimeZones, timeZoneChoices, timeZoneOptions } from '@/shared/lib/time-zones';
import {
  $editedClass,
  $isEditing,
  classCreateStarted,
  classUpdated,
  editedClassMissing,
} from '@/shared/model/edited-class';
import { type ClassUpdate, createClass, fetchCourses, updateClass } from './api';
import { blankClassForm, type ClassFormValues, courseChoices, prefillClassForm, toClassInput } from './lib';

export { $isEditing };

// What the instructor did.
/** The form page opened on this path (/classes/new or /classes/edit). */
export const formOpened = createEvent<{ path: string }>();
export const formClosed = createEvent();
/** Retry after the course list failed to load. */
export const coursesRetryClicked = createEvent();
/** react-final-form's onSubmit, with values that passed validation. */
export const formSubmitted = createEvent<ClassFormValues>();

// Calls and timers.
export const fetchCoursesFx = attach({ source: $instructorApi, effect: fetchCourses });

export const createClassFx = attach({ source: $instructorApi, effect: createClass });

/** PUT, then spec §4: a class whose end date is now past shows COMPLETED locally. */
export const updateClassFx = attach({
  source: $instructorApi,
  effect: async (api, update: ClassUpdate) => withLocalStatus(await updateClass(api, update), new Date()),
});

/** The time the form opened: the zones' offsets are shown as they are then. */
export const readClockFx = createEffect(() => new Date());

/** The wait for the loading overlay's next dot (spec §2, §9: every 500 ms). */
const nextDot = createTimeout();

/** Spec §8: a failed save is logged to the console, and its text shows in the banner. */
export const logSaveFailureFx = createEffect((error: unknown) => {
  console.error('Saving the class failed', error);
});

reportInstructorUnauthorized([fetchCoursesFx, createClassFx, updateClassFx]);

// Environment: the browser's zone is the Time Zone default, its supported zones the choices (spec §4, §5).
export const $browserTimeZone = createStore(browserTimeZone());
export const $supportedTimeZones = createStore<string[]>(supportedTimeZones());
/** The zone names to choose from, by current names, with the browser's zone and the edited class's own. */
export const $timeZoneChoices = combine(
  $supportedTimeZones,
  $browserTimeZone,
  $editedClass,
  (supported, browserZone, edited) => timeZoneChoices(supported, browserZone, edited?.timeZone ?? ''),
);
/** When the form opened; null before. */
export const $openedAt = createStore<Date | null>(null).on(readClockFx.doneData, (_, at) => at);
/** The Time Zone picker's options, each with its offset when the form opened; none before it opened. */
export const $timeZoneOptions = combine($timeZoneChoices, $openedAt, (zones, at) =>
  at === null ? [] : timeZoneOptions(zones, at),
);

export const $isPageOpen = createStore(false)
  .on(formOpened, () => true)
  .on(formClosed, () => false);

// Opening: /classes/edit needs a chosen class, else back to the list with a notice; anything else creates.
const openedWithoutClass = leaveEditWithoutItem({
  session: { $isEditing, editMissing: editedClassMissing },
  formOpened,
  editPath: routes.classEdit,
  listPath: routes.classes,
});

const formShown = sample({
  clock: formOpened,
  source: $isEditing,
  filter: (isEditing, { path }) => routeOf(path) !== routes.classEdit || isEditing,
  fn: (_, { path }) => ({ isNew: routeOf(path) !== routes.classEdit }),
});
sample({ clock: formShown, filter: ({ isNew }) => isNew, target: classCreateStarted });
sample({ clock: formShown, target: readClockFx });
sample({ clock: [formShown, coursesRetryClicked], fn: () => undefined, target: fetchCoursesFx });

/** The form shows once opened in a mode it can serve (not while /classes/edit sends the instructor back). */
export const $isFormShown = createStore(false)
  .on(formShown, () => true)
  .reset(formClosed, openedWithoutClass);

// The course list (the Course select's choices).
export const $courses = createStore<TrainingCourse[]>([])
  .on(fetchCoursesFx.doneData, (_, courses) => courses)
  .reset(signedOut);

export const { $status: $coursesStatus, $error: $coursesError } = createAsyncGroup(
  [fetchCoursesFx],
  courseListErrorText,
  [signedOut, formClosed],
);

/** The Course select's choices: the active courses, and the edited class's own course whatever its status. */
export const $courseChoices = combine($courses, $editedClass, (courses, edited) =>
  courseChoices(courses, edited?.courseId),
);

/** Spec §2: the 'Loading courses data' overlay covers the form until the course list arrives. */
export const $isLoadingCourses = $coursesStatus.map((status) => status === 'idle' || status === 'loading');

// The overlay's dots: 0, 1, 2, 3, 0 ... one step every LOADING_DOTS_MS while the open form waits for courses.
const $isAnimatingDots = combine($isPageOpen, $coursesStatus, (isOpen, status) => isOpen && status === 'loading');

export const $loadingDots = createStore(0).reset(formOpened);

sample({ clock: nextDot.fired, source: $loadingDots, fn: (dots) => (dots + 1) % 4, target: $loadingDots });
sample({
  clock: [$isAnimatingDots.updates, nextDot.fired],
  source: $isAnimatingDots,
  filter: Boolean,
  fn: () => ({ delayMs: LOADING_DOTS_MS, payload: undefined }),
  target: nextDot.start,
});
// Leaving the page or the courses arriving stops the dots at once: no timer is left behind.
sample({ clock: $isAnimatingDots.updates, filter: (isAnimating) => !isAnimating, target: nextDot.cancel });

// The values the form starts from: blank (the browser's zone) on opening, the class once the courses arrived.
export const $initialValues = createStore<ClassFormValues>(blankClassForm(''));
sample({ clock: formShown, source: $browserTimeZone, fn: blankClassForm, target: $initialValues });
sample({
  clock: fetchCoursesFx.done,
  source: { edited: $editedClass, browserZone: $browserTimeZone },
  filter: ({ edited }) => Boolean(edited?.id),
  fn: ({ edited, browserZone }) => prefillClassForm(edited as TrainingClass, browserZone),
  target: $initialValues,
});

// Saving: update when editing, create otherwise (spec §7).
sample({
  clock: formSubmitted,
  source: $isEditing,
  filter: (isEditing) => !isEditing,
  fn: (_, values) => toClassInput(values),
  target: createClassFx,
});
sample({
  clock: formSubmitted,
  source: $editedClass,
  filter: (edited) => Boolean(edited?.id),
  fn: (edited, values) => ({ id: (edited as TrainingClass).id, input: toClassInput(values) }),
  target: updateClassFx,
});

export const $isSaving = combine(
  createClassFx.pending,
  updateClassFx.pending,
  (creating, updating) => creating || updating,
);

export const $submitError = createStore('')
  .on(formSubmitted, () => '')
  .on([createClassFx.failData, updateClassFx.failData], (_, error) => callErrorText(error))
  .reset(formShown, signedOut);

/** The banner above the fields: the failed save's text, else the failed course list's. */
export const $formError = combine(
  $submitError,
  $coursesError,
  (submitError, coursesError) => submitError || coursesError,
);

sample({ clock: [createClassFx.failData, updateClassFx.failData], target: logSaveFailureFx });

// After a successful save: the list learns of the edit, and the instructor goes to /classes.
sample({ clock: updateClassFx.doneData, target: classUpdated });
sample({
  clock: [createClassFx.done, updateClassFx.done],
  fn: () => ({ to: routes.classes }),
  target: navigationRequested,
});
