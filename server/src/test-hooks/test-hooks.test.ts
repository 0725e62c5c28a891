import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type Auth, basicAuth, startTestServer, type TestServer } from '../../test-support/test-server';
import type { Fault } from './fault-injection';

let server: TestServer;
let student: Auth;

beforeAll(async () => {
  server = await startTestServer();
  const [demo] = await server.classes();
  student = basicAuth(demo?.emails[0] ?? '', demo?.passphrase ?? '');
});

afterAll(async () => {
  await server.close();
});

function addFault(body: Record<string, unknown>) {
  return server.call<Fault & { error: string }>('POST', '/__test__/faults', { body });
}

function login() {
  return server.call<{ error: string }>('POST', '/api/training-class/login', { auth: student });
}

describe('/__test__ hooks, without ENABLE_TEST_HOOKS=1', () => {
  let plain: TestServer;

  beforeAll(async () => {
    plain = await startTestServer({ ENABLE_TEST_HOOKS: '' });
  });

  afterAll(async () => {
    await plain.close();
  });

  it('are absent', async () => {
    const calls = [
      ['POST', '/__test__/faults'],
      ['DELETE', '/__test__/faults'],
      ['GET', '/__test__/clock'],
      ['POST', '/__test__/clock'],
      ['POST', '/__test__/instructor-token'],
      ['GET', '/__test__/classes'],
      ['GET', '/__test__/labs'],
    ] as const;
    for (const [method, path] of calls) {
      const { status } = await plain.call(method, path, { body: method === 'POST' ? { advanceMs: 1 } : undefined });
      expect({ method, path, status }).toEqual({ method, path, status: 404 });
    }
  });
});

describe('/__test__ hooks', () => {
  it('inject a status on a matching call, before authentication, the given number of times', async () => {
    const added = await addFault({ method: 'POST', path: '/api/training-class/login', status: 503, times: 2 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ method: 'POST', path: '/api/training-class/login', status: 503, remaining: 2 });

    expect(await login()).toMatchObject({ status: 503, body: { error: 'injected_fault' } });
    const unauthenticated = await server.call('POST', '/api/training-class/login');
    expect(unauthenticated.status).toBe(503);
    expect((await login()).status).toBe(200);
  });

  it('match a path prefix ending with * and any method, until cleared', async () => {
    await addFault({ method: '*', path: '/api/training-class/vm/*', status: 404 });
    expect((await server.call('GET', '/api/training-class/vm/abc/power', { auth: student })).status).toBe(404);
    expect((await server.call('POST', '/api/training-class/vm/abc/power/start', { auth: student })).status).toBe(404);
    expect((await login()).status).toBe(200);
    expect((await server.call<Fault[]>('GET', '/__test__/faults')).body).toHaveLength(1);
    expect((await server.call('DELETE', '/__test__/faults')).status).toBe(204);
    expect((await server.call('GET', '/api/training-class/vm/abc/power', { auth: student })).status).toBe(404);
    expect((await server.call<Fault[]>('GET', '/__test__/faults')).body).toEqual([]);
  });

  it('make a call hang without an answer', async () => {
    await addFault({ method: 'POST', path: '/api/training-class/login', hang: true, times: 1 });
    const hung = login().then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.name : 'error'),
    );
    const outcome = await Promise.race([
      hung,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ]);
    expect(outcome).toBe('still waiting');
    expect((await login()).status).toBe(200);
  });

  it('reach static and identity-provider paths too, but never /__test__ itself', async () => {
    await addFault({ method: 'GET', path: '/remotes/lab/*', status: 503 });
    await addFault({ path: '/*', status: 500 });
    expect((await server.call('GET', '/remotes/lab/remoteEntry.js')).status).toBe(503);
    expect((await server.call('GET', '/oauth2/default/.well-known/openid-configuration')).status).toBe(500);
    expect((await server.call('DELETE', '/__test__/faults')).status).toBe(204);
    expect((await server.call('GET', '/oauth2/default/.well-known/openid-configuration')).status).toBe(200);
  });

  it('refuse a malformed fault', async () => {
    const bad = [
      { path: 'login' },
      { path: '/__test__/clock' },
      { path: '/api/x', status: 200 },
      { path: '/api/x', times: 0 },
      { path: '/api/x', hang: 'yes' },
    ];
    for (const body of bad) {
      expect((await addFault(body)).status).toBe(400);
    }
  });

  it('move the clock and report it', async () => {
    const before = (await server.call<{ now: string }>('GET', '/__test__/clock')).body.now;
    const moved = await server.call<{ now: string }>('POST', '/__test__/clock', {
      body: { advanceMs: 2 * 86_400_000 },
    });
    expect(Date.parse(moved.body.now) - Date.parse(before)).toBeGreaterThanOrEqual(2 * 86_400_000);
    const set = await server.call<{ now: string }>('POST', '/__test__/clock', { body: { now: before } });
    expect(Math.abs(Date.parse(set.body.now) - Date.parse(before))).toBeLessThan(1000);
    expect((await server.call('POST', '/__test__/clock', { body: { advanceMs: -5 } })).status).toBe(400);
  });

  it('hold the clock at an instant, advance it held, and let it follow real time again', async () => {
    const clockNow = async () => (await server.call<{ now: string }>('GET', '/__test__/clock')).body.now;
    const real = await clockNow();
    // Near real time: a far instant would run the scheduler past the demo class and remove its labs.
    const instant = new Date(Date.parse(real) + 60_000).toISOString();
    const later = new Date(Date.parse(real) + 120_000).toISOString();
    await server.call('POST', '/__test__/clock', { body: { now: instant, held: true } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await clockNow()).toBe(instant);
    const advanced = await server.call<{ now: string }>('POST', '/__test__/clock', { body: { advanceMs: 60_000 } });
    expect(advanced.body.now).toBe(later);
    expect(await clockNow()).toBe(later);
    await server.call('POST', '/__test__/clock', { body: { now: real } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(Date.parse(await clockNow())).toBeGreaterThan(Date.parse(real));
    for (const body of [
      { now: instant, held: 'yes' },
      { advanceMs: 5, held: true },
    ]) {
      expect((await server.call('POST', '/__test__/clock', { body })).status).toBe(400);
    }
  });

  it('mint instructor tokens the API accepts, and list classes with their credentials and labs', async () => {
    const token = await server.call<{ accessToken: string; expiresAt: string }>('POST', '/__test__/instructor-token', {
      body: { expiresInSeconds: 60 },
    });
    expect(token.status).toBe(200);
    expect(Date.parse(token.body.expiresAt)).toBeGreaterThan(Date.now());
    expect(
      (await server.call('GET', '/api/training-course', { auth: { bearer: token.body.accessToken } })).status,
    ).toBe(200);
    expect((await server.call('POST', '/__test__/instructor-token', { body: { expiresInSeconds: 0 } })).status).toBe(
      400,
    );

    const [demo] = await server.classes();
    expect(demo?.passphrase).toMatch(/-\d{4}$/);
    expect(demo?.labs).toHaveLength(3);
    expect(demo?.labs[0]).toMatchObject({ email: demo?.emails[0] });
    expect(demo?.labs[0]?.vms).toHaveLength(3);
  });
});
