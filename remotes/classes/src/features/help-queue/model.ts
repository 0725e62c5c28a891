import { callErrorText, createTimeout, type StudentLab } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { attach, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { lowerStudentHand } from '@/shared/api/student-hand';
import { claimStudentHand } from './api';
import { helpQueueOf, type QueuedHand } from './lib';

/** The class's queue of raised hands on the monitor: rank, a running wait time, Claim and Done. */

/** How often the wait times move on: they show whole minutes. */
export const WAIT_TICK_MS = 15_000;

export const queueOpened = createEvent<string>();
export const queueClosed = createEvent();
/** The monitor read the class's labs (each carries its hand). */
export const labsReceived = createEvent<readonly StudentLab[]>();
export const claimClicked = createEvent<string>();
export const doneClicked = createEvent<string>();

export const claimHandFx = attach({ source: $instructorApi, effect: claimStudentHand });
export const finishHelpFx = attach({ source: $instructorApi, effect: lowerStudentHand });
reportInstructorUnauthorized([claimHandFx, finishHelpFx]);

/** A claim or a Done was answered: the labs are read again (the push channel tells the other monitors). */
export const handChanged = merge([claimHandFx.finally, finishHelpFx.finally]);

const $classId = createStore<string | null>(null)
  .on(queueOpened, (_, classId) => classId)
  .reset(queueClosed);

export const $queue = createStore<QueuedHand[]>([])
  .on(labsReceived, (_, labs) => helpQueueOf(labs))
  .reset(queueOpened, queueClosed);

const readClockFx = createEffect(() => Date.now());

/** The instant the wait times are counted to. */
export const $now = createStore(0, { serialize: 'ignore' }).on(readClockFx.doneData, (_, now) => now);

/** Hands with a call under way: their buttons wait. */
export const $pendingHands = createStore<ReadonlySet<string>>(new Set())
  .on([claimHandFx, finishHelpFx], (pending, { email }) => new Set(pending).add(email))
  .on([claimHandFx.finally, finishHelpFx.finally], (pending, { params }) => {
    const next = new Set(pending);
    next.delete(params.email);
    return next;
  })
  .reset(queueOpened);

export const $queueError = createStore<string | null>(null)
  .on([claimHandFx.failData, finishHelpFx.failData], (_, error) => callErrorText(error))
  .reset(claimHandFx, finishHelpFx, queueOpened);

const withClass = (classId: string | null, email: string) => ({ classId: classId as string, email });
sample({ clock: claimClicked, source: $classId, filter: Boolean, fn: withClass, target: claimHandFx });
sample({ clock: doneClicked, source: $classId, filter: Boolean, fn: withClass, target: finishHelpFx });

// A clock that runs only while the monitor shows: each tick reads the time and waits for the next; fresh labs
// read it too, so a hand raised a moment ago waits 'less than a minute'.
const tick = createTimeout();
sample({ clock: [queueOpened, labsReceived, tick.fired], target: readClockFx });
sample({
  clock: readClockFx.done,
  source: $classId,
  filter: Boolean,
  fn: () => ({ delayMs: WAIT_TICK_MS, payload: undefined }),
  target: tick.start,
});
sample({ clock: queueClosed, target: tick.cancel });
