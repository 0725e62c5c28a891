import { requestJson, instructorAuthHeaders } from '@academy/auth';

/** Where and as whom an instructor call goes: read from $runtimeConfig and the identity state by the models. */
export interface InstructorApi {
  /** Base URL of the Training API; empty means the page's origin (never this script's origin). */
  apiBaseUrl: string;
  accessToken: string;
}

export interface InstructorRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** One instructor call (spec §7): Bearer token, JSON in and out; a non-2xx answer throws HttpError. */
export function instructorRequest<T>(api: InstructorApi, path: string, request: InstructorRequest = {}): Promise<T> {
  const { method = 'GET', body } = request;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(instructorAuthHeaders(api.accessToken) as Record<string, string>),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return requestJson<T>(`${api.apiBaseUrl.replace(/\/+$/, '')}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
