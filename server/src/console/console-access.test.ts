import type { ConsoleTicket, TrainingClass, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { type Auth, basicAuth, startTestServer, type TestServer } from '../../test-support/test-server';

/** Console access ends with the lab: when its class is deleted or ends, open consoles close and tickets die. */

const DAY = 86_400_000;
let server: TestServer;
let instructor: Auth;
let courseId: string;

beforeAll(async () => {
  server = await startTestServer();
  instructor = { bearer: await server.instructorToken() };
  const courses = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
  courseId = courses.body[0]?.id ?? '';
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

/** A one-student class running from today, provisioned; answers its student and their first machine. */
async function runningLab(name: string): Promise<{ trainingClass: TrainingClass; student: Auth; vm: string }> {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const { body: trainingClass } = await server.call<TrainingClass>('POST', '/api/training-class', {
    auth: instructor,
    body: {
      name,
      courseId,
      timeZone: 'UTC',
      startDate: today.toISOString(),
      endDate: new Date(today.getTime() + 2 * DAY).toISOString(),
      instructor: 'teacher@academy.test',
      attendees: 1,
    },
  });
  await server.call('POST', '/__test__/settle');
  const lab = (await server.classes()).find((item) => item.id === trainingClass.id)?.labs[0];
  const vm = lab?.vms[0]?.vm;
  if (!lab || !vm) throw new Error('lab not provisioned');
  return { trainingClass, student: basicAuth(lab.email, trainingClass.passphrase), vm };
}

async function ticketFor(student: Auth, vm: string): Promise<string> {
  const { status, body } = await server.call<ConsoleTicket>('POST', `/api/training-class/vm/${vm}/ticket`, {
    auth: student,
  });
  expect(status).toBe(200);
  return body.ticket;
}

/** Opens a console; resolves once the server greets, with the close code the server ends it with. */
function openConsole(url: string): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['binary']);
    const closed = new Promise<number>((done) => socket.once('close', (code: number) => done(code)));
    socket.once('message', () => resolve({ closed }));
    socket.once('error', reject);
  });
}

/** The HTTP status an upgrade with this ticket gets (101 when it opens). */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['binary']);
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('error', reject);
  });
}

describe('console access ends with the class', () => {
  it('closes open consoles and voids unused tickets when the class is deleted', async () => {
    const { trainingClass, student, vm } = await runningLab('Deleted while a console is open');
    const open = await openConsole(await ticketFor(student, vm));
    const unused = await ticketFor(student, vm);
    const deleted = await server.call('DELETE', `/api/training-class/${trainingClass.id}`, { auth: instructor });
    expect(deleted.status).toBe(204);
    expect(await open.closed).toBe(1001);
    expect(await upgradeStatus(unused)).toBe(403);
  });

  it('closes open consoles and voids unused tickets when the class ends', async () => {
    const { trainingClass, student, vm } = await runningLab('Ends while a console is open');
    const open = await openConsole(await ticketFor(student, vm));
    const unused = await ticketFor(student, vm);
    const moved = await server.call('POST', '/__test__/clock', {
      body: { now: new Date(Date.parse(trainingClass.endDate) + 60_000).toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(await open.closed).toBe(1001);
    expect(await upgradeStatus(unused)).toBe(403);
  });
});
