import { callErrorText, type StudentLab, type TrainingClass } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { classListErrorText } from '@/shared/lib/error-texts';
import { fetchClass, fetchClassLabs } from '../api';
import { filterLabs, type MonitorFilter, mergeLabs } from '../lib';

/** The monitor of one class: the class itself, every student's lab, and reading them again when told to. */

export const monitorOpened = createEvent<string>();
export const monitorClosed = createEvent();
/** The push channel opened or told of a change: the labs are read again. */
export const labsOutdated = createEvent();
export const filterChanged = createEvent<MonitorFilter>();
/** The students stuck in the class's manual, as the page learns them; null while the class reads no manual. */
export const stuckKnown = createEvent<ReadonlySet<string> | null>();

export const fetchClassFx = attach({ source: $instructorApi, effect: fetchClass });
export const fetchLabsFx = attach({ source: $instructorApi, effect: fetchClassLabs });
reportInstructorUnauthorized([fetchClassFx, fetchLabsFx]);

export const $classId = createStore<string | null>(null)
  .on(monitorOpened, (_, id) => id)
  .reset(monitorClosed, signedOut);
export const $trainingClass = createStore<TrainingClass | null>(null)
  .on(fetchClassFx.doneData, (_, found) => found)
  .reset(monitorOpened, signedOut);
export const $classMissing = createStore(false)
  .on(fetchClassFx.doneData, (_, found) => found === null)
  .reset(monitorOpened);
export const $labs = createStore<StudentLab[]>([])
  .on(fetchLabsFx.doneData, (shown, fresh) => mergeLabs(shown, fresh))
  .reset(monitorOpened, signedOut);
export const $loadError = createStore<string | null>(null)
  .on(fetchClassFx.failData, (_, error) => classListErrorText(error))
  .on(fetchLabsFx.failData, (_, error) => callErrorText(error))
  .reset(monitorOpened, fetchLabsFx.done);
export const $filter = createStore<MonitorFilter>('all')
  .on(filterChanged, (_, filter) => filter)
  .reset(monitorOpened);
export const $stuckEmails = createStore<ReadonlySet<string> | null>(null, { serialize: 'ignore' })
  .on(stuckKnown, (_, stuck) => stuck)
  .reset(monitorOpened, signedOut);
export const $shownLabs = sample({
  source: { labs: $labs, filter: $filter, stuck: $stuckEmails },
  fn: ({ labs, filter, stuck }) => filterLabs(labs, filter, stuck),
});

/** A change arrived while the labs were being read: read them once more when that read ends. */
const $rereadDue = createStore(false).reset(monitorOpened, fetchLabsFx);

sample({ clock: monitorOpened, target: [fetchClassFx, fetchLabsFx] });

const readRequested = sample({ clock: labsOutdated, source: $classId, filter: Boolean });
sample({ clock: readRequested, filter: fetchLabsFx.pending, fn: () => true, target: $rereadDue });
sample({
  clock: readRequested,
  source: fetchLabsFx.pending,
  filter: (pending) => !pending,
  fn: (_, classId) => classId,
  target: fetchLabsFx,
});
sample({
  clock: fetchLabsFx.finally,
  source: { due: $rereadDue, classId: $classId },
  filter: ({ due, classId }) => due && classId !== null,
  fn: ({ classId }) => classId as string,
  target: fetchLabsFx,
});
