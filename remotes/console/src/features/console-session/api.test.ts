import { describe, expect, it } from '@rstest/core';
import { API_CALL_TIMEOUT_MS, RequestTimeoutError } from '@academy/contracts';
import { whileServerHangs } from '@academy/auth/testing';
import { fetchConsoleTicket } from './api';

describe('console ticket call', () => {
  it('gives up on a ticket that never comes after API_CALL_TIMEOUT_MS, as a server error the session retries', async () => {
    const outcome = await whileServerHangs(
      () => fetchConsoleTicket({ apiBaseUrl: '', basic: 'YTpi', vm: 'vm-1' }).catch((error: unknown) => error),
      API_CALL_TIMEOUT_MS,
    );
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });
});
