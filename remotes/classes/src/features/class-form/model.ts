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
import {
  type ClassFormDraft,
  clearAllDraftsFx,
  clearDraftFx,
  draftKeyOf,
  readDraftFx,
  sameValues,
  saveDraftFx,
} from './draft';
import {
  blankClassForm,
  type ClassFormValues,
  completeClassForm,
  courseChoices,
  prefillClassForm,
  toClassInput,
} from './lib';
import {
  $isRosterValid,
  $passphraseChoice,
  $rosterBase,
  $rosterPart,
  $rosterText,
  rosterFieldClosed,
  rosterFieldOpened,
} from './roster-field';

export { $isEditing };

// What the instructor did.
/** The form page opened on this path (/classes/new or /classes/edit). */
export const formOpened = createEvent<{ path: string }>();
export const formClosed = createEvent();
/** Retry after the course list failed to load. */
export const coursesRetryClicked = createEvent();
/** react-final-form's onSubmit, with values that passed validation. */
export const formSubmitted = createEvent<ClassFormValues>();
/** The fields' values changed (typed, or the form filled): what a draft keeps. */
export const formValuesChanged = createEvent<Partial<ClassFormValues>>();

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

// The form's draft: read on opening (this class's, or the new class's), kept while typing, forgotten once saved.
export const $draftKey = createStore<string | null>(null).reset(formClosed, signedOut);
sample({
  clock: formShown,
  source: $editedClass,
  fn: (edited, { isNew }) => draftKeyOf(isNew ? null : (edited?.id ?? null)),
  target: [$draftKey, readDraftFx],
});
/** The draft found on opening; null when nothing was kept. */
const $draft = createStore<ClassFormDraft | null>(null)
  .on(readDraftFx.doneData, (_, draft) => draft)
  .reset(formShown, formClosed, signedOut);

/** What the form holds before anything is typed: blank (the browser's zone), or the edited class once courses arrived. */
export const $baseValues = createStore<ClassFormValues>(blankClassForm(''));
sample({ clock: formShown, source: $browserTimeZone, fn: blankClassForm, target: $baseValues });
sample({
  clock: fetchCoursesFx.done,
  source: { edited: $editedClass, browserZone: $browserTimeZone },
  filter: ({ edited }) => Boolean(edited?.id),
  fn: ({ edited, browserZone }) => prefillClassForm(edited as TrainingClass, browserZone),
  target: $baseValues,
});

/** The values the form starts from: what a draft kept, else the base. */
export const $initialValues = createStore<ClassFormValues>(blankClassForm(''));
sample({
  clock: [$baseValues.updates, readDraftFx.done],
  source: { base: $baseValues, draft: $draft },
  fn: ({ base, draft }) => draft?.values ?? base,
  target: $initialValues,
});

// The Students field opens with the draft's roster, or reads the edited class's.
sample({
  clock: readDraftFx.done,
  source: { edited: $editedClass, isEditing: $isEditing, draft: $draft },
  fn: ({ edited, isEditing, draft }) => ({
    classId: isEditing && edited ? edited.id : null,
    rosterSize: isEditing ? (edited?.rosterSize ?? 0) : 0,
    passphraseMode: (isEditing ? edited?.passphraseMode : undefined) ?? ('CLASS' as const),
    draft: { roster: draft?.roster ?? null, passphraseMode: draft?.passphraseMode ?? null },
  }),
  target: rosterFieldOpened,
});
sample({ clock: formClosed, target: rosterFieldClosed });

/** The values as typed; null until the form tells them. */
const $typedValues = createStore<ClassFormValues | null>(null)
  .on(formValuesChanged, (_, values) => completeClassForm(values))
  .reset(formShown, formClosed, signedOut);

/** What a draft would keep now: null while nothing differs from the base (nor could be told from it). */
const $currentDraft = combine(
  {
    typed: $typedValues,
    base: $baseValues,
    rosterText: $rosterText,
    rosterBase: $rosterBase,
    passphraseMode: $passphraseChoice,
  },
  ({ typed, base, rosterText, rosterBase, passphraseMode }): ClassFormDraft | null => {
    const values = typed ?? base;
    const roster = rosterBase !== null && rosterText !== rosterBase.text ? rosterText : null;
    const mode = rosterBase !== null && passphraseMode !== rosterBase.passphraseMode ? passphraseMode : null;
    return sameValues(values, base) && roster === null && mode === null
      ? null
      : { values, roster, passphraseMode: mode };
  },
);
const draftChanged = sample({
  clock: [formValuesChanged, $rosterText.updates, $passphraseChoice.updates],
  source: { key: $draftKey, draft: $currentDraft, isShown: $isFormShown },
  filter: ({ key, isShown }) => key !== null && isShown,
});
sample({
  clock: draftChanged,
  filter: ({ draft }) => draft !== null,
  fn: ({ key, draft }) => ({ key: key as string, draft: draft as ClassFormDraft }),
  target: saveDraftFx,
});
sample({
  clock: draftChanged,
  filter: ({ draft }) => draft === null,
  fn: ({ key }) => key as string,
  target: clearDraftFx,
});
sample({ clock: signedOut, target: clearAllDraftsFx });

// Saving: update when editing, create otherwise (spec §7); never with a roster that has problems (they show on it).
const savable = sample({
  clock: formSubmitted,
  source: { isValid: $isRosterValid, roster: $rosterPart },
  filter: ({ isValid }) => isValid,
  fn: ({ roster }, values) => toClassInput(values, roster),
});
sample({
  clock: savable,
  source: $isEditing,
  filter: (isEditing) => !isEditing,
  fn: (_, input) => input,
  target: createClassFx,
});
sample({
  clock: savable,
  source: $editedClass,
  filter: (edited) => Boolean(edited?.id),
  fn: (edited, input) => ({ id: (edited as TrainingClass).id, input }),
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

// Saved: the draft has done its work.
sample({ clock: [createClassFx.done, updateClassFx.done], source: $draftKey, filter: Boolean, target: clearDraftFx });

// After a successful save: the list learns of the edit, and the instructor goes to /classes.
sample({ clock: updateClassFx.doneData, target: classUpdated });
sample({
  clock: [createClassFx.done, updateClassFx.done],
  fn: () => ({ to: routes.classes }),
  target: navigationRequested,
});
