import { HttpError } from '@academy/api';
import type { InstructorApi } from '@academy/auth/instructor-api';

/** A path of the API as the calls made with fetch itself reach it. */
export function instructorUrlOf(api: InstructorApi, path: string): string {
  return `${api.apiBaseUrl.replace(/\/+$/, '')}${path}`;
}

/** A file the API answers (a PNG, a CSV) as a blob: a plain <img> or <a href> could not send the bearer token. */
export async function fetchInstructorFile(api: InstructorApi, path: string): Promise<Blob> {
  const response = await fetch(instructorUrlOf(api, path), {
    headers: { Authorization: `Bearer ${api.accessToken}` },
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText);
  return response.blob();
}
