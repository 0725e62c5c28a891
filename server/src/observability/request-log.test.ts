import type { ConsoleTicket, StudentLoginResponse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { basicAuth, startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let email: string;
let passphrase: string;

interface LogLine {
  level: string;
  instance: string;
  time: string;
  msg: string;
  requestId?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  actor?: string;
  role?: string;
}

function requestLines(): LogLine[] {
  return server.logLines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'request');
}

beforeAll(async () => {
  server = await startTestServer({ INSTANCE_NAME: 'log-test' });
  const demo = (await server.classes()).find((item) => item.status === 'RUNNING');
  if (!demo?.emails[0]) throw new Error('no demo class');
  email = demo.emails[0];
  passphrase = demo.passphrase;
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('request log', () => {
  it('writes one JSON line a request: time, level, instance, id, route pattern, status, duration, actor', async () => {
    const auth = basicAuth(email, passphrase);
    const { body } = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth });
    const vm = body.vms[0]?.vm ?? '';
    const answer = await server.call('GET', `/api/training-class/vm/${vm}/power`, {
      auth,
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(answer.headers.get('x-request-id')).toBe('trace-42');
    const line = requestLines().find((entry) => entry.requestId === 'trace-42');
    expect(line).toMatchObject({
      level: 'info',
      instance: 'log-test',
      route: '/api/training-class/vm/:machineId/power',
      status: 200,
      actor: email,
      role: 'student',
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(Number.isNaN(Date.parse(line?.time ?? ''))).toBe(false);
  });

  it('names an instructor by the token subject', async () => {
    const token = await server.instructorToken();
    await server.call('GET', '/api/training-class', { auth: { bearer: token }, headers: { 'x-request-id': 'i-1' } });
    const line = requestLines().find((entry) => entry.requestId === 'i-1');
    expect(line).toMatchObject({ route: '/api/training-class', status: 200, role: 'instructor' });
    expect(line?.actor).toBeTruthy();
  });

  it('makes an id when the caller sends none or an unsafe one, and echoes it', async () => {
    const made = await server.call('GET', '/healthz');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await server.call('GET', '/healthz', {
      headers: { 'x-request-id': `a b<script>${'x'.repeat(80)}` },
    });
    const echoed = unsafe.headers.get('x-request-id') ?? '';
    expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().find((entry) => entry.requestId === echoed)).toMatchObject({ route: '/healthz' });
  });

  it('labels unknown paths by their mount, not by the path', async () => {
    await server.call('GET', '/api/no/such/call', { headers: { 'x-request-id': 'unknown-1' } });
    expect(requestLines().find((entry) => entry.requestId === 'unknown-1')).toMatchObject({
      route: '/api/*',
      status: 404,
    });
  });

  it('never writes a passphrase, a Basic credential, a bearer token, a console ticket or a cookie', async () => {
    const auth = basicAuth(email, passphrase);
    const basicValue = Buffer.from(`${email}:${passphrase}`).toString('base64');
    const { body } = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth });
    const vm = body.vms[0]?.vm ?? '';
    const ticket = await server.call<ConsoleTicket>('POST', `/api/training-class/vm/${vm}/ticket`, { auth });
    expect(ticket.status).toBe(200);
    const ticketToken = new URL(ticket.body.ticket).pathname.split('/').pop() ?? '';
    expect(ticketToken.length).toBeGreaterThan(10);
    const token = await server.instructorToken();
    await server.call('GET', '/api/training-class', { auth: { bearer: token } });
    const cookie = 'session-cookie-value-9f8e7d';
    await server.call('GET', `/api/training-class?passphrase=${passphrase}&ticket=${ticketToken}`, {
      headers: { cookie: `sid=${cookie}` },
    });
    // A wrong passphrase and a failing call: refusals must not leak what was tried either.
    await server.call('POST', '/api/training-class/login', { auth: basicAuth(email, `${passphrase}-wrong`) });
    await server.call('POST', `/api/training-class/vm/${vm}/ticket`, { auth: basicAuth(email, `${passphrase}-x`) });

    const log = server.logLines.join('');
    expect(requestLines().length).toBeGreaterThan(5);
    for (const secret of [passphrase, basicValue, token, ticketToken, cookie]) expect(log).not.toContain(secret);
  });
});
