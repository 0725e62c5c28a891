import {
  API_CALL_TIMEOUT_MS,
  apiPaths,
  type ClassConsoleTicketInput,
  type ConsoleTicket,
  type ConsoleWatchMode,
  HttpError,
} from '@academy/api';
import { $runtimeConfig } from '@academy/bus';
import { combine } from 'effector';
import { $studentBasic } from '../student-session/model';
import { apiUrlOf } from './api-url';
import { fetchWithin, instructorAuthHeaders, requestJson, studentAuthHeaders } from './request-json';

/** Where and as whom a student call goes: the configured API base URL and the Basic credential. */
export interface StudentApi {
  apiBaseUrl: string;
  basic: string;
}

/** Source of `attach` for every student effect: the runtime configuration and the stored credential. */
export const $studentApi = combine(
  $runtimeConfig,
  $studentBasic,
  ({ apiBaseUrl }, basic): StudentApi => ({ apiBaseUrl, basic }),
);

export interface StudentRequest {
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON. */
  body?: unknown;
  /** API_CALL_TIMEOUT_MS when absent. */
  timeoutMs?: number;
}

/** One student call (spec §7) with the Basic credential, never a bearer token; a non-2xx answer throws HttpError. */
export function studentRequest<T>(
  api: StudentApi,
  path: string,
  { method = 'GET', body, timeoutMs }: StudentRequest = {},
): Promise<T> {
  const headers: Record<string, string> = { ...(studentAuthHeaders(api.basic) as Record<string, string>) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return requestJson<T>(apiUrlOf(api.apiBaseUrl, path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    timeoutMs,
  });
}

/**
 * POST /api/training-class/vm/{machineId}/ticket: a one-time console address. The lab asks for the first, the
 * console for every reconnect (a ticket works once).
 */
export function fetchConsoleTicket({ vm, ...api }: StudentApi & { vm: string }): Promise<ConsoleTicket> {
  return studentRequest<ConsoleTicket>(api, apiPaths.machineTicket(vm), { method: 'POST' });
}

/**
 * POST /api/training-class/{id}/vm/{machineId}/ticket: the instructor's twin of fetchConsoleTicket, for a console
 * opened from the class monitor (Bearer token).
 */
export function fetchClassConsoleTicket(
  api: { apiBaseUrl: string; accessToken: string },
  classId: string,
  vm: string,
  mode: ConsoleWatchMode = 'view',
): Promise<ConsoleTicket> {
  const body: ClassConsoleTicketInput = { mode };
  return requestJson<ConsoleTicket>(apiUrlOf(api.apiBaseUrl, apiPaths.classMachineTicket(classId, vm)), {
    method: 'POST',
    headers: { ...instructorAuthHeaders(api.accessToken), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A picture the server answers with, and its tag; `unchanged` when it is still the one tagged `etag`. */
export type StudentPicture = { blob: Blob; etag: string | null } | 'unchanged';

/**
 * GET of a picture for the student (the screen presented to the class): sent with the tag of the picture shown, so
 * an unchanged one costs a 304 and no bytes. A non-2xx answer throws HttpError.
 */
export function fetchStudentPicture(api: StudentApi, path: string, etag: string | null): Promise<StudentPicture> {
  const headers: Record<string, string> = { ...(studentAuthHeaders(api.basic) as Record<string, string>) };
  if (etag) headers['If-None-Match'] = etag;
  const url = apiUrlOf(api.apiBaseUrl, path);
  return fetchWithin(url, API_CALL_TIMEOUT_MS, async (signal) => {
    const response = await fetch(url, { headers, signal });
    if (response.status === 304) return 'unchanged';
    if (!response.ok) throw new HttpError(response.status, response.statusText);
    return { blob: await response.blob(), etag: response.headers.get('ETag') };
  });
}
