import type { TrainingClass, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { demoClassOf } from '../../../test-support/test-classes';
import type { Auth, TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;
let courseId: string;

const DAY = 86_400_000;

function midnightUtcInDays(days: number): string {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(0, 0, 0, 0);
  return date.toISOString();
}

function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Linux Networking, spring cohort',
    courseId,
    timeZone: 'Europe/Paris',
    startDate: midnightUtcInDays(7),
    endDate: midnightUtcInDays(10),
    instructor: 'teacher@academy.test',
    attendees: 4,
    ...overrides,
  };
}

async function createClass(overrides: Record<string, unknown> = {}): Promise<TrainingClass> {
  const { status, body } = await server.call<TrainingClass>('POST', '/api/training-class', {
    auth: instructor,
    body: validBody(overrides),
  });
  expect(status).toBe(201);
  return body;
}

async function listClasses(): Promise<TrainingClass[]> {
  return (await server.call<TrainingClass[]>('GET', '/api/training-class', { auth: instructor })).body;
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  const courses = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
  courseId = courses.body[0]?.id ?? '';
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('instructor authentication on class calls', () => {
  it('refuses a missing, malformed or student credential with 401', async () => {
    const demo = await demoClassOf(server);
    const student: Auth = { basic: { username: demo.emails[0] ?? '', passphrase: demo.passphrase } };
    const calls = [
      ['GET', '/api/training-class'],
      ['POST', '/api/training-class'],
      ['PUT', '/api/training-class/some-id'],
      ['DELETE', '/api/training-class/some-id'],
    ] as const;
    for (const [method, path] of calls) {
      for (const auth of [undefined, student, { header: 'Bearer' }, { bearer: 'not.a.jwt' }, { header: 'Token abc' }]) {
        const { status } = await server.call(method, path, { auth, body: method === 'GET' ? undefined : validBody() });
        expect({ method, path, auth, status }).toEqual({ method, path, auth, status: 401 });
      }
    }
  });
});

describe('GET /api/training-class', () => {
  it('lists classes with usernames, passphrase and status', async () => {
    const demo = (await listClasses()).find((item) => item.name.endsWith(' (demo)'));
    expect(demo).toMatchObject({ status: 'RUNNING', attendees: 3 });
    expect(demo?.emails).toHaveLength(3);
    expect(demo?.passphrase).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
  });
});

describe('POST /api/training-class', () => {
  it('creates a SCHEDULED class with one username per attendee in the login domain and a readable passphrase', async () => {
    const created = await createClass();
    expect(created).toMatchObject({
      name: 'Linux Networking, spring cohort',
      courseId,
      timeZone: 'Europe/Paris',
      instructor: 'teacher@academy.test',
      attendees: 4,
      status: 'SCHEDULED',
      startDate: midnightUtcInDays(7),
      endDate: midnightUtcInDays(10),
    });
    expect(created.emails).toEqual([
      'linux-networking-spring-01@academy.test',
      'linux-networking-spring-02@academy.test',
      'linux-networking-spring-03@academy.test',
      'linux-networking-spring-04@academy.test',
    ]);
    expect(created.passphrase).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    expect((await listClasses()).map((item) => item.id)).toContain(created.id);
  });

  it('keeps usernames unique when two classes share a name', async () => {
    const first = await createClass({ name: 'Twin', attendees: 1 });
    const second = await createClass({ name: 'Twin', attendees: 1 });
    expect(first.emails).toEqual(['twin-01@academy.test']);
    expect(second.emails).toEqual(['twin-2-01@academy.test']);
  });

  it('accepts timestamps with a UTC offset and answers them as UTC ISO timestamps', async () => {
    const created = await createClass({
      timeZone: 'America/New_York',
      startDate: '2031-03-10T00:00:00-04:00',
      endDate: '2031-03-12T00:00:00-04:00',
    });
    expect(created.startDate).toBe('2031-03-10T04:00:00.000Z');
    expect(created.endDate).toBe('2031-03-12T04:00:00.000Z');
  });

  it('refuses bad input with 400 and a JSON error, and writes nothing', async () => {
    const before = (await listClasses()).length;
    const bad: Array<[string, unknown]> = [
      ['array body', [validBody()]],
      ['missing name', validBody({ name: undefined })],
      ['blank name', validBody({ name: '   ' })],
      ['numeric name', validBody({ name: 42 })],
      ['missing courseId', validBody({ courseId: undefined })],
      ['unknown courseId', validBody({ courseId: 'no-such-course' })],
      ['invalid zone', validBody({ timeZone: 'Mars/Olympus_Mons' })],
      ['offset as zone', validBody({ timeZone: '+02:00' })],
      ['zone not a string', validBody({ timeZone: 2 })],
      ['date not ISO', validBody({ startDate: 'next monday' })],
      ['date without zone', validBody({ startDate: '2031-01-01T00:00:00' })],
      ['impossible date', validBody({ startDate: '2031-02-31T00:00:00Z' })],
      ['last day before first', validBody({ startDate: midnightUtcInDays(10), endDate: midnightUtcInDays(7) })],
      ['zero-day class in the future', validBody({ startDate: midnightUtcInDays(7), endDate: midnightUtcInDays(7) })],
      ['instructor not an e-mail', validBody({ instructor: 'teacher' })],
      ['0 attendees', validBody({ attendees: 0 })],
      ['16 attendees', validBody({ attendees: 16 })],
      ['fractional attendees', validBody({ attendees: 2.5 })],
      ['attendees as text', validBody({ attendees: '3' })],
    ];
    for (const [label, body] of bad) {
      const response = await server.call<{ error: string; message: string }>('POST', '/api/training-class', {
        auth: instructor,
        body,
      });
      expect({ label, status: response.status, error: response.body.error }).toEqual({
        label,
        status: 400,
        error: 'bad_request',
      });
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await listClasses()).length).toBe(before);
  });

  it('refuses malformed JSON, a non-JSON body and an oversized body', async () => {
    const malformed = await server.call<{ error: string }>('POST', '/api/training-class', {
      auth: instructor,
      body: '{"name": "oops",',
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'bad_request' } });

    const text = await server.call('POST', '/api/training-class', {
      auth: instructor,
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);

    const huge = await server.call<{ error: string }>('POST', '/api/training-class', {
      auth: instructor,
      body: validBody({ name: 'x'.repeat(64 * 1024) }),
    });
    expect(huge).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
  });
});

describe('PUT /api/training-class/{id}', () => {
  it('updates the class, resizes the usernames and answers the updated class', async () => {
    const created = await createClass({ name: 'Resize me', attendees: 2 });
    const { status, body } = await server.call<TrainingClass>('PUT', `/api/training-class/${created.id}`, {
      auth: instructor,
      body: validBody({ name: 'Renamed', attendees: 3, timeZone: undefined, endDate: midnightUtcInDays(12) }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: created.id,
      name: 'Renamed',
      attendees: 3,
      timeZone: 'Europe/Paris',
      endDate: midnightUtcInDays(12),
      status: 'SCHEDULED',
      passphrase: created.passphrase,
    });
    expect(body.emails).toEqual([...created.emails, 'resize-me-03@academy.test']);

    const shrunk = await server.call<TrainingClass>('PUT', `/api/training-class/${created.id}`, {
      auth: instructor,
      body: validBody({ attendees: 1 }),
    });
    expect(shrunk.body.emails).toEqual([created.emails[0]]);
  });

  it("completes the class on the front end's soft delete (both dates yesterday)", async () => {
    const created = await createClass({ name: 'Soft delete me' });
    const yesterday = new Date(Date.now() - DAY).toISOString();
    const { status, body } = await server.call<TrainingClass>('PUT', `/api/training-class/${created.id}`, {
      auth: instructor,
      body: {
        attendees: created.attendees,
        courseId: created.courseId,
        instructor: created.instructor,
        name: created.name,
        startDate: yesterday,
        endDate: yesterday,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, endDate: yesterday, status: 'COMPLETED' });
  });

  it('answers 404 for an unknown class and 400 for a bad body, changing nothing', async () => {
    const created = await createClass({ name: 'Unchanged' });
    expect(
      (await server.call('PUT', '/api/training-class/no-such-class', { auth: instructor, body: validBody() })).status,
    ).toBe(404);
    const bad = await server.call('PUT', `/api/training-class/${created.id}`, {
      auth: instructor,
      body: validBody({ name: 'Changed', attendees: 99 }),
    });
    expect(bad.status).toBe(400);
    expect((await listClasses()).find((item) => item.id === created.id)?.name).toBe('Unchanged');
  });
});

describe('DELETE /api/training-class/{id}', () => {
  it('deletes the class; a second delete answers 404', async () => {
    const created = await createClass({ name: 'Delete me' });
    expect((await server.call('DELETE', `/api/training-class/${created.id}`, { auth: instructor })).status).toBe(204);
    expect((await listClasses()).map((item) => item.id)).not.toContain(created.id);
    const again = await server.call<{ error: string }>('DELETE', `/api/training-class/${created.id}`, {
      auth: instructor,
    });
    expect(again).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a JSON error, not the front end', async () => {
    const { status, body, headers } = await server.call('GET', '/api/nothing-here', { auth: instructor });
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/json/);
    expect(body).toMatchObject({ error: 'not_found' });
  });
});
