import type { StudentNotice, TrainingClass } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openStudentEvents } from '../../../test-support/server-sent-events';
import { type Auth, basicAuth, startTestServer, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

const MINUTE = 60_000;
const GRACE_MINUTES = 15;

let server: TestServer;
let instructor: Auth;
let running: TestClassView;

const endPath = (id = running.id) => `/api/training-class/${id}/end`;

function setClock(now: number) {
  return server.call('POST', '/__test__/clock', { body: { now: new Date(now).toISOString() } });
}

async function labIds(): Promise<string[]> {
  return (await server.call<Array<{ labId: string }>>('GET', '/__test__/labs')).body.map(({ labId }) => labId);
}

function studentLogin(email: string) {
  return server.call('POST', '/api/training-class/login', { auth: basicAuth(email, running.passphrase) });
}

beforeAll(async () => {
  server = await startTestServer({ LAB_GRACE_MINUTES: String(GRACE_MINUTES) });
  instructor = { bearer: await server.instructorToken() };
  const found = (await server.classes()).find((item) => item.status === 'RUNNING');
  if (!found) throw new Error('no demo class');
  running = found;
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('POST /api/training-class/{id}/end', () => {
  it('refuses without a token, with a student credential, on a bad body, an unknown or a scheduled class', async () => {
    const body = { extendByMinutes: 30 };
    expect((await server.call('POST', endPath(), { body })).status).toBe(401);
    const student = basicAuth(running.emails[0] ?? '', running.passphrase);
    expect((await server.call('POST', endPath(), { auth: student, body })).status).toBe(401);
    for (const bad of [
      {},
      { extendByMinutes: 45 },
      { extendByMinutes: 30, endsAt: running.endDate },
      { endsAt: '17:00' },
    ]) {
      const refused = await server.call<{ message: string }>('POST', endPath(), { auth: instructor, body: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('extendByMinutes');
    }
    expect((await server.call('POST', endPath('no-such-class'), { auth: instructor, body })).status).toBe(404);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    inAWeek.setUTCHours(0, 0, 0, 0);
    const later = await server.call<TrainingClass>('POST', '/api/training-class', {
      auth: instructor,
      body: {
        name: 'Next week',
        courseId: running.courseId,
        timeZone: 'UTC',
        startDate: inAWeek.toISOString(),
        endDate: new Date(inAWeek.getTime() + 86_400_000).toISOString(),
        instructor: 'teacher@academy.test',
        attendees: 1,
      },
    });
    const refused = await server.call<{ message: string }>('POST', endPath(later.body.id), { auth: instructor, body });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("The class has not started: change its dates in the class's form.");
    const past = await server.call('POST', endPath(), { auth: instructor, body: { endsAt: '2000-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);
    const farAway = new Date(Date.parse(running.endDate) + 8 * 86_400_000).toISOString();
    expect((await server.call('POST', endPath(), { auth: instructor, body: { endsAt: farAway } })).status).toBe(400);
  });

  it("extends the class: the student's channel tells the new end, the labs stay until it plus the grace", async () => {
    const end = Date.parse(running.endDate);
    const email = running.emails[0] ?? '';
    await setClock(end - 10 * MINUTE);
    const channel = await openStudentEvents<StudentNotice>(server.url, email, running.passphrase);
    try {
      await expect.poll(() => channel.received).toHaveLength(1);
      const extended = await server.call<TrainingClass>('POST', endPath(), {
        auth: instructor,
        body: { extendByMinutes: 30 },
      });
      expect(extended.status).toBe(200);
      expect(extended.body.endsAt).toBe(new Date(end + 30 * MINUTE).toISOString());
      expect(extended.body.labsEndAt).toBe(new Date(end + (30 + GRACE_MINUTES) * MINUTE).toISOString());
      // The scheduler ticks only when a test moves the clock here: the notice comes from the extension itself.
      await expect.poll(() => channel.received, { timeout: 10_000 }).toHaveLength(2);
      expect(channel.received[1]).toEqual({
        kind: 'class-end',
        endsAt: extended.body.endsAt,
        labsEndAt: extended.body.labsEndAt,
      });

      // Another 60 minutes count from the extended end.
      const again = await server.call<TrainingClass>('POST', endPath(), {
        auth: instructor,
        body: { extendByMinutes: 60 },
      });
      expect(again.body.endsAt).toBe(new Date(end + 90 * MINUTE).toISOString());
      const moved = await server.call<TrainingClass>('POST', endPath(), {
        auth: instructor,
        body: { endsAt: new Date(end + 40 * MINUTE).toISOString() },
      });
      expect(moved.body.endsAt).toBe(new Date(end + 40 * MINUTE).toISOString());
    } finally {
      channel.close();
    }

    // Past the end date, past the new end, still in the grace period: the labs and the sign-in remain.
    const labsBefore = await labIds();
    expect(labsBefore.some((labId) => labId.startsWith(`${running.id}/`))).toBe(true);
    await setClock(end + (40 + GRACE_MINUTES) * MINUTE - 1_000);
    expect((await labIds()).filter((labId) => labId.startsWith(`${running.id}/`))).toHaveLength(running.emails.length);
    expect((await studentLogin(email)).status).toBe(200);

    // The scheduler removes them at the new end plus the grace, and the student is refused from then on.
    await setClock(end + (40 + GRACE_MINUTES) * MINUTE);
    expect((await labIds()).filter((labId) => labId.startsWith(`${running.id}/`))).toEqual([]);
    expect((await studentLogin(email)).status).toBe(401);
    const ended = await server.call('POST', endPath(), { auth: instructor, body: { extendByMinutes: 30 } });
    expect(ended.status).toBe(409);
  });
});
