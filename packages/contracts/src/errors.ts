import { httpStatusOf } from '@academy/api';
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

// The fetchers of `@academy/auth` (the shell's) throw `@academy/api`'s errors: a remote release built against 1.x
// recognises them only if its HttpError is that very class.
export { HttpError, httpStatusOf, RequestTimeoutError } from '@academy/api';

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
