import type { CheckAnswer, StudentCheckState } from '@academy/api';
import { $studentApi } from '@academy/auth';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchStudentChecks, runStudentCheck } from '../api';
import { answerText, checkErrorText, hasCheckMarker, limitText, stateText } from '../check-texts';
import { fetchManualFx, manualClosed, stepCheckPassed } from './manual';

/**
 * "Check my work" on a step with a check: the check runs in the student's own machine, one at a time, within the
 * limit the server keeps; a pass marks the step done (the server marked it: the page shows it at once).
 */

/** The student asked to check a step's work (its check's id). */
export const checkClicked = createEvent<string>();
export const checksRetryClicked = createEvent();

export const fetchChecksFx = createEffect(fetchStudentChecks);
const loadChecksFx = attach({ source: $studentApi, effect: fetchChecksFx });
export const runCheckFx = createEffect(runStudentCheck);
const startCheckFx = attach({
  source: $studentApi,
  effect: runCheckFx,
  mapParams: (checkId: string, api) => ({ ...api, checkId }),
});

/** A check's latest outcome as the step says it. */
export interface CheckOutcome {
  text: string;
  tone: 'passed' | 'failed' | 'error';
}

/** Each check's attempts and verdicts, as loaded with the manual and after each answer. */
export const $checkStates = createStore<StudentCheckState[]>([])
  .on(fetchChecksFx.doneData, (_, { checks }) => checks)
  .on(runCheckFx.doneData, (states, answer) =>
    states.map((state) => (state.checkId === answer.checkId ? afterAnswer(state, answer) : state)),
  )
  .reset(manualClosed);

function afterAnswer(state: StudentCheckState, answer: CheckAnswer): StudentCheckState {
  const { attemptsUsed, attemptsLeft, nextAttemptAt, limit, verdict } = answer;
  return {
    ...state,
    attemptsUsed,
    attemptsLeft,
    nextAttemptAt,
    limit,
    passed: state.passed || verdict === 'passed',
    lastVerdict: verdict,
  };
}

export const $checksLoadFailed = createStore(false)
  .on(fetchChecksFx.fail, () => true)
  .reset(manualClosed, fetchChecksFx);

/** The check running now: only one at a time, the others wait for its verdict. */
export const $runningCheck = createStore<string | null>(null)
  .on(runCheckFx, (_, { checkId }) => checkId)
  .reset(runCheckFx.finally, manualClosed);

export const $checkOutcomes = createStore<Record<string, CheckOutcome>>({})
  .on(fetchChecksFx.doneData, (_, { checks }) =>
    Object.fromEntries(
      checks
        .filter((state) => state.passed || state.lastVerdict !== null)
        .map((state) => [state.checkId, { text: stateText(state), tone: state.passed ? 'passed' : 'failed' }]),
    ),
  )
  .on(runCheckFx.done, (outcomes, { params, result }) => ({
    ...outcomes,
    [params.checkId]: { text: answerText(result), tone: result.verdict === 'passed' ? 'passed' : 'failed' },
  }))
  .on(runCheckFx.fail, (outcomes, { params, error }) => ({
    ...outcomes,
    [params.checkId]: { text: checkErrorText(error), tone: 'error' },
  }))
  .reset(manualClosed);

/** The limit beside each check's button, by its id. */
export const $checkLimits = combine($checkStates, (states) =>
  Object.fromEntries(states.map((state) => [state.checkId, limitText(state)])),
);

// The checks' state comes with a manual that has checks: a manual without any costs no call.
sample({
  clock: fetchManualFx.doneData,
  filter: (manual) => hasCheckMarker(manual.markdown),
  target: loadChecksFx,
});
sample({ clock: checksRetryClicked, target: loadChecksFx });
sample({
  clock: checkClicked,
  source: $runningCheck,
  filter: (running) => running === null,
  fn: (_, id) => id,
  target: startCheckFx,
});

sample({
  clock: runCheckFx.doneData,
  filter: (answer) => answer.verdict === 'passed',
  fn: ({ step }) => step,
  target: stepCheckPassed,
});
