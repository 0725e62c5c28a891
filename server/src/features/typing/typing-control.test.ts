import {
  type ApiErrorBody,
  type AuditEntry,
  type StudentLoginResponse,
  type TypeTextAnswer,
  WATCHING_INSTRUCTOR_TYPING_REFUSAL,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openInstructorConsole } from '../../../test-support/instructor-console';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { ownRunningClass } from '../../../test-support/test-classes';
import { type Auth, basicAuth, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;
let trainingClass: TestClassView;
let alice: Auth;
let vm: string;

const type = (auth: Auth, body: unknown) =>
  server.call<TypeTextAnswer & ApiErrorBody>('POST', `/api/training-class/vm/${vm}/type`, { auth, body });

async function typedText(): Promise<string> {
  return (await server.call<{ typedText: string }>('GET', `/__test__/machines/${vm}/keyboard`)).body.typedText;
}

/** The instructor's console of Alice's machine, open (and recorded) in the mode. */
const openConsole = (mode: 'view' | 'control') =>
  openInstructorConsole(server, { instructor, classId: trainingClass.id, vm, student: alice, mode });

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  trainingClass = await ownRunningClass(server, instructor, 'Typing in control');
  alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  const login = await server.call<StudentLoginResponse>('POST', '/api/training-class/login', { auth: alice });
  vm = login.body.vms[0]?.vm ?? '';
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe("an instructor typing into a student's machine", () => {
  it('is refused while only watching its console, and when not at it, typing nothing', async () => {
    const before = await typedText();
    const viewer = await openConsole('view');
    try {
      const watching = await type(instructor, { text: 'from the watcher' });
      expect(watching.status).toBe(403);
      expect(watching.body.message).toBe(WATCHING_INSTRUCTOR_TYPING_REFUSAL);
    } finally {
      await viewer.close();
    }
    const away = await type(instructor, { text: 'from afar' });
    expect(away.status).toBe(403);
    expect(away.body.message).toBe('Take control of this console to type into it.');
    expect(await typedText()).toBe(before);
  });

  it("types in control, with their token, even while the class's screens are paused; the trail names them", async () => {
    const before = await typedText();
    const controller = await openConsole('control');
    const screens = `/api/training-class/${trainingClass.id}/screens`;
    try {
      expect((await server.call('PUT', screens, { auth: instructor, body: { paused: true } })).status).toBe(200);
      const typed = await type(instructor, { text: 'shown to the class' });
      expect(typed.status).toBe(200);
      expect(typed.body).toMatchObject({ charactersTyped: 18, layout: 'us' });
    } finally {
      await server.call('PUT', screens, { auth: instructor, body: { paused: false } });
      await controller.close();
    }
    expect(await typedText()).toBe(`${before}shown to the class`);
    const { body } = await server.call<AuditEntry[]>('GET', `/api/training-class/${trainingClass.id}/audit`, {
      auth: instructor,
    });
    expect(body.filter((entry) => entry.action === 'text-typed')).toEqual([
      expect.objectContaining({ role: 'instructor', target: vm, detail: '18 characters', outcome: 'ok' }),
    ]);
  });

  it("refuses a machine that is in no class's lab as not found", async () => {
    const answer = await server.call<ApiErrorBody>('POST', '/api/training-class/vm/vm-nowhere/type', {
      auth: instructor,
      body: { text: 'a' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('There is no machine vm-nowhere in a class.');
  });
});
