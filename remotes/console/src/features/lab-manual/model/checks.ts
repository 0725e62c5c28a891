import type { CheckAnswer, StudentCheckState } from '@academy/api';
import { $studentApi } from '@academy/auth';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchStudentChecks, runStudentCheck } from '../api';
import { answerText, checkErrorText, hasCheckMarker, limitText, stateText } from '../check-texts';
import { $manual, fetchManualFx, manualClosed, stepCheckPassed } from './manual';

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

/** How long the page waits between reads of the checks' state while a check it did not start runs. */
export const CHECKS_POLL_MS = 3_000;
export const checksPollWaitFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** The check this page started and waits on. */
const $startedCheck = createStore<string | null>(null)
  .on(runCheckFx, (_, { checkId }) => checkId)
  .reset(runCheckFx.finally, manualClosed);

/** The check the server says runs, started before a reload or on another page: its verdict comes with a later read. */
const $serverRunningCheck = createStore<string | null>(null)
  .on(fetchChecksFx.doneData, (_, { running }) => running)
  .reset(manualClosed, fetchChecksFx.fail);

/** The check running now: only one at a time, the others wait for its verdict. */
export const $runningCheck = combine($startedCheck, $serverRunningCheck, (started, server) => started ?? server);

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
// A check running that this page did not start: its state is read again until it ends, which brings its verdict.
sample({
  clock: fetchChecksFx.doneData,
  filter: ({ running }) => running !== null,
  fn: () => CHECKS_POLL_MS,
  target: checksPollWaitFx,
});
sample({
  clock: checksPollWaitFx.done,
  source: { manual: $manual, started: $startedCheck },
  filter: ({ manual, started }) => manual !== null && started === null,
  fn: () => undefined,
  target: loadChecksFx,
});
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
