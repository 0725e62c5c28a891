import {
  type AuditEntry,
  type ClassMessage,
  MESSAGE_MAX_LENGTH,
  type StudentNotice,
  type TrainingClass,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openEventStream } from '../../../test-support/server-sent-events';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { runningClassOf } from '../../../test-support/test-classes';
import { type Auth, authorization, basicAuth, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;
let running: TestClassView;
let other: TrainingClass;
let alice: Auth;
let bob: Auth;
let aliceEmail: string;
let bobEmail: string;

const classPath = (classId = running.id) => `/api/training-class/${classId}/messages`;

async function send(body: unknown, auth: Auth = instructor, path = classPath()) {
  return server.call<ClassMessage>('POST', path, { auth, body });
}

async function read(auth: Auth, path = '/api/training-class/messages'): Promise<ClassMessage[]> {
  const { status, body } = await server.call<ClassMessage[]>('GET', path, { auth });
  expect(status).toBe(200);
  return body;
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  ({ running, other, alice, bob, aliceEmail, bobEmail } = await runningClassOf(server, instructor));
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

function openStudentEvents(email: string) {
  return openEventStream<StudentNotice>(
    `${server.url}/api/training-class/events`,
    authorization(basicAuth(email, running.passphrase)),
    'student-notice',
  );
}

describe('class messages', () => {
  it('an instructor writes to the class and to one student; a student reads those and their own conversation only', async () => {
    const toAll = await send({ text: '  Break until 10:30.\nBack soon.  ' });
    expect(toAll.status).toBe(201);
    expect(toAll.body).toMatchObject({
      from: 'instructor',
      senderName: 'Instructor',
      student: null,
      text: 'Break until 10:30.\nBack soon.',
    });
    const toAlice = await send({ text: 'Alice, check the DNS zone.', to: aliceEmail.toUpperCase() });
    expect(toAlice.body).toMatchObject({ student: aliceEmail });
    const reply = await send({ text: 'Thanks, <b>fixed</b> it.' }, alice, '/api/training-class/messages');
    expect(reply).toMatchObject({
      status: 201,
      body: { from: 'student', senderName: aliceEmail, student: aliceEmail, text: 'Thanks, <b>fixed</b> it.' },
    });

    const texts = (messages: ClassMessage[]) => messages.map((message) => message.text);
    expect(texts(await read(alice))).toEqual([
      'Break until 10:30.\nBack soon.',
      'Alice, check the DNS zone.',
      'Thanks, <b>fixed</b> it.',
    ]);
    expect(texts(await read(bob))).toEqual(['Break until 10:30.\nBack soon.']);
    expect(texts(await read(instructor, classPath()))).toEqual(texts(await read(alice)));
    expect(await read(instructor, classPath(other.id))).toEqual([]);
  });

  it('refuses empty, too long, control-character and malformed messages with a 400 that says why', async () => {
    const cases: [unknown, string][] = [
      [{ text: '   ' }, 'text must not be empty.'],
      [{ text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, `text must be at most ${MESSAGE_MAX_LENGTH} characters.`],
      [{ text: 'bell\u0007' }, 'text must not contain control characters.'],
      [{ text: 42 }, 'text is required and must be a string.'],
      [{ text: 'hi', to: 'not-an-address' }, 'to must be an e-mail address.'],
      [['hi'], 'The request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      expect(await send(body)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await send({ text: 'x'.repeat(MESSAGE_MAX_LENGTH) })).status).toBe(201);
    const studentTooLong = await send(
      { text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) },
      alice,
      '/api/training-class/messages',
    );
    expect(studentTooLong.status).toBe(400);
  });

  it('only an instructor writes to a class, and only to a student of that class', async () => {
    expect((await send({ text: 'hi' }, alice)).status).toBe(401);
    expect((await server.call('POST', classPath(), { body: { text: 'hi' } })).status).toBe(401);
    expect((await server.call('GET', classPath(), { auth: alice })).status).toBe(401);
    expect((await send({ text: 'hi', to: other.emails[0] })).status).toBe(404);
    expect((await send({ text: 'hi', to: aliceEmail }, instructor, classPath('no-such-class'))).status).toBe(404);
    expect((await server.call('GET', '/api/training-class/messages')).status).toBe(401);
    const wrongPassphrase = basicAuth(aliceEmail, `${running.passphrase}x`);
    expect((await send({ text: 'hi' }, wrongPassphrase, '/api/training-class/messages')).status).toBe(401);
  });

  it('records each message in the class audit trail with its sender', async () => {
    await send({ text: 'Audited', to: bobEmail });
    await send({ text: 'Me too' }, bob, '/api/training-class/messages');
    const trail = (await read(instructor, `/api/training-class/${running.id}/audit`)) as unknown as AuditEntry[];
    const sent = trail.filter((entry) => entry.action === 'message-sent').slice(0, 2);
    expect(sent).toMatchObject([
      { role: 'student', actor: bobEmail, target: bobEmail, outcome: 'ok' },
      { role: 'instructor', target: bobEmail, outcome: 'ok' },
    ]);
  });

  it("reaches the students' push channels: a class message every student, one to a student that student only", async () => {
    const [aliceEvents, bobEvents] = await Promise.all([openStudentEvents(aliceEmail), openStudentEvents(bobEmail)]);
    try {
      const messagesOf = (events: typeof aliceEvents) =>
        events.received.flatMap((notice) => (notice.kind === 'message' ? [notice.message.text] : []));
      await send({ text: 'Lunch at noon.' });
      await send({ text: 'Only for Bob.', to: bobEmail });
      await send({ text: 'A reply is not pushed back to its writer.' }, alice, '/api/training-class/messages');
      await expect.poll(() => messagesOf(bobEvents)).toEqual(['Lunch at noon.', 'Only for Bob.']);
      await expect.poll(() => messagesOf(aliceEvents)).toEqual(['Lunch at noon.']);
      // A raised hand moves every student's place: each is told to read it again.
      await server.call('PUT', '/api/training-class/help', { auth: bob, body: { raised: true } });
      await expect.poll(() => aliceEvents.received.some((notice) => notice.kind === 'help-queue')).toBe(true);
      await server.call('PUT', '/api/training-class/help', { auth: bob, body: { raised: false } });
    } finally {
      aliceEvents.close();
      bobEvents.close();
    }
  });
});
