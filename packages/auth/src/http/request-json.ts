import { HttpError, type ApiErrorBody } from '@academy/contracts';

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return body.message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

/** Fetches JSON; a non-2xx answer becomes an HttpError carrying its status, for the §8 mapping. */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new HttpError(response.status, await errorMessageOf(response));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A student call: the Basic credential, never a bearer token. */
export function studentAuthHeaders(basic: string): HeadersInit {
  return { Authorization: `Basic ${basic}` };
}

/** An instructor call: the identity provider's access token, never the student's credential. */
export function instructorAuthHeaders(accessToken: string): HeadersInit {
  return { Authorization: `Bearer ${accessToken}` };
}
