import { type CheckAnswer, type CheckVerdict, callErrorText, httpStatusOf, type StudentCheckState } from '@academy/api';

/** What "Check my work" says: its limit, why it waits, and each verdict in words. */

export const CHECK_BUTTON_TEXT = 'Check my work';
export const CHECKING_TEXT = 'Checking…';
export const OTHER_CHECK_RUNS_TEXT = 'Another check is running: wait for its verdict.';
export const CHECKS_NOT_LOADED_TEXT = 'Your checks could not be loaded.';

/** Whether a step's Markdown, as the student receives it, holds a check's marker (the server sends no checks' state otherwise). */
export function hasCheckMarker(markdown: string): boolean {
  return /^ {0,3}```check\b/m.test(markdown);
}

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** The limit beside the button: "5 checks in 10 minutes: 4 left", or when the next is allowed. */
export function limitText({ limit, attemptsLeft, nextAttemptAt }: StudentCheckState): string {
  if (attemptsLeft > 0) return `${limit.text}: ${attemptsLeft} left`;
  return nextAttemptAt ? `${limit.text}: none left until ${timeOf(nextAttemptAt)}` : `${limit.text}: none left`;
}

/** A verdict as the step says it, with its hint or reason. */
export function answerText(answer: CheckAnswer): string {
  if (answer.verdict === 'passed') return PASSED_TEXT;
  if (answer.verdict === 'failed') return answer.hint.trim() === '' ? 'Failed.' : `Failed. ${answer.hint}`;
  return `Could not run: ${answer.reason}`;
}

const PASSED_TEXT = 'Passed: the step is marked done.';

/** What a reload says of the latest verdict (its hint or reason is not kept). */
const LAST_VERDICT_TEXTS = {
  passed: PASSED_TEXT,
  failed: 'Your last check failed.',
  'could-not-run': 'Your last check could not run.',
} satisfies Record<CheckVerdict, string>;

/** The state loaded with the manual, in words: a pass stays said after failures (the step stays done). */
export function stateText({ passed, lastVerdict }: StudentCheckState): string {
  if (passed) return PASSED_TEXT;
  return lastVerdict ? LAST_VERDICT_TEXTS[lastVerdict] : '';
}

/** Refusals the server words for the student: a check the manual no longer has (404), "one at a time" (409), the limit (429). */
const SAID_BY_THE_SERVER = new Set([404, 409, 429]);

/** A refused or failed check: a refusal in the server's words, anything else as its §8 text. */
export function checkErrorText(error: unknown): string {
  const status = httpStatusOf(error);
  if (SAID_BY_THE_SERVER.has(status) && error instanceof Error && error.message.trim() !== '') return error.message;
  return `The check got no verdict: ${callErrorText(error)} Try again.`;
}
