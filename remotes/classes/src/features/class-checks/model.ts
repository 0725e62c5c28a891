import {
  apiPaths,
  CLASS_CHECK_VERDICT_EVENT,
  type ClassChecks,
  type ClassCheckVerdict,
  callErrorText,
  httpStatusOf,
} from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { createClassReading } from '@/shared/model/class-reading';
import { createCsvDownload } from '@/shared/model/csv-download';
import { parseClassCheckVerdict } from './answers';
import { fetchClassChecks, startCheckEveryone } from './api';
import { CONFIRM_EVERYONE_FROM, everyoneStartedText, withVerdict } from './lib';

/**
 * The class's checks on its monitor: students × checks, changed by each verdict the class's push channel brings;
 * "Check everyone on step N"; the checks' CSV.
 */

export const {
  opened: checksOpened,
  closed: checksClosed,
  outdated: checksOutdated,
  readFx: fetchClassChecksFx,
  $classId,
} = createClassReading<ClassChecks | null>({ read: fetchClassChecks, empty: null });

/** An event of the class's push channel the monitor itself does not read (the page hands them on). */
export const channelEventReceived = createEvent<{ event: string; data: string }>();
export const verdictReceived = createEvent<ClassCheckVerdict>();
/** "Check everyone on step N" pressed, for the check of that step (its id). */
export const everyoneClicked = createEvent<string>();
export const everyoneConfirmed = createEvent();
export const everyoneCancelled = createEvent();

export const startEveryoneFx = attach({ source: $instructorApi, effect: startCheckEveryone });
reportInstructorUnauthorized([startEveryoneFx]);

/** The grid as read, with every verdict pushed since. */
export const $grid = createStore<ClassChecks | null>(null)
  .on(fetchClassChecksFx.doneData, (_, grid) => grid)
  .on(verdictReceived, (grid, verdict) => grid && withVerdict(grid, verdict))
  .reset(checksOpened, checksClosed);
/** The class reads no manual (404), or its manual has no check: the monitor shows nothing of checks. */
export const $hasChecks = $grid.map((grid) => grid !== null && grid.checks.length > 0);
/** A failed read of a class without a manual is no failure to show. */
export const $readError = createStore<string | null>(null)
  .on(fetchClassChecksFx.fail, (_, { error }) => (httpStatusOf(error) === 404 ? null : callErrorText(error)))
  .reset(checksOpened, checksClosed, fetchClassChecksFx.done);
/** The raised students (three failed in a row on one check), for their cards. */
export const $raisedEmails = $grid.map(
  (grid) => new Set(grid?.students.filter((row) => row.raised).map((row) => row.email) ?? []),
);

const verdictRead = sample({
  clock: channelEventReceived,
  filter: ({ event }) => event === CLASS_CHECK_VERDICT_EVENT,
  fn: ({ data }) => parseClassCheckVerdict(data) ?? null,
});
sample({
  clock: verdictRead,
  filter: (verdict): verdict is ClassCheckVerdict => verdict !== null,
  target: verdictReceived,
});
// A pushed failure has no output (a notification is small): the grid is read again for it, once after a burst.
sample({ clock: verdictReceived, filter: ({ verdict }) => verdict === 'failed', target: checksOutdated });

/** The check whose "Check everyone" waits for the instructor's yes (a large class). */
// Closed by the start it asked for (a reset by the yes itself would come before the start reads it).
export const $confirming = createStore<string | null>(null).reset(
  startEveryoneFx,
  everyoneCancelled,
  checksOpened,
  checksClosed,
);
/** The check whose "Check everyone" is being started: only its button shows it. */
export const $startingEveryone = createStore<string | null>(null)
  .on(startEveryoneFx, (_, { checkId }) => checkId)
  .reset(startEveryoneFx.finally, checksClosed);
/** What the last "Check everyone" started, or why it did not. */
export const $everyoneNotice = createStore('')
  .on(startEveryoneFx.doneData, (_, started) => everyoneStartedText(started))
  .on(startEveryoneFx.failData, (_, error) => `Check everyone did not start: ${callErrorText(error)}`)
  .reset(checksOpened, checksClosed, startEveryoneFx);

const clicked = sample({
  clock: everyoneClicked,
  source: { classId: $classId, grid: $grid, starting: startEveryoneFx.pending },
  filter: ({ classId, starting }) => classId !== null && !starting,
  fn: ({ classId, grid }, checkId) => ({ classId: classId as string, checkId, students: grid?.students.length ?? 0 }),
});
sample({
  clock: clicked,
  filter: ({ students }) => students >= CONFIRM_EVERYONE_FROM,
  fn: ({ checkId }) => checkId,
  target: $confirming,
});
sample({
  clock: clicked,
  filter: ({ students }) => students < CONFIRM_EVERYONE_FROM,
  fn: ({ classId, checkId }) => ({ classId, checkId }),
  target: startEveryoneFx,
});
sample({
  clock: everyoneConfirmed,
  source: { classId: $classId, checkId: $confirming },
  filter: (pending): pending is { classId: string; checkId: string } =>
    pending.classId !== null && pending.checkId !== null,
  target: startEveryoneFx,
});

export const {
  downloadClicked: csvDownloadClicked,
  downloadCsvFx,
  $downloadError: $csvError,
} = createCsvDownload({ $classId, pathOf: apiPaths.classChecksCsv, fileName: 'checks.csv' });

/** The instructor opened a failed cell's output (a student's failing attempt), or closed it. */
export const outputOpened = createEvent<{ email: string; checkId: string }>();
export const outputClosed = createEvent();
const $outputPlace = createStore<{ email: string; checkId: string } | null>(null)
  .on(outputOpened, (_, place) => place)
  .reset(outputClosed, checksOpened, checksClosed);
/** The failing output shown, as the grid has it now (read again after each failure). */
export const $shownOutput = combine($outputPlace, $grid, (place, grid) => {
  if (!place || !grid) return null;
  const column = grid.checks.findIndex((check) => check.checkId === place.checkId);
  const cell = grid.students.find((row) => row.email === place.email)?.cells[column];
  const check = grid.checks[column];
  if (!check || cell?.status !== 'failed') return null;
  return { email: place.email, check, output: cell.output, outputCut: cell.outputCut };
});
