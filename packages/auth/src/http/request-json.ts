import { API_CALL_TIMEOUT_MS, type ApiErrorBody, HttpError, RequestTimeoutError } from '@academy/api';

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return body.message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

/** A request of requestJson: the helper owns the abort signal, the caller may name the time-out. */
export interface JsonRequestInit extends Omit<RequestInit, 'signal'> {
  /** Gives up after this long, headers and body included; API_CALL_TIMEOUT_MS when absent. */
  timeoutMs?: number;
}

/**
 * Fetches JSON; a non-2xx answer becomes an HttpError carrying its status, for the §8 mapping. A call with no
 * complete answer within its time-out is aborted and throws a RequestTimeoutError, which §8 counts as a server error.
 */
export function requestJson<T>(url: string, init: JsonRequestInit = {}): Promise<T> {
  const { timeoutMs = API_CALL_TIMEOUT_MS, ...request } = init;
  return fetchWithin(url, timeoutMs, async (signal) => {
    const response = await fetch(url, { ...request, signal });
    if (!response.ok) throw new HttpError(response.status, await errorMessageOf(response));
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  });
}

/** Runs a fetch and its reading, aborted after `timeoutMs` with a RequestTimeoutError. */
export async function fetchWithin<T>(
  url: string,
  timeoutMs: number,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  // A timer rather than AbortSignal.timeout: a page's or a test's fake clock then drives it too.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await run(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? new RequestTimeoutError(url, timeoutMs) : error;
  } finally {
    clearTimeout(timer);
  }
}

/** A student call: the Basic credential, never a bearer token. */
export function studentAuthHeaders(basic: string): HeadersInit {
  return { Authorization: `Basic ${basic}` };
}

/** An instructor call: the identity provider's access token, never the student's credential. */
export function instructorAuthHeaders(accessToken: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}` };
}
