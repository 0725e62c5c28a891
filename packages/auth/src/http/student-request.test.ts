import { API_CALL_TIMEOUT_MS, RequestTimeoutError } from '@academy/contracts';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { whileServerHangs } from '../testing/hung-server';
import { fetchConsoleTicket, studentRequest } from './student-request';

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
});
