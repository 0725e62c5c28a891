import { $hasStudentSession } from '@academy/auth';
import { createTimeout, PROVISIONING_POLL_MS, signedOut } from '@academy/contracts';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { fetchLabFx, labLoaded } from '@/shared/lab-session/model';
import { isProvisioning, needsProvisioningPoll, provisioningText } from '../lib';
import { $expectedVmCount, $machines } from './machines';
import { revertFx } from './requests';

// Revert and provisioning progress: the list is re-fetched every 25 s until every expected machine is on.

/** The completion action: every expected machine is powered on. */
const provisioningFinished = createEvent();

/** A revert, or a lab that answered with fewer machines than expected, is in progress until finished. */
export const $isReverting = createStore(false)
  .on(revertFx.done, () => true)
  .on(labLoaded, (isReverting, lab) => isReverting || isProvisioning(lab))
  .on(provisioningFinished, () => false)
  .reset(signedOut);

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

/** The provisioning poll's interval (spec §9). */
const pollTimeout = createTimeout();
/** The poll's timer runs: restarting it would put the re-fetch off, so a second start waits for it instead. */
const $isPollWaiting = createStore(false)
  .on(pollTimeout.start, () => true)
  .on([pollTimeout.fired, pollTimeout.cancel], () => false);

// One timer at a time; a failed re-fetch while still in progress waits and tries again.
sample({
  clock: [labChanged, fetchLabFx.fail],
  source: { needsPoll: $needsPoll, isWaiting: $isPollWaiting },
  filter: ({ needsPoll, isWaiting }) => needsPoll && !isWaiting,
  fn: () => ({ delayMs: PROVISIONING_POLL_MS, payload: undefined }),
  target: pollTimeout.start,
});

sample({
  clock: pollTimeout.fired,
  source: { isReverting: $isReverting, hasSession: $hasStudentSession },
  filter: ({ isReverting, hasSession }) => isReverting && hasSession,
  fn: () => undefined,
  target: fetchLabFx,
});

// After Log Out there is nothing to poll: no timer outlives the session.
sample({ clock: signedOut, target: pollTimeout.cancel });
