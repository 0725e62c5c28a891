import { createTimeout, PROVISIONING_POLL_MS } from '@academy/api';
import { $hasStudentSession } from '@academy/auth';
import { signedOut } from '@academy/bus';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { fetchLabFx, labLoaded } from '@/shared/model/lab-session';
import { isProvisioning, type LabProgress, needsProvisioningPoll, pollDelayMs, provisioningText } from '../lib';
import { $expectedVmCount, $machines } from './machines';
import { revertFx } from './requests';

// Revert and provisioning progress: the list is re-fetched until every expected machine is on, every 25 s, and
// sooner (never within 2 s) when the server says when its next machine is due.

/** The completion action: every expected machine is powered on. */
const provisioningFinished = createEvent();

/** A revert, or a lab that answered with fewer machines than expected, is in progress until finished. */
export const $isReverting = createStore(false)
  .on(revertFx.done, () => true)
  .on(labLoaded, (isReverting, lab) => isReverting || isProvisioning(lab))
  .on(provisioningFinished, () => false)
  .reset(signedOut);

/** While a revert runs or the lab is being provisioned, the whole-lab actions wait: its machines come and go. */
export const $isLabInProgress = combine(
  $isReverting,
  revertFx.pending,
  (isReverting, isRevertPending) => isReverting || isRevertPending,
);

/** The student's own revert started the progress (the page says so, rather than 'provisioned'). */
const $isOwnRevert = createStore(false)
  .on(revertFx, () => true)
  .on([revertFx.fail, provisioningFinished], () => false)
  .reset(signedOut);

/** What the lab is going through, for the words the page shows while its machines come and go. */
export const $labProgress = combine($isLabInProgress, $isOwnRevert, (isInProgress, isOwnRevert): LabProgress => {
  if (!isInProgress) return 'none';
  return isOwnRevert ? 'reverting' : 'provisioning';
});

const $needsPoll = combine($isReverting, $machines, $expectedVmCount, needsProvisioningPoll);

/** The banner while reverting or provisioning; empty otherwise. */
export const $provisioningBanner = combine($isReverting, $machines, $expectedVmCount, (isReverting, machines, total) =>
  isReverting ? provisioningText(machines, total) : '',
);

const labChanged = merge([labLoaded, revertFx.doneData]);

sample({
  clock: labChanged,
  source: { isReverting: $isReverting, needsPoll: $needsPoll },
  filter: ({ isReverting, needsPoll }) => isReverting && !needsPoll,
  fn: () => undefined,
  target: provisioningFinished,
});

/** The provisioning poll's timer (spec §9). */
const pollTimeout = createTimeout();

/** The lab is still in progress: the next re-fetch is wanted this many ms from now. */
const stillInProgress = createEvent<number>();

sample({
  clock: labChanged,
  filter: $needsPoll,
  fn: (lab) => pollDelayMs(lab.nextMachineDueInMs),
  target: stillInProgress,
});
// A failed re-fetch while still in progress waits the 25 s and tries again.
sample({ clock: fetchLabFx.fail, filter: $needsPoll, fn: () => PROVISIONING_POLL_MS, target: stillInProgress });

interface PollPlan {
  delayMs: number;
  /** When the timer fires, in epoch ms. */
  firesAt: number;
}

/** When the running timer fires, in epoch ms; null when none runs. */
const $pollFiresAt = createStore<number | null>(null).on([pollTimeout.fired, pollTimeout.cancel], () => null);

/**
 * One timer at a time. A later answer may bring the re-fetch forward (its next machine is due sooner) but never
 * puts it off: a Refresh List every 20 s must not keep the poll from running.
 */
const planPollFx = createEffect(
  ({ delayMs, runningFiresAt }: { delayMs: number; runningFiresAt: number | null }): PollPlan | null => {
    const firesAt = Date.now() + delayMs;
    return runningFiresAt !== null && runningFiresAt <= firesAt ? null : { delayMs, firesAt };
  },
);

sample({
  clock: stillInProgress,
  source: $pollFiresAt,
  fn: (runningFiresAt, delayMs) => ({ delayMs, runningFiresAt }),
  target: planPollFx,
});

const pollPlanned = sample({
  clock: planPollFx.doneData,
  filter: (plan): plan is PollPlan => plan !== null,
});

$pollFiresAt.on(pollPlanned, (_, { firesAt }) => firesAt);
sample({ clock: pollPlanned, fn: ({ delayMs }) => ({ delayMs, payload: undefined }), target: pollTimeout.start });

sample({
  clock: pollTimeout.fired,
  source: { isReverting: $isReverting, hasSession: $hasStudentSession },
  filter: ({ isReverting, hasSession }) => isReverting && hasSession,
  fn: () => undefined,
  target: fetchLabFx,
});

// After Log Out there is nothing to poll: no timer outlives the session.
sample({ clock: signedOut, target: pollTimeout.cancel });
