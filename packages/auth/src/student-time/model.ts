import { createTimeout } from '@academy/api';
import { $studentClassEnd, signedOut } from '@academy/bus';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  type EndWarningMinutes,
  localHourText,
  localTimeText,
  msUntilNextChange,
  timeLeftText,
  warningReached,
  warningText,
} from './lib';

/**
 * The student's time in the class, shared by every page that shows it (/machines, /view): the class's end, the time
 * left, and the warnings before the labs go. The end comes from the student's push channel ($studentClassEnd); a
 * local timer moves the time left once a minute, and asks the server nothing.
 */

/** A page showing the class's time opened or closed. */
export const classTimeShown = createEvent();
export const classTimeHidden = createEvent();
/** The student closed the warning: it comes back only at the next one (15, then 5 minutes). */
export const endWarningDismissed = createEvent();

const readNowFx = createEffect(() => Date.now());
const nextChange = createTimeout();

/** How many pages show the time: /view may open before /machines closes. */
const $showing = createStore(0)
  .on(classTimeShown, (count) => count + 1)
  .on(classTimeHidden, (count) => Math.max(0, count - 1))
  .reset(signedOut);

const $now = createStore<number | null>(null).on(readNowFx.doneData, (_, now) => now);

/** Milliseconds until the labs go; null before the push channel told the end. */
export const $msLeft = combine($studentClassEnd, $now, (end, now) =>
  end === null || now === null ? null : Date.parse(end.labsEndAt) - now,
);

/** "Class ends Fri 28 Nov, 17:00 GMT+1", in the student's own zone; "" until the channel told it. */
export const $classEndText = $studentClassEnd.map((end) =>
  end === null ? '' : `Class ends ${localTimeText(end.endsAt)}`,
);

/** With a grace period the labs outlast the class: "Lab open until 17:30"; "" without one. */
export const $labsEndText = $studentClassEnd.map((end) =>
  end === null || end.labsEndAt === end.endsAt ? '' : `Lab open until ${localHourText(end.labsEndAt)}`,
);

export const $timeLeftText = $msLeft.map((msLeft) => (msLeft === null ? '' : timeLeftText(msLeft)));

/** The warning whose time has come; changes only when the next one does (or the end moved away from both). */
const $reached = $msLeft.map((msLeft): EndWarningMinutes | null => (msLeft === null ? null : warningReached(msLeft)));

/** The warning shown: opened when a warning's time comes, closed by the student or by an end moved later. */
export const $endWarning = createStore<EndWarningMinutes | null>(null)
  .on($reached.updates, (_, reached) => reached)
  .reset(endWarningDismissed, signedOut);

/** What the warning says now (its minutes count down while it shows). */
export const $endWarningText = combine($msLeft, $studentClassEnd, (msLeft, end) =>
  msLeft === null || end === null ? '' : warningText(msLeft, end.labsEndAt),
);

/** What a screen reader is told, once at each warning (the countdown itself is not read out every minute). */
export const $announcement = createStore('')
  .on(sample({ clock: $reached.updates, source: $endWarningText, filter: $reached.map(Boolean) }), (_, text) => text)
  .reset(signedOut);

sample({
  clock: [classTimeShown, $studentClassEnd.updates, nextChange.fired],
  filter: $showing.map(Boolean),
  target: readNowFx,
});
/** Until what the student sees changes next; null once the time is up (nothing changes any more). */
const $untilNextChange = $msLeft.map((msLeft) => (msLeft !== null && msLeft > 0 ? msUntilNextChange(msLeft) : null));
sample({
  clock: readNowFx.doneData,
  source: $untilNextChange,
  filter: (delayMs) => delayMs !== null,
  fn: (delayMs) => ({ delayMs: delayMs ?? 0, payload: undefined }),
  target: nextChange.start,
});
sample({
  clock: [classTimeHidden, signedOut],
  filter: $showing.map((count) => count === 0),
  target: nextChange.cancel,
});
