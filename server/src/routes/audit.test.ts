import type { AuditEntry, StudentLoginResponse, TrainingClass } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let student: Auth;
let studentEmail: string;
let instructor: Auth;
let demo: TrainingClass;

const trailPath = () => `/api/training-class/${demo.id}/audit`;

async function trail(): Promise<AuditEntry[]> {
  const { status, body } = await server.call<AuditEntry[]>('GET', trailPath(), { auth: instructor });
  expect(status).toBe(200);
  return body;
}

/** Waits for the entry of `action` the call just made: the trail is written once the answer is sent. */
function entryOf(action: AuditEntry['action'], before: number): Promise<AuditEntry[]> {
  return eventually(async () => {
    const entries = (await trail()).filter((entry) => entry.action === action);
    return entries.length > before ? entries : undefined;
  });
}

async function countOf(action: AuditEntry['action']): Promise<number> {
  return (await trail()).filter((entry) => entry.action === action).length;
}

beforeAll(async () => {
  server = await startTestServer();
  instructor = { bearer: await server.instructorToken() };
  const classes = await server.call<TrainingClass[]>('GET', '/api/training-class', { auth: instructor });
  const running = (await server.classes()).find((item) => item.status === 'RUNNING');
  const found = classes.body.find((item) => item.id === running?.id);
  if (!running?.emails[0] || !found) throw new Error('no demo class');
  demo = found;
  studentEmail = running.emails[0];
  student = basicAuth(studentEmail, running.passphrase);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('audit trail', () => {
  it("records a student's power command once, with the student as actor", async () => {
    const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: student });
    const vm = login.body.vms[0]?.vm ?? '';
    const before = await countOf('power-command');
    const { status } = await server.call('POST', `/api/training-class/vm/${vm}/power/stop`, { auth: student });
    expect(status).toBe(200);
    const entries = await entryOf('power-command', before);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actor: studentEmail,
      role: 'student',
      detail: 'stop',
      target: vm,
      clientAddress: expect.stringMatching(/127\.0\.0\.1/),
      outcome: 'ok',
      status: 200,
    });
    expect(Number.isNaN(Date.parse(entries[0]?.at ?? ''))).toBe(false);
  });

  it('records a refused command as refused', async () => {
    const before = await countOf('power-command');
    const { status } = await server.call('POST', '/api/training-class/vm/vm-nowhere/power/start', { auth: student });
    expect(status).toBe(404);
    const [latest] = await entryOf('power-command', before);
    expect(latest).toMatchObject({ target: 'vm-nowhere', outcome: 'refused', status: 404, actor: studentEmail });
  });

  it('records a revert once, with the student as actor and their lab as target', async () => {
    const before = await countOf('lab-reverted');
    expect((await server.call('POST', '/api/training-class/revert', { auth: student })).status).toBe(200);
    const entries = await entryOf('lab-reverted', before);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({ actor: studentEmail, role: 'student', target: studentEmail, outcome: 'ok' });
  });

  it("records a class edit once, with the instructor's subject as actor", async () => {
    const before = await countOf('class-edited');
    const { status } = await server.call('PUT', `/api/training-class/${demo.id}`, {
      auth: instructor,
      body: {
        name: `${demo.name} (edited)`,
        courseId: demo.courseId,
        timeZone: demo.timeZone,
        startDate: demo.startDate,
        endDate: demo.endDate,
        instructor: demo.instructor,
        attendees: demo.attendees,
      },
    });
    expect(status).toBe(200);
    const entries = await entryOf('class-edited', before);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actor: server.config.identity.instructor.email,
      role: 'instructor',
      target: demo.id,
      outcome: 'ok',
    });
  });

  it('lets no student read any trail', async () => {
    for (const path of [trailPath(), `${trailPath()}.csv`]) {
      expect((await server.call('GET', path, { auth: student })).status).toBe(401);
      expect((await server.call('GET', path)).status).toBe(401);
    }
  });

  it('downloads the trail as CSV, one line an entry', async () => {
    const entries = await trail();
    const { status, body, headers } = await server.call<string>('GET', `${trailPath()}.csv`, { auth: instructor });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/csv/);
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="?audit\.csv"?$/);
    const lines = body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,actor,role,action,detail,target,clientAddress,outcome,status');
    expect(lines).toHaveLength(entries.length + 1);
  });
});
