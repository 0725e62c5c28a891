import { httpStatusOf, type ManualProgress, type ManualProgressInput, type StudentManual } from '@academy/api';
import { $studentApi } from '@academy/auth';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchStudentManual, saveManualProgress } from '../api';

/** The class's manual on /view and the student's place in it, kept on the server. */

/** /view opened a student's console: show the class's manual beside it. */
export const manualOpened = createEvent();
export const manualClosed = createEvent();
export const retryClicked = createEvent();
/** The student went to another step (Previous, Next). */
export const stepChosen = createEvent<number>();
/** The student marked a step done, or not done. */
export const stepMarked = createEvent<{ step: number; done: boolean }>();
/** A step's check passed (model/checks.ts): the server marked the step done, the page shows it at once. */
export const stepCheckPassed = createEvent<number>();

export const fetchManualFx = createEffect(fetchStudentManual);
const loadManualFx = attach({ source: $studentApi, effect: fetchManualFx });
export const saveProgressFx = createEffect(saveManualProgress);
const storeProgressFx = attach({
  source: $studentApi,
  effect: saveProgressFx,
  mapParams: (input: ManualProgressInput, api) => ({ ...api, input }),
});

export const $manual = createStore<StudentManual | null>(null)
  .on(fetchManualFx.doneData, (_, manual) => manual)
  .reset(manualClosed);

/** The class reads no manual (404): the console keeps the whole width. */
export const $hasNoManual = createStore(false)
  .on(fetchManualFx.fail, (_, { error }) => httpStatusOf(error) === 404)
  .reset(manualClosed, fetchManualFx.done);
export const $showsLoadError = createStore(false)
  .on(fetchManualFx.fail, (_, { error }) => httpStatusOf(error) !== 404)
  .reset(manualClosed, fetchManualFx);
export const $isLoading = fetchManualFx.pending;

/** A place that could not be saved; the manual is fetched again so the page shows what the server has. */
export const $progressError = createStore('')
  .on(saveProgressFx.fail, () => 'Your place in the manual could not be saved. Try again in a moment.')
  .reset(manualClosed, saveProgressFx.done);

sample({ clock: [manualOpened, retryClicked, saveProgressFx.fail], target: loadManualFx });

const stepInRange = (manual: StudentManual | null, step: number) =>
  manual !== null && Number.isInteger(step) && step >= 1 && step <= manual.stepCount;
/** A move or mark of a step the manual has (a stale page may offer one it no longer has). */
const stepMoved = sample({ clock: stepChosen, source: $manual, filter: stepInRange, fn: (_, step) => step });
const stepToggled = sample({
  clock: stepMarked,
  source: $manual,
  filter: (manual, { step }) => stepInRange(manual, step),
  fn: (_, mark) => mark,
});

/** The student's place as shown: changed at once on a click, then as the server stored it. */
export const $progress = createStore<ManualProgress | null>(null)
  .on(fetchManualFx.doneData, (_, manual) => manual.progress)
  .on(stepMoved, (progress, step) => progress && { ...progress, currentStep: step })
  .on(stepToggled, (progress, { step, done }) => {
    if (!progress) return progress;
    const others = progress.done.filter((marked) => marked !== step);
    return { ...progress, done: done ? [...others, step].sort((a, b) => a - b) : others };
  })
  .on(saveProgressFx.doneData, (_, progress) => progress)
  .on(stepCheckPassed, (progress, step) =>
    progress && !progress.done.includes(step)
      ? { ...progress, done: [...progress.done, step].sort((a, b) => a - b) }
      : progress,
  )
  .reset(manualClosed);

sample({ clock: stepMoved, fn: (step): ManualProgressInput => ({ currentStep: step }), target: storeProgressFx });
sample({ clock: stepToggled, fn: (mark): ManualProgressInput => ({ mark }), target: storeProgressFx });
