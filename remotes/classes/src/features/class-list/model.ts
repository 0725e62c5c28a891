import { createAsyncGroup, createTimeout, routes, type TrainingClass } from '@academy/api';
import { instructorSessionRenewed } from '@academy/auth';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { navigationRequested, signedOut } from '@academy/bus';
import { createSortOrder } from '@academy/ui/instructor';
import { attach, combine, createEffect, createEvent, createStore, type EventCallable, sample } from 'effector';
import { classListErrorText } from '@/shared/lib/error-texts';
import { classEditStarted, classUpdated } from '@/shared/model/edited-class';
import { fetchClasses } from './api';
import { type ClassSortColumn, classRowsOf } from './lib';

/** How long the passphrase's copy button shows its 'Copied' confirmation. */
export const COPIED_CONFIRMATION_MS = 2_000;

// What the instructor did.
export const listOpened = createEvent();
/** 'Retry' on the banner of a list that could not be fetched. */
export const listRetryClicked = createEvent();
export const addClicked = createEvent();
export const editClicked = createEvent<string>();
/** Delete on a row: the page hands the class to the delete feature (deleteChosen). */
export const deleteClicked = createEvent<string>();
export const copyClicked = createEvent<string>();
export const labsClicked = createEvent<string>();

/** The class with this id was deleted: the list drops it. */
export const classDeleted = createEvent<string>();

// Calls and timers.
export const fetchClassesFx = attach({ source: $instructorApi, effect: fetchClasses });

/** Writes a class's passphrase to the clipboard; answers the class's id. */
export const copyPassphraseFx = createEffect(async ({ id, passphrase }: { id: string; passphrase: string }) => {
  await navigator.clipboard.writeText(passphrase);
  return id;
});

/** The 'Copied' confirmation's time; a later copy starts it again. */
const copiedConfirmation = createTimeout();

const logFailureFx = createEffect(({ action, error }: { action: string; error: unknown }) => {
  console.error(`Class list: ${action} failed`, error);
});

reportInstructorUnauthorized([fetchClassesFx]);

// The list.
export const $classes = createStore<TrainingClass[]>([])
  .on(fetchClassesFx.doneData, (_, classes) => classes)
  .on(classDeleted, (classes, id) => classes.filter((trainingClass) => trainingClass.id !== id))
  .on(classUpdated, (classes, updated) =>
    classes.map((trainingClass) =>
      trainingClass.id === updated.id ? { ...trainingClass, ...updated } : trainingClass,
    ),
  )
  .reset(signedOut);

export const { $status: $classesStatus, $error: $classesError } = createAsyncGroup(
  [fetchClassesFx],
  classListErrorText,
  [signedOut],
);

export const { sortClicked, $sortOrder } = createSortOrder<ClassSortColumn>();

/** The rows shown: completed classes hidden, sorted as chosen. */
export const $rows = combine($classes, $sortOrder, classRowsOf);

/** Spec §2: an empty list after a failed load shows the stored error in an orange banner. */
export const $showsLoadError = combine(
  $rows,
  $classesStatus,
  (rows, status) => status === 'failed' && rows.length === 0,
);

/** The listed class a row's button was clicked for; a stale id (the class is gone) leads nowhere. */
function classOf(clicked: EventCallable<string>) {
  return sample({
    clock: clicked,
    source: $classes,
    filter: (classes, id) => classes.some((trainingClass) => trainingClass.id === id),
    fn: (classes, id) => classes.find((trainingClass) => trainingClass.id === id) as TrainingClass,
  });
}

/** Delete was clicked on a listed class. */
export const deleteChosen = classOf(deleteClicked);

// Loading: each visit shows the server's current list.
sample({ clock: [listOpened, listRetryClicked], target: fetchClassesFx });
// A load refused with 401 led to a token renewal: load again rather than leave the failure on screen.
sample({
  clock: instructorSessionRenewed,
  source: $classesStatus,
  filter: (status) => status === 'failed',
  target: fetchClassesFx,
});

// Add and Edit.
sample({ clock: addClicked, fn: () => ({ to: routes.classNew }), target: navigationRequested });

sample({ clock: classOf(editClicked), target: classEditStarted });
sample({ clock: classEditStarted, fn: () => ({ to: routes.classEdit }), target: navigationRequested });

// Copying a passphrase, with a confirmation on the button that was used.
export const $copiedClassId = createStore<string | null>(null)
  .on(copyPassphraseFx.doneData, (_, id) => id)
  .reset(copiedConfirmation.fired, signedOut);

sample({
  clock: classOf(copyClicked),
  fn: ({ id, passphrase }) => ({ id, passphrase }),
  target: copyPassphraseFx,
});
sample({
  clock: copyPassphraseFx.done,
  fn: () => ({ delayMs: COPIED_CONFIRMATION_MS, payload: undefined }),
  target: copiedConfirmation.start,
});
sample({
  clock: copyPassphraseFx.failData,
  fn: (error) => ({ action: 'copying the passphrase', error }),
  target: logFailureFx,
});

// 'Labs' opens the class monitor at an address that can be reloaded and shared.
sample({
  clock: labsClicked,
  fn: (id) => ({ to: `${routes.classMonitor}?id=${encodeURIComponent(id)}` }),
  target: navigationRequested,
});
