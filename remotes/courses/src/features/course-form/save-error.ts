import { callErrorText, isHttpError } from '@academy/api';

/** How the server begins each problem of a manual's checks (readChecks of @academy/manual): with its step. */
const CHECK_PROBLEM = /^(?:Step \d+: |Before the first step: |A check before the first step )/;

/**
 * The banner's text for a failed save: spec §8's 'Server error.' or 'Client error.', except a manual whose checks the
 * server refused, said with each step and reason as the server gave them, so the author knows what to fix.
 */
export function courseSaveErrorText(error: unknown): string {
  if (isHttpError(error) && error.status === 400 && CHECK_PROBLEM.test(error.message)) {
    return `The server refused the manual's checks: ${error.message}`;
  }
  return callErrorText(error);
}
