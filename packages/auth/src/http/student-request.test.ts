import { API_CALL_TIMEOUT_MS, HttpError, RequestTimeoutError } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { whileServerHangs } from '../testing/hung-server';
import { fetchConsoleTicket, fetchStudentPicture, studentRequest } from './student-request';

describe('student calls', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('sends the Basic credential to the configured API', async () => {
    const fetch = rs
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"powerState":"POWERED_ON"}', { status: 200 }));
    await studentRequest(
      { apiBaseUrl: 'https://api.academy.test/', basic: 'YTpi' },
      '/api/training-class/vm/vm-1/power',
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.academy.test/api/training-class/vm/vm-1/power');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Basic YTpi');
  });

  it('gives up on a ticket that never comes after API_CALL_TIMEOUT_MS, as a server error the console retries', async () => {
    const outcome = await whileServerHangs(
      () => fetchConsoleTicket({ apiBaseUrl: '', basic: 'YTpi', vm: 'vm-1' }).catch((error: unknown) => error),
      API_CALL_TIMEOUT_MS,
    );
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  it('asks for a picture with the tag of the one shown: unchanged on 304, the new picture and tag on 200', async () => {
    const api = { apiBaseUrl: '', basic: 'YTpi' };
    const fetch = rs
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(new Uint8Array([137, 80]), { status: 200, headers: { ETag: '"a"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304 }))
      .mockResolvedValueOnce(new Response('{"message":"none"}', { status: 404 }));
    const first = await fetchStudentPicture(api, '/api/training-class/presentation/screen', null);
    expect(first === 'unchanged' ? null : { size: first.blob.size, etag: first.etag }).toEqual({
      size: 2,
      etag: '"a"',
    });
    expect(await fetchStudentPicture(api, '/api/training-class/presentation/screen', '"a"')).toBe('unchanged');
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('If-None-Match')).toBe('"a"');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('If-None-Match')).toBe(false);
    const refused = await fetchStudentPicture(api, '/api/training-class/presentation/screen', '"a"').catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
  });
});
