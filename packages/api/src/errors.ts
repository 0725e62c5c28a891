import { SERVER_ERROR_STATUS } from './constants';

/** Error catalogue of spec §8, character for character; the power refusals are @academy/power-rules'. */
export const errorTexts = {
  loginServer: 'Server error.',
  loginInvalid: 'You have entered an invalid email or passphrase.',
  powerClient: 'Request contains an invalid virtual machine or command.',
  powerServer: 'Server is unavailable.',
  refreshClient: 'Request contains an invalid virtual machine.',
  refreshServer: 'Server is unavailable.',
  server: 'Server error.',
  client: 'Client error.',
  classListServer: 'Trouble fetching class list from the server.',
  courseListServer: 'Trouble fetching course list from the server.',
  remoteLoadFailed: 'Loading chunk failed',
} as const;

/** Messages of the identity library (spec §8). */
export const identityErrorTexts = {
  registrationUnsupported: 'Registration is not supported based on your current org configuration.',
  unlockUnsupported: 'Self Service Account Unlock is not supported based on your current org configuration.',
  noTransaction: 'No transaction data was found in storage',
  stateMismatch: 'State in redirect uri does not match with transaction state',
  noInteractionCode: 'Unable to parse interaction_code from the url',
  otpElsewhere: 'Enter the OTP code in the originating client',
} as const;

/** Thrown by the API fetchers for a non-2xx answer, so models can map the status to a §8 text. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** Thrown by the API fetchers when a call got no complete answer within its time-out. */
export class RequestTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(url: string, timeoutMs: number) {
    super(`${url} did not answer within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The status a time-out counts as: the gateway's, a server error, so the call shows its §8 server text. */
export const TIMEOUT_STATUS = 504;

/**
 * An HttpError, whichever part's copy of this package made it. Known by its name, not its class: each part bundles
 * its own copy, and the fetchers of `@academy/auth` (the shell's) throw the shell's.
 */
export function isHttpError(error: unknown): error is HttpError {
  return (
    error instanceof Error && error.name === 'HttpError' && typeof (error as { status?: unknown }).status === 'number'
  );
}

/** A RequestTimeoutError, whichever part's copy made it (see isHttpError). */
function isRequestTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'RequestTimeoutError';
}

/** Status of an error thrown by a fetcher; a time-out or a network failure counts as a server error (no answer). */
export function httpStatusOf(error: unknown): number {
  if (isHttpError(error)) return error.status;
  return isRequestTimeout(error) ? TIMEOUT_STATUS : 503;
}

/** The §8 text of a failed call: its server text from status 500 on (or with no answer), its client text otherwise. */
export function errorTextByStatus(error: unknown, texts: { server: string; client: string }): string {
  return httpStatusOf(error) >= SERVER_ERROR_STATUS ? texts.server : texts.client;
}

/** §8 for a call with no texts of its own (saves, deletes, folders, revert): 'Server error.' or 'Client error.' */
export function callErrorText(error: unknown): string {
  return errorTextByStatus(error, { server: errorTexts.server, client: errorTexts.client });
}

/** §8 "Course list", wherever courses are listed (the courses page, the class form's Course select). */
export function courseListErrorText(error: unknown): string {
  return errorTextByStatus(error, { server: errorTexts.courseListServer, client: errorTexts.client });
}

/** An instructor call refused for a missing or expired token: the identity client renews it or signs in again. */
export function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}
