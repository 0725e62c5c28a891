import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openInstructorSignInForm } from '../../test-support/instructor-sign-in-form';
import { type Auth, basicAuth, startTestServer, type TestServer } from '../../test-support/test-server';

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

describe('failed student logins per account and per address', () => {
  let classroom: TestServer;
  let students: { right: Auth; wrong: Auth }[];

  beforeAll(async () => {
    classroom = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '8' });
    const demo = (await classroom.classes())[0];
    students = (demo?.emails ?? []).map((email) => ({
      right: basicAuth(email, demo?.passphrase ?? ''),
      wrong: basicAuth(email, 'typo-typo-typo'),
    }));
  });

  afterAll(async () => {
    await classroom.close();
  });

  const attempt = (auth: Auth, headers: Record<string, string> = {}) =>
    classroom.call('POST', '/api/training-class/login', { auth, headers });

  it('locks out the account that failed, not its classmates behind the same address', async () => {
    const [alice, bob] = students;
    if (!alice || !bob) throw new Error('the demo class has two students');
    for (let i = 0; i < 3; i += 1) expect((await attempt(alice.wrong)).status).toBe(401);
    expect((await attempt(alice.right)).status).toBe(429);
    expect((await attempt(bob.right)).status).toBe(200);
  });

  it('stops one address spraying many accounts at each account it failed on, whatever X-Forwarded-For it claims', async () => {
    // 3 failures are left from the test before; 5 more, each "from" another address, fill the address's 8.
    const sprayed = (i: number) => basicAuth(`nobody-${i}@academy.test`, 'guess');
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(sprayed(i), { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
    }
    expect((await attempt(sprayed(0), { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    // A classmate who has not failed from the address still signs in behind it.
    const carol = students[2];
    if (!carol) throw new Error('the demo class has three students');
    expect((await attempt(carol.right, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(200);
  });
});

describe('a stranger’s failed sign-ins from one address', () => {
  let proxied: TestServer;

  beforeAll(async () => {
    // Behind a trusted proxy on loopback, X-Forwarded-For is the client address.
    proxied = await startTestServer({ TRUST_PROXY: 'loopback', LOGIN_MAX_FAILURES: '10' });
  });

  afterAll(async () => {
    await proxied.close();
  });

  const stranger = { ip: '198.51.100.66', headers: { 'x-forwarded-for': '198.51.100.66' } };
  const owner = { ip: '203.0.113.10', headers: { 'x-forwarded-for': '203.0.113.10' } };

  it('lock the student out from that address only: the right passphrase from another address signs in', async () => {
    const [demo] = await proxied.classes();
    const username = demo?.emails[1] ?? '';
    const login = (passphrase: string, headers: Record<string, string>) =>
      proxied.call('POST', '/api/training-class/login', { auth: basicAuth(username, passphrase), headers });
    for (let i = 0; i < 10; i += 1) expect((await login(`guess-${i}`, stranger.headers)).status).toBe(401);
    const refused = await login(demo?.passphrase ?? '', stranger.headers);
    expect(refused.status).toBe(429);
    // The lockout's 5 minutes, less the seconds a busy machine took since the tenth failure.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(retryAfter).toBeGreaterThan(240);
    expect((await login(demo?.passphrase ?? '', owner.headers)).status).toBe(200);
  });

  it('lock the instructor out from that address only: the right password from another address signs in', async () => {
    const { email, password } = proxied.config.identity.instructor;
    const form = await openInstructorSignInForm(proxied);
    for (let i = 0; i < 10; i += 1)
      expect((await form.post({ email, password: `guess-${i}` }, stranger.ip)).status).toBe(401);
    expect((await form.post({ email, password }, stranger.ip)).status).toBe(429);
    const signedIn = await form.post({ email, password }, owner.ip);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toContain('/oauth2/default/');
  });
});
