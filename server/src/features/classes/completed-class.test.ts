import type { ApiErrorBody } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openEventStream } from '../../../test-support/server-sent-events';
import { authorization, basicAuth, startTestServer, type TestServer } from '../../../test-support/test-server';

const DAY = 86_400_000;

/** The class list's Delete (spec: both dates set to yesterday) on a running class with a student's channel open. */
describe('a soft-deleted class', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('ends its students’ push channels and refuses messages, pauses and presentations with 409', async () => {
    const [demo] = await server.classes();
    const [email] = demo?.emails ?? [];
    const vm = demo?.labs[0]?.vms[0]?.vm;
    if (!demo || !email || !vm) throw new Error('no demo class with a lab');
    const channel = await openEventStream(
      `${server.url}/api/training-class/events`,
      authorization(basicAuth(email, demo.passphrase)),
      'student-notice',
    );
    expect(channel.response.status).toBe(200);
    const auth = { bearer: await server.instructorToken() };
    const yesterday = new Date(Date.now() - DAY).toISOString();
    const deleted = await server.call('PUT', `/api/training-class/${demo.id}`, {
      auth,
      body: {
        attendees: demo.attendees,
        courseId: demo.courseId,
        instructor: demo.instructor,
        name: demo.name,
        startDate: yesterday,
        endDate: yesterday,
      },
    });
    expect(deleted.status).toBe(200);
    await channel.ended;

    const refusals = await Promise.all([
      server.call<ApiErrorBody>('POST', `/api/training-class/${demo.id}/messages`, { auth, body: { text: 'Hello?' } }),
      server.call<ApiErrorBody>('PUT', `/api/training-class/${demo.id}/screens`, { auth, body: { paused: true } }),
      server.call<ApiErrorBody>('PUT', `/api/training-class/${demo.id}/presentation`, { auth, body: { vm } }),
    ]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body.message).toBe(
        `Class ${demo.name} is completed: it takes no messages, pauses or presentations.`,
      );
    }
  });
});
