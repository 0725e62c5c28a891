import type { AuditEntry, StudentLoginResponse, TrainingClass } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { ownRunningClass } from '../../../test-support/test-classes';
import { type Auth, basicAuth, eventually, type TestServer } from '../../../test-support/test-server';

let server: TestServer;
let student: Auth;
let studentEmail: string;
let instructor: Auth;
let audited: TrainingClass;

const trailPath = () => `/api/training-class/${audited.id}/audit`;

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

/** A machine of the student's lab that is on (the revert test re-clones the lab: later tests wait for it). */
function poweredOnMachine(): Promise<string> {
  return eventually(async () => {
    const { body } = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: student });
    return body.vms.find((vm) => vm.power_state === 'POWERED_ON')?.vm;
  }, 20_000);
}

async function countOf(action: AuditEntry['action']): Promise<number> {
  return (await trail()).filter((entry) => entry.action === action).length;
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  // A class of this file's own: its trail holds only what this file did.
  const running = await ownRunningClass(server, instructor, 'Audited');
  const classes = await server.call<TrainingClass[]>('GET', '/api/training-class', { auth: instructor });
  const found = classes.body.find((item) => item.id === running.id);
  if (!running.emails[0] || !found) throw new Error('no running class');
  audited = found;
  studentEmail = running.emails[0];
  student = basicAuth(studentEmail, running.passphrase);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
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
    const { status } = await server.call('PUT', `/api/training-class/${audited.id}`, {
      auth: instructor,
      body: {
        name: `${audited.name} (edited)`,
        courseId: audited.courseId,
        timeZone: audited.timeZone,
        startDate: audited.startDate,
        endDate: audited.endDate,
        instructor: audited.instructor,
        attendees: audited.attendees,
      },
    });
    expect(status).toBe(200);
    const entries = await entryOf('class-edited', before);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actor: server.config.identity.instructor.email,
      role: 'instructor',
      target: audited.id,
      outcome: 'ok',
    });
  });

  it('records a console opened, by the student and by the instructor, with the machine as target', async () => {
    const vm = await poweredOnMachine();
    const before = await countOf('console-opened');
    expect((await server.call('POST', `/api/training-class/vm/${vm}/ticket`, { auth: student })).status).toBe(200);
    const byStudent = await entryOf('console-opened', before);
    expect(byStudent[0]).toMatchObject({ actor: studentEmail, role: 'student', target: vm, outcome: 'ok' });
    const path = `/api/training-class/${audited.id}/vm/${vm}/ticket`;
    expect((await server.call('POST', path, { auth: instructor })).status).toBe(200);
    const byInstructor = await entryOf('console-opened', before + 1);
    expect(byInstructor).toHaveLength(before + 2);
    expect(byInstructor[0]).toMatchObject({ role: 'instructor', target: vm, outcome: 'ok' });
  });

  it('records a raised hand, the student lowering it and the instructor lowering it', async () => {
    const raise = () => server.call('PUT', '/api/training-class/help', { auth: student, body: { raised: true } });
    const raisedBefore = await countOf('hand-raised');
    const loweredBefore = await countOf('hand-lowered');
    expect((await raise()).status).toBe(200);
    const [raised] = await entryOf('hand-raised', raisedBefore);
    expect(raised).toMatchObject({ actor: studentEmail, role: 'student', target: studentEmail, outcome: 'ok' });
    const lower = await server.call('PUT', '/api/training-class/help', { auth: student, body: { raised: false } });
    expect(lower.status).toBe(200);
    const [loweredByStudent] = await entryOf('hand-lowered', loweredBefore);
    expect(loweredByStudent).toMatchObject({ actor: studentEmail, role: 'student', target: studentEmail });
    expect((await raise()).status).toBe(200);
    const path = `/api/training-class/${audited.id}/labs/${encodeURIComponent(studentEmail)}/help`;
    expect((await server.call('DELETE', path, { auth: instructor })).status).toBe(200);
    const lowered = await entryOf('hand-lowered', loweredBefore + 1);
    expect(lowered).toHaveLength(loweredBefore + 2);
    expect(lowered[0]).toMatchObject({ role: 'instructor', target: studentEmail, outcome: 'ok' });
  });

  it("records the instructor's power command and revert of a student's lab", async () => {
    const vm = await poweredOnMachine();
    const powerBefore = await countOf('power-command');
    const power = await server.call('POST', `/api/training-class/${audited.id}/vm/${vm}/power/reset`, {
      auth: instructor,
    });
    const [command] = await entryOf('power-command', powerBefore);
    expect(command).toMatchObject({ role: 'instructor', detail: 'reset', target: vm, status: power.status });
    const revertBefore = await countOf('lab-reverted');
    const path = `/api/training-class/${audited.id}/labs/${encodeURIComponent(studentEmail)}/revert`;
    expect((await server.call('POST', path, { auth: instructor })).status).toBe(200);
    const [revert] = await entryOf('lab-reverted', revertBefore);
    expect(revert).toMatchObject({ role: 'instructor', target: studentEmail, outcome: 'ok' });
  });

  it("keeps a created and deleted class's trail, both entries naming the class", async () => {
    const body = {
      name: 'Audited class',
      courseId: audited.courseId,
      timeZone: audited.timeZone,
      startDate: audited.startDate,
      endDate: audited.endDate,
      instructor: audited.instructor,
      attendees: 1,
    };
    const created = await server.call<TrainingClass>('POST', '/api/training-class', { auth: instructor, body });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await server.call('DELETE', `/api/training-class/${id}`, { auth: instructor })).status).toBe(204);
    const entries = await eventually(async () => {
      const { body: found } = await server.call<AuditEntry[]>('GET', `/api/training-class/${id}/audit`, {
        auth: instructor,
      });
      return found.length === 2 ? found : undefined;
    });
    expect(entries.map((entry) => [entry.action, entry.target, entry.role])).toEqual([
      ['class-deleted', id, 'instructor'],
      ['class-created', id, 'instructor'],
    ]);
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
