import { API_CALL_TIMEOUT_MS, HttpError, RequestTimeoutError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { whileServerHangs } from '../testing/hung-server';
import { instructorRequest } from './instructor-request';

const call = { apiBaseUrl: 'https://api.academy.test', accessToken: 'token-1' };

function answer(status: number, body: unknown) {
  return rs.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('instructorRequest', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('calls the configured API with the bearer token', async () => {
    const fetch = answer(200, [{ id: 'c1' }]);
    await expect(instructorRequest(call, '/api/training-course')).resolves.toEqual([{ id: 'c1' }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.academy.test/api/training-course');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(init?.body).toBeUndefined();
  });

  it('sends a body as JSON', async () => {
    const fetch = answer(201, { id: 'c2' });
    await instructorRequest(call, '/api/training-course', { method: 'POST', body: { name: 'A' } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('joins a base URL with a trailing slash without doubling it, and asks for JSON', async () => {
    const fetch = answer(200, []);
    await instructorRequest({ ...call, apiBaseUrl: 'https://api.academy.test/' }, '/api/training-class');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.academy.test/api/training-class');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('throws an HttpError with the status of a failed answer', async () => {
    answer(400, { error: 'invalid', message: 'bad' });
    await expect(instructorRequest(call, '/api/training-course')).rejects.toEqual(new HttpError(400, 'bad'));
  });

  it('gives up on a call that never answers after API_CALL_TIMEOUT_MS', async () => {
    const outcome = await whileServerHangs(
      () => instructorRequest(call, '/api/training-course').catch((error: unknown) => error),
      API_CALL_TIMEOUT_MS,
    );
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });
});
