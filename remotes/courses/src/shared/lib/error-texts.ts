import { errorTextByStatus, errorTexts } from '@academy/contracts';

/** Spec §8 "Course list": 5xx has its own text; a 4xx is a client error. */
export function courseListErrorTextOf(error: unknown): string {
  return errorTextByStatus(error, { server: errorTexts.courseListServer, client: errorTexts.client });
}

/** Spec §8 "Folders and other course calls": 'Server error.' for 5xx, 'Client error.' for 4xx. */
export function courseCallErrorTextOf(error: unknown): string {
  return errorTextByStatus(error, { server: errorTexts.server, client: errorTexts.client });
}
