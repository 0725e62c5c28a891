import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { createTestDatabase } from '../../test-support/test-postgres';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** Writes `payload` on a raw socket and resolves with everything the server sent until it closed the connection. */
function rawExchange(server: TestServer, payload: string): Promise<string> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname);
    socket.on('connect', () => socket.write(payload));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The nine parameters a NUL byte used to turn into a 500 (PostgreSQL stores no NUL in text or JSON). */
function nulRequests(
  server: TestServer,
): Array<{ label: string; method: 'GET' | 'POST'; path: string; form?: string }> {
  const authorize = (extra: Record<string, string>) =>
    `/oauth2/default/v1/authorize?${new URLSearchParams({
      client_id: 'academy-portal',
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: `${server.url}/login/callback`,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ...extra,
    })}`;
  return [
    { label: 'authorize client_id', method: 'GET', path: '/oauth2/default/v1/authorize?client_id=%00' },
    { label: 'authorize state', method: 'GET', path: authorize({ state: '\u0000' }) },
    { label: 'authorize nonce', method: 'GET', path: authorize({ nonce: '\u0000' }) },
    { label: 'logout client_id', method: 'GET', path: '/oauth2/default/v1/logout?client_id=%00' },
    {
      label: 'token code',
      method: 'POST',
      path: '/oauth2/default/v1/token',
      form: `grant_type=authorization_code&code=%00&client_id=academy-portal&code_verifier=x&redirect_uri=${encodeURIComponent(`${server.url}/login/callback`)}`,
    },
    {
      label: 'token refresh_token',
      method: 'POST',
      path: '/oauth2/default/v1/token',
      form: 'grant_type=refresh_token&refresh_token=%00&client_id=academy-portal',
    },
    {
      label: 'token client_id',
      method: 'POST',
      path: '/oauth2/default/v1/token',
      form: 'grant_type=refresh_token&refresh_token=x&client_id=%00',
    },
    {
      label: 'revoke token',
      method: 'POST',
      path: '/oauth2/default/v1/revoke',
      form: 'token=%00&client_id=academy-portal',
    },
    { label: 'revoke client_id', method: 'POST', path: '/oauth2/default/v1/revoke', form: 'token=abc&client_id=%00' },
  ];
}

const DATABASES = [
  { database: 'PGlite', env: async (): Promise<Record<string, string>> => ({}) },
  { database: 'PostgreSQL', env: async () => ({ DATABASE_URL: await createTestDatabase() }) },
];

describe.each(DATABASES)('the identity provider against hostile clients, on $database', ({ env }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...(await env()), REQUEST_TIMEOUT_MS: '1000' });
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers 400 to a NUL byte in any parameter, a page for a browser and OAuth JSON for the SDK', async () => {
    for (const { label, method, path, form } of nulRequests(server)) {
      const headers: Record<string, string> = form
        ? { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
        : { accept: 'text/html' };
      const response = await fetch(`${server.url}${path}`, { method, headers, body: form, redirect: 'manual' });
      const text = await response.text();
      expect({ label, status: response.status }).toEqual({ label, status: 400 });
      if (form) expect(JSON.parse(text)).toMatchObject({ error: 'invalid_request' });
      else expect(text).toContain('invalid_request: parameters must not contain NUL characters');
    }
    expect(server.errors).toEqual([]);
  });

  it('advertises only the configured origin in discovery, even to an absolute-form request for another host', async () => {
    const answer = await rawExchange(
      server,
      'GET http://evil.example/oauth2/default/.well-known/openid-configuration HTTP/1.1\r\n' +
        'Host: evil.example\r\nConnection: close\r\n\r\n',
    );
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(body).not.toContain('evil.example');
    expect(JSON.parse(body)).toMatchObject({
      issuer: `${server.url}/oauth2/default`,
      authorization_endpoint: `${server.url}/oauth2/default/v1/authorize`,
      jwks_uri: `${server.url}/oauth2/default/v1/keys`,
    });
  });

  it('drops a slow client of the token endpoint without a stack trace in the log', async () => {
    const printed = rs.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await rawExchange(
        server,
        'POST /oauth2/default/v1/token HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\ngrant_type=',
      );
      // Koa reports the timed-out request once the socket is gone.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = [...printed.mock.calls.flat(), ...server.errors].map(String);
      expect(lines.filter((line) => line.includes('\n'))).toEqual([]);
    } finally {
      printed.mockRestore();
    }
  });
});
