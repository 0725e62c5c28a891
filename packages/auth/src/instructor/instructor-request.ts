import { isUnauthorized } from '@academy/api';
// By the package's own name: this entry is shared on its own, and must reach the one identity state of '@academy/auth'.
import { $accessToken, instructorAuthHeaders, instructorUnauthorized, requestJson } from '@academy/auth';
import { $runtimeConfig } from '@academy/bus';
import { combine, type Event, sample } from 'effector';
import { apiUrlOf } from '../http/api-url';

/** Where and as whom an instructor call goes: the configured API base URL and the current access token. */
export interface InstructorApi {
  /** Base URL of the Training API; empty means the page's origin. */
  apiBaseUrl: string;
  accessToken: string;
}

/** Source of `attach` for every instructor effect. */
export const $instructorApi = combine(
  $runtimeConfig,
  $accessToken,
  ({ apiBaseUrl }, accessToken): InstructorApi => ({
    apiBaseUrl,
    accessToken,
  }),
);

export interface InstructorRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
}

/** One instructor call (spec §7): Bearer token, JSON in and out; a non-2xx answer throws HttpError. */
export function instructorRequest<T>(
  api: InstructorApi,
  path: string,
  { method = 'GET', body }: InstructorRequest = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(instructorAuthHeaders(api.accessToken) as Record<string, string>),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return requestJson<T>(apiUrlOf(api.apiBaseUrl, path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A 401 from any of these effects tells the identity session, which renews the token or signs the instructor in again. */
export function reportInstructorUnauthorized(effects: ReadonlyArray<{ failData: Event<unknown> }>): void {
  sample({ clock: effects.map((effect) => effect.failData), filter: isUnauthorized, target: instructorUnauthorized });
}
