import type { AuditEntry, Presentation, StudentLab, StudentNotice, TrainingClass } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openEventStream } from '../../../test-support/server-sent-events';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { runningClassOf } from '../../../test-support/test-classes';
import { type Auth, authorization, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;
let running: TestClassView;
let other: TrainingClass;
let alice: Auth;
let bob: Auth;
let aliceEmail: string;
let bobEmail: string;

const path = (classId = running.id) => `/api/training-class/${classId}/presentation`;
const STUDENT_PATH = '/api/training-class/presentation';
const SCREEN_PATH = '/api/training-class/presentation/screen';

async function machineOf(classId: string, email: string, index = 0): Promise<string> {
  const { body } = await server.call<StudentLab[]>('GET', `/api/training-class/${classId}/labs`, { auth: instructor });
  const vm = body.find((lab) => lab.email === email)?.vms[index]?.vm;
  if (!vm) throw new Error(`no machine of ${email}`);
  return vm;
}

const show = (vm: unknown, auth: Auth = instructor, classId = running.id) =>
  server.call<Presentation>('PUT', path(classId), { auth, body: { vm } });

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  ({ running, other, alice, bob, aliceEmail, bobEmail } = await runningClassOf(server, instructor));
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('showing a machine to the class', () => {
  it("shows one student's machine to every student of the class, as a picture that only changes when the screen does", async () => {
    const vm = await machineOf(running.id, aliceEmail);
    const started = await show(vm);
    expect(started).toMatchObject({
      status: 200,
      body: { vm, student: aliceEmail, presenterName: 'Instructor', machineName: expect.any(String) },
    });
    expect((await server.call('GET', STUDENT_PATH, { auth: bob })).body).toEqual(started.body);
    expect((await server.call('GET', path(), { auth: instructor })).body).toEqual(started.body);

    const first = await server.call('GET', SCREEN_PATH, { auth: bob });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await server.call('GET', SCREEN_PATH, { auth: bob, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    expect((await server.call('DELETE', path(), { auth: instructor })).status).toBe(204);
    expect((await server.call('GET', STUDENT_PATH, { auth: bob })).body).toBeNull();
    await expect.poll(async () => (await server.call('GET', SCREEN_PATH, { auth: bob })).status).toBe(404);
    // Stopping what is not shown is no error.
    expect((await server.call('DELETE', path(), { auth: instructor })).status).toBe(204);
  });

  it("tells every student's push channel when a presentation starts and when it ends", async () => {
    const events = await openEventStream<StudentNotice>(
      `${server.url}/api/training-class/events`,
      authorization(bob),
      'student-notice',
    );
    try {
      const vm = await machineOf(running.id, aliceEmail);
      await show(vm);
      await server.call('DELETE', path(), { auth: instructor });
      const told = () =>
        events.received.flatMap((notice) => (notice.kind === 'presentation' ? [notice.presentation?.vm ?? null] : []));
      await expect.poll(told).toEqual([vm, null]);
    } finally {
      events.close();
    }
  });

  it('only an instructor shows or stops, only a machine of that class, and a student reads their own class only', async () => {
    const vm = await machineOf(running.id, aliceEmail);
    expect((await show(vm, alice)).status).toBe(401);
    expect((await server.call('DELETE', path(), { auth: alice })).status).toBe(401);
    expect((await server.call('GET', path(), { auth: alice })).status).toBe(401);
    expect((await server.call('PUT', path(), { body: { vm } })).status).toBe(401);
    expect((await server.call('GET', STUDENT_PATH)).status).toBe(401);
    expect((await server.call('GET', SCREEN_PATH)).status).toBe(401);
    expect((await show(vm, instructor, 'no-such-class')).status).toBe(404);
    expect((await server.call('DELETE', path('no-such-class'), { auth: instructor })).status).toBe(404);
    expect((await show('no-such-machine')).body).toMatchObject({
      message: `There is no machine no-such-machine in the labs of class ${running.id}.`,
    });
    // A machine of this class, asked for through another class, is a machine that class does not have.
    expect((await show(vm, instructor, other.id)).status).toBe(404);
    for (const [body, message] of [
      [{}, 'vm is required and must be a string.'],
      [['vm'], 'The request body must be a JSON object.'],
    ] as const) {
      expect(await server.call('PUT', path(), { auth: instructor, body })).toMatchObject({
        status: 400,
        body: { message },
      });
    }
  });

  it('refuses a machine that is not on, and answers 409 for the screen of a presented machine turned off', async () => {
    const vm = await machineOf(running.id, bobEmail, 1);
    await server.call('POST', `/api/training-class/${running.id}/vm/${vm}/power/stop`, { auth: instructor });
    await expect.poll(async () => (await show(vm)).status).toBe(409);
    await server.call('POST', `/api/training-class/${running.id}/vm/${vm}/power/start`, { auth: instructor });
    await expect.poll(async () => (await show(vm)).status).toBe(200);
    await server.call('POST', `/api/training-class/${running.id}/vm/${vm}/power/stop`, { auth: instructor });
    await expect.poll(async () => (await server.call('GET', SCREEN_PATH, { auth: alice })).status).toBe(409);
    await server.call('DELETE', path(), { auth: instructor });
    await server.call('POST', `/api/training-class/${running.id}/vm/${vm}/power/start`, { auth: instructor });
  });

  it("records starting and stopping in the class's audit trail", async () => {
    const vm = await machineOf(running.id, aliceEmail);
    await show(vm);
    await server.call('DELETE', path(), { auth: instructor });
    const { body } = await server.call<AuditEntry[]>('GET', `/api/training-class/${running.id}/audit`, {
      auth: instructor,
    });
    expect(body.slice(0, 2)).toMatchObject([
      { action: 'presentation-stopped', role: 'instructor', target: running.id, outcome: 'ok' },
      { action: 'presentation-started', role: 'instructor', target: vm, outcome: 'ok' },
    ]);
  });
});
