import { combine } from 'effector';
import { $runtimeConfig } from '@academy/contracts';
import { $accessToken, instructorAuthHeaders, requestJson } from '@academy/auth';

/** What every instructor call needs: where the Training API is and the bearer token. */
export interface InstructorCall {
  apiBaseUrl: string;
  accessToken: string;
}

/** Source of `attach` for every instructor effect of this remote. */
export const $instructorCall = combine($runtimeConfig, $accessToken, (config, accessToken): InstructorCall => ({
  apiBaseUrl: config.apiBaseUrl,
  accessToken,
}));

export interface InstructorRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
}

/** One Training API call with the instructor's bearer token; a non-2xx answer throws an HttpError. */
export function instructorRequest<T>(call: InstructorCall, path: string, { method = 'GET', body }: InstructorRequest = {}): Promise<T> {
  const headers: Record<string, string> = { ...(instructorAuthHeaders(call.accessToken) as Record<string, string>) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return requestJson<T>(`${call.apiBaseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
