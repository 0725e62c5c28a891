import { API_CALL_TIMEOUT_MS, errorTextByStatus, HttpError, RequestTimeoutError } from '@academy/api';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { hangingFetch } from '../testing/hung-server';
import { requestJson } from './request-json';

/** A server that sends its headers, then never finishes the body. */
function hungBodyFetch() {
  return rs.fn(async (_url: string, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"vms": ['));
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('requestJson', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
    rs.unstubAllGlobals();
  });

  it('gives up on a call that never answers after API_CALL_TIMEOUT_MS, with a RequestTimeoutError', async () => {
    const hung = hangingFetch();
    rs.stubGlobal('fetch', hung.fetch);
    const outcome = requestJson('/api/training-class').catch((error: unknown) => error);
    await rs.advanceTimersByTimeAsync(API_CALL_TIMEOUT_MS - 1);
    expect(hung.signals[0]?.aborted).toBe(false);

    await rs.advanceTimersByTimeAsync(1);
    expect(hung.signals[0]?.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    // §8: a time-out shows the call's server text.
    expect(errorTextByStatus(error, { server: 'Server error.', client: 'Client error.' })).toBe('Server error.');
  });

  it('takes the time-out the caller names', async () => {
    const hung = hangingFetch();
    rs.stubGlobal('fetch', hung.fetch);
    const outcome = requestJson('/api/training-class/vm/vm-1/power/start', { method: 'POST', timeoutMs: 60_000 }).catch(
      (error: unknown) => error,
    );
    await rs.advanceTimersByTimeAsync(API_CALL_TIMEOUT_MS);
    expect(hung.signals[0]?.aborted).toBe(false);
    await rs.advanceTimersByTimeAsync(60_000 - API_CALL_TIMEOUT_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).timeoutMs).toBe(60_000);
  });

  it('gives up on an answer whose body never completes', async () => {
    rs.stubGlobal('fetch', hungBodyFetch());
    const outcome = requestJson('/api/training-class/login', { method: 'POST' }).catch((error: unknown) => error);
    await rs.advanceTimersByTimeAsync(API_CALL_TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
  });

  it('leaves no timer behind once a call has answered', async () => {
    rs.stubGlobal('fetch', async () => new Response('[]', { status: 200 }));
    await expect(requestJson('/api/training-course')).resolves.toEqual([]);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('still reports an error answer as an HttpError with its status', async () => {
    rs.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'nope' }), { status: 404 }));
    const error = await requestJson('/api/training-course/x', { method: 'DELETE' }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect(rs.getTimerCount()).toBe(0);
  });
});
