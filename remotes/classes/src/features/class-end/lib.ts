import { errorTexts, isHttpError } from '@academy/api';

/**
 * The value of a datetime-local field ("2026-11-28T17:30", the instructor's own zone) as an ISO instant; null when
 * it is no date and time.
 */
export function instantOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The server says what was wrong with the new end (in the past, too far, class over); '' for 'Server error.'. */
export function moveErrorText(error: unknown): string {
  if (isHttpError(error) && error.status >= 400 && error.status < 500) return error.message;
  return errorTexts.server;
}
