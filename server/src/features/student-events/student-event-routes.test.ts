import type { StudentNotice } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { endedWithin, openEventStream } from '../../../test-support/server-sent-events';
import {
  type Auth,
  authorization,
  basicAuth,
  startTestServer,
  type TestServer,
} from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let running: TestClassView;
let ann: Auth;

function basicHeader(email: string, passphrase: string): string {
  return authorization(basicAuth(email, passphrase));
}

function openStudentEvents(header: string) {
  return openEventStream<StudentNotice>(`${server.url}/api/training-class/events`, header, 'student-notice');
}

beforeAll(async () => {
  server = await startTestServer({ LAB_GRACE_MINUTES: '20' });
  const found = (await server.classes()).find((item) => item.status === 'RUNNING');
  if (!found) throw new Error('no demo class');
  running = found;
  ann = basicAuth(running.emails[0] ?? '', running.passphrase);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('GET /api/training-class/events (the student push channel)', () => {
  it("opens with the student's credential and tells the class's end and the labs' end at once", async () => {
    const events = await openStudentEvents(basicHeader(running.emails[0] ?? '', running.passphrase));
    try {
      expect(events.response.status).toBe(200);
      expect(events.response.headers.get('content-type')).toContain('text/event-stream');
      await expect.poll(() => events.received).toHaveLength(1);
      const end = Date.parse(running.endDate);
      expect(events.received[0]).toEqual({
        kind: 'class-end',
        endsAt: new Date(end).toISOString(),
        labsEndAt: new Date(end + 20 * 60_000).toISOString(),
      });
    } finally {
      events.close();
    }
  });

  it('refuses a request without a credential, or with a wrong passphrase, with 401', async () => {
    const without = await fetch(`${server.url}/api/training-class/events`);
    expect(without.status).toBe(401);
    const wrong = await openStudentEvents(basicHeader(running.emails[0] ?? '', 'not-the-passphrase'));
    expect(wrong.response.status).toBe(401);
  });

  it("refuses a student on a class's monitor channel, their own class's or another's", async () => {
    const classes = await server.classes();
    for (const trainingClass of classes) {
      const response = await server.call('GET', `/api/training-class/${trainingClass.id}/events`, { auth: ann });
      expect(response.status).toBe(401);
    }
  });

  it("ends a student's stream when their class is deleted, and refuses them after", async () => {
    const instructor: Auth = { bearer: await server.instructorToken() };
    const email = running.emails[1] ?? '';
    const events = await openStudentEvents(basicHeader(email, running.passphrase));
    expect(events.response.status).toBe(200);
    expect((await server.call('DELETE', `/api/training-class/${running.id}`, { auth: instructor })).status).toBe(204);
    expect(await endedWithin(events, 2_000)).toBeGreaterThan(0);
    expect((await openStudentEvents(basicHeader(email, running.passphrase))).response.status).toBe(401);
  });
});
