import { errorTexts, httpStatusOf, SERVER_ERROR_STATUS } from '@academy/contracts';

/** Spec §8 "Course list": 5xx has its own text; a 4xx is a client error. */
export function courseListErrorTextOf(error: unknown): string {
  return httpStatusOf(error) >= SERVER_ERROR_STATUS ? errorTexts.courseListServer : errorTexts.client;
}

/** Spec §8 "Folders and other course calls": 'Server error.' for 5xx, 'Client error.' for 4xx. */
export function courseCallErrorTextOf(error: unknown): string {
  return httpStatusOf(error) >= SERVER_ERROR_STATUS ? errorTexts.server : errorTexts.client;
}

/** The bearer token was refused: the identity client renews it or signs the instructor in again. */
export function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}
