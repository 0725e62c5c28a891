import type {
  AuditEntry,
  ConsoleTicket,
  ConsoleWatchSession,
  ScreensPause,
  StudentClassroom,
  StudentLab,
  StudentNotice,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { RfbTestClient, updateRequest } from '../../../test-support/rfb-test-client';
import { openStudentEvents } from '../../../test-support/server-sent-events';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { runningAndOtherClass } from '../../../test-support/test-classes';
import { type Auth, basicAuth, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;
let running: TestClassView;
let other: TestClassView;
let alice: Auth;
let aliceEmail: string;
let vm: string;

/** A console of Alice's first machine, shown up to its login prompt: the instructor's (a mode) or Alice's own. */
async function openConsole(mode?: unknown): Promise<RfbTestClient> {
  const { status, body } =
    mode === 'student'
      ? await server.call<ConsoleTicket>('POST', `/api/training-class/vm/${vm}/ticket`, { auth: alice })
      : await server.call<ConsoleTicket>('POST', `/api/training-class/${running.id}/vm/${vm}/ticket`, {
          auth: instructor,
          body: mode === undefined ? {} : { mode },
        });
  expect(status).toBe(200);
  const client = await RfbTestClient.connect(body.ticket);
  await client.handshake();
  client.send(updateRequest(false));
  await client.nextUpdate();
  await client.waitForScreen((text) => text.includes('login:'));
  return client;
}

/**
 * Types `text` and answers whether the guest's screen shows it. Input that must be dropped gets a short window to
 * appear (it never should); input that must arrive is waited for until it does, as long as a loaded machine takes.
 */
async function echoes(client: RfbTestClient, text: string, expected: 'arrives' | 'dropped'): Promise<boolean> {
  client.typeText(text);
  return client
    .waitForScreen((screen) => new RegExp(`login: \\S*${text}`).test(screen), expected === 'arrives' ? 15_000 : 500)
    .then(
      () => true,
      () => false,
    );
}

const classroom = async () =>
  (await server.call<StudentClassroom>('GET', '/api/training-class/classroom', { auth: alice })).body;
const screens = (paused: unknown, auth: Auth = instructor, classId = running.id) =>
  server.call<ScreensPause & { message: string }>('PUT', `/api/training-class/${classId}/screens`, {
    auth,
    body: { paused },
  });
const noticesOf = (received: StudentNotice[], kind: StudentNotice['kind']) =>
  received.filter((notice) => notice.kind === kind);

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  ({ running, other } = await runningAndOtherClass(server, instructor));
  aliceEmail = running.emails[0] ?? '';
  alice = basicAuth(aliceEmail, running.passphrase);
  const labs = (await server.call<StudentLab[]>('GET', `/api/training-class/${running.id}/labs`, { auth: instructor }))
    .body;
  vm = labs.find((lab) => lab.email === aliceEmail)?.vms[0]?.vm ?? '';
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe("an instructor at a student's console", () => {
  it('watches by default: the server drops every key of a view-only console; in control the keys reach the guest', async () => {
    const viewer = await openConsole();
    const controller = await openConsole('control');
    // Both show the machine's one guest: the viewer's keys never reached it, the controller's did.
    expect(await echoes(viewer, 'spy', 'dropped')).toBe(false);
    expect(await echoes(controller, 'ok', 'arrives')).toBe(true);
    viewer.close();
    controller.close();
    // Closing is recorded after the socket ends: the next test starts from no open session.
    await expect.poll(async () => (await classroom()).watchers).toEqual([]);
  });

  it('is told to the student at once, recorded with its end, audited and listed on the monitor', async () => {
    const events = await openStudentEvents<StudentNotice>(server.url, aliceEmail, running.passphrase);
    try {
      expect(await classroom()).toEqual({ screensPaused: false, watchers: [] });
      const viewer = await openConsole('view');
      await expect.poll(() => noticesOf(events.received, 'console-watch')).toHaveLength(1);
      expect(await classroom()).toEqual({
        screensPaused: false,
        watchers: [{ vm, machineName: expect.stringMatching(/^DC01/), instructor: 'Instructor', mode: 'view' }],
      });
      viewer.close();
      await expect.poll(() => noticesOf(events.received, 'console-watch')).toHaveLength(2);
      expect((await classroom()).watchers).toEqual([]);

      const sessions = await server.call<ConsoleWatchSession[]>(
        'GET',
        `/api/training-class/${running.id}/console-sessions`,
        { auth: instructor },
      );
      expect(sessions.status).toBe(200);
      expect(sessions.body.map(({ mode }) => mode)).toEqual(['view', 'control', 'view']);
      expect(sessions.body[0]).toMatchObject({ student: aliceEmail, vm, instructor: 'Instructor', mode: 'view' });
      expect(Date.parse(sessions.body[0]?.endedAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(sessions.body[0]?.startedAt ?? ''),
      );
      const trail = await server.call<AuditEntry[]>('GET', `/api/training-class/${running.id}/audit`, {
        auth: instructor,
      });
      const opened = trail.body.filter((entry) => entry.action === 'console-opened' && entry.role === 'instructor');
      // Newest first: this test's view, then the first test's control and view (no mode given).
      expect(opened.map((entry) => entry.detail).slice(0, 3)).toEqual(['view', 'control', 'view']);
    } finally {
      events.close();
    }
  });
});

describe("'Pause screens'", () => {
  it("covers the class's screens: students are told, their consoles drop input until 'Resume'; audited", async () => {
    const events = await openStudentEvents<StudentNotice>(server.url, aliceEmail, running.passphrase);
    const own = await openConsole('student');
    const controller = await openConsole('control');
    try {
      const paused = await screens(true);
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ paused: true, pausedBy: 'Instructor' });
      await expect
        .poll(() => noticesOf(events.received, 'screens-paused'))
        .toEqual([{ kind: 'screens-paused', paused: true }]);
      expect((await classroom()).screensPaused).toBe(true);
      expect(await echoes(own, 'typed', 'dropped')).toBe(false);
      // The instructor in control may still show something on the student's machine.
      expect(await echoes(controller, 'shown', 'arrives')).toBe(true);
      // A console opened during the pause reads it from the database.
      const later = await openConsole('student');
      expect(await echoes(later, 'late', 'dropped')).toBe(false);
      later.close();

      const resumed = await screens(false);
      expect(resumed.body).toEqual({ paused: false, pausedAt: null, pausedBy: null });
      await expect.poll(() => noticesOf(events.received, 'screens-paused')).toHaveLength(2);
      expect((await classroom()).screensPaused).toBe(false);
      expect(await echoes(own, 'back', 'arrives')).toBe(true);
      const state = await server.call<ScreensPause>('GET', `/api/training-class/${running.id}/screens`, {
        auth: instructor,
      });
      expect(state.body.paused).toBe(false);

      const trail = await server.call<AuditEntry[]>('GET', `/api/training-class/${running.id}/audit`, {
        auth: instructor,
      });
      expect(
        trail.body
          .filter((entry) => entry.action.startsWith('screens-'))
          .map(({ action, target, role }) => [action, target, role]),
      ).toEqual([
        ['screens-resumed', running.id, 'instructor'],
        ['screens-paused', running.id, 'instructor'],
      ]);
    } finally {
      own.close();
      controller.close();
      events.close();
    }
  });
});

describe('only an instructor watches, controls and pauses, and only in the class of the machine', () => {
  it('refuses student credentials and no credentials', async () => {
    const ticket = await server.call('POST', `/api/training-class/${running.id}/vm/${vm}/ticket`, {
      auth: alice,
      body: { mode: 'control' },
    });
    expect(ticket.status).toBe(401);
    expect((await screens(true, alice)).status).toBe(401);
    expect((await server.call('GET', `/api/training-class/${running.id}/screens`, { auth: alice })).status).toBe(401);
    const sessions = await server.call('GET', `/api/training-class/${running.id}/console-sessions`, { auth: alice });
    expect(sessions.status).toBe(401);
    expect((await server.call('GET', '/api/training-class/classroom')).status).toBe(401);
    expect((await classroom()).screensPaused).toBe(false);
  });

  it("refuses a machine of another class, and a class that does not exist; another class's pause is its own", async () => {
    const ofOther = await server.call('POST', `/api/training-class/${other.id}/vm/${vm}/ticket`, {
      auth: instructor,
      body: { mode: 'control' },
    });
    expect(ofOther.status).toBe(404);
    expect((await screens(true, instructor, 'no-such-class')).status).toBe(404);
    const unknown = await server.call('GET', '/api/training-class/no-such-class/console-sessions', {
      auth: instructor,
    });
    expect(unknown.status).toBe(404);
    expect((await server.call('GET', '/api/training-class/no-such-class/screens', { auth: instructor })).status).toBe(
      404,
    );

    expect((await screens(true, instructor, other.id)).body.paused).toBe(true);
    expect((await classroom()).screensPaused).toBe(false);
    const own = await openConsole('student');
    expect(await echoes(own, 'free', 'arrives')).toBe(true);
    own.close();
    expect((await screens(false, instructor, other.id)).body.paused).toBe(false);
  });

  it('refuses a mode or a pause it does not know, saying what it takes', async () => {
    const ticket = await server.call('POST', `/api/training-class/${running.id}/vm/${vm}/ticket`, {
      auth: instructor,
      body: { mode: 'spy' },
    });
    expect(ticket).toMatchObject({ status: 400, body: { message: 'mode must be one of view, control.' } });
    expect(await screens('yes')).toMatchObject({
      status: 400,
      body: { message: 'The body must be { "paused": true } or { "paused": false }.' },
    });
  });
});
