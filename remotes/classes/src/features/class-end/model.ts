import type { ClassEnd, ClassEndChange, TrainingClass } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { moveClassEnd } from './api';
import { instantOfLocalInput, moveErrorText } from './lib';

/** The monitored class was read (or read again): its end is what the panel shows and moves. */
export const classShown = createEvent<TrainingClass>();
export const panelClosed = createEvent();
/** Extend 30 min / Extend 60 min. */
export const extendClicked = createEvent<30 | 60>();
export const newEndChanged = createEvent<string>();
export const newEndSubmitted = createEvent();

export const moveClassEndFx = attach({ source: $instructorApi, effect: moveClassEnd });
reportInstructorUnauthorized([moveClassEndFx]);

const $classId = createStore<string | null>(null)
  .on(classShown, (_, trainingClass) => trainingClass.id)
  .reset(panelClosed, signedOut);

/** The class's end and its labs' end, as the server answered them last. */
export const $classEnd = createStore<ClassEnd | null>(null)
  .on(classShown, (_, { endsAt, labsEndAt }) => ({ endsAt, labsEndAt }))
  .on(moveClassEndFx.doneData, (_, { endsAt, labsEndAt }) => ({ endsAt, labsEndAt }))
  .reset(panelClosed, signedOut);

/** Only a running class can be extended: its labs exist. */
export const $canMove = createStore(false)
  .on(classShown, (_, { status }) => status === 'RUNNING')
  .on(moveClassEndFx.doneData, (_, { status }) => status === 'RUNNING')
  .reset(panelClosed, signedOut);

/** The datetime-local field of "Set end". */
export const $newEnd = createStore('')
  .on(newEndChanged, (_, value) => value)
  .reset(moveClassEndFx.done, panelClosed);

const invalidEndSubmitted = createEvent();

export const $moveError = createStore('')
  .on(moveClassEndFx.failData, (_, error) => moveErrorText(error))
  .on(invalidEndSubmitted, () => 'Enter the new end as a date and a time.')
  .reset(moveClassEndFx, panelClosed, signedOut);

export const $isMoving = moveClassEndFx.pending;

sample({
  clock: extendClicked,
  source: $classId,
  filter: (classId) => classId !== null,
  fn: (classId, minutes): { classId: string; change: ClassEndChange } => ({
    classId: classId ?? '',
    change: { extendByMinutes: minutes },
  }),
  target: moveClassEndFx,
});
sample({
  clock: newEndSubmitted,
  source: { classId: $classId, value: $newEnd },
  filter: ({ classId, value }) => classId !== null && instantOfLocalInput(value) !== null,
  fn: ({ classId, value }): { classId: string; change: ClassEndChange } => ({
    classId: classId ?? '',
    change: { endsAt: instantOfLocalInput(value) ?? '' },
  }),
  target: moveClassEndFx,
});
sample({
  clock: newEndSubmitted,
  source: $newEnd,
  filter: (value) => instantOfLocalInput(value) === null,
  target: invalidEndSubmitted,
});
