import { CLIENT_ERROR_STATUS, SERVER_ERROR_STATUS, errorTexts, httpStatusOf } from '@academy/contracts';

/** Spec §8 texts of this remote's calls. A network failure counts as a server error (no answer at all). */

function byStatus(error: unknown, serverText: string): string {
  const status = httpStatusOf(error);
  if (status >= SERVER_ERROR_STATUS) return serverText;
  if (status >= CLIENT_ERROR_STATUS) return errorTexts.client;
  return serverText;
}

/** GET /api/training-class: 'Trouble fetching class list from the server.' or 'Client error.' */
export function classListErrorText(error: unknown): string {
  return byStatus(error, errorTexts.classListServer);
}

/** Class create, edit and delete: 'Server error.' or 'Client error.' */
export function classSaveErrorText(error: unknown): string {
  return byStatus(error, errorTexts.server);
}

/** GET /api/training-course for the form's Course select: 'Trouble fetching course list from the server.' or 'Client error.' */
export function courseListErrorText(error: unknown): string {
  return byStatus(error, errorTexts.courseListServer);
}

/** An instructor call refused for a missing or expired token. */
export function isUnauthorized(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}
