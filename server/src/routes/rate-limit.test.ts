import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { basicAuth, startTestServer, type Auth, type TestServer } from '../testing/test-server';

let server: TestServer;
let right: Auth;
let wrong: Auth;

function login(auth: Auth) {
  return server.call<{ error: string; message: string }>('POST', '/api/training-class/login', { auth });
}

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MS: '60000' });
  const demo = (await server.classes())[0];
  right = basicAuth(demo?.emails[0] ?? '', demo?.passphrase ?? '');
  wrong = basicAuth(demo?.emails[0] ?? '', 'guess-guess-0000');
});

afterAll(async () => {
  await server.close();
});

describe('failed student logins', () => {
  it('are slowed down with 429 per client after LOGIN_MAX_FAILURES in the window, even for the right passphrase', async () => {
    expect((await login(right)).status).toBe(200);
    // Failures on any student call count, not only on login.
    expect((await server.call('GET', '/api/training-class/vm/vm-x/power', { auth: wrong })).status).toBe(401);
    expect((await login(wrong)).status).toBe(401);
    expect((await login(wrong)).status).toBe(401);

    const limited = await login(right);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await login(wrong)).status).toBe(429);

    // The window slides: once the failures are older than a minute, logins go through again.
    await server.call('POST', '/__test__/clock', { body: { advanceMs: 61_000 } });
    expect((await login(right)).status).toBe(200);
  });
});
