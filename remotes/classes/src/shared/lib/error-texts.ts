import { errorTextByStatus, errorTexts } from '@academy/api';

/** Spec §8 texts of this remote's calls. A network failure counts as a server error (no answer at all). */

/** GET /api/training-class: 'Trouble fetching class list from the server.' or 'Client error.' */
export function classListErrorText(error: unknown): string {
  return errorTextByStatus(error, { server: errorTexts.classListServer, client: errorTexts.client });
}
