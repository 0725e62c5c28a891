import type { TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../test-support/shared-test-server';
import { type Auth, basicAuth, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let instructor: Auth;
let courseId: string;

function classBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Hostile input',
    courseId,
    timeZone: 'UTC',
    startDate: '2031-03-10T00:00:00Z',
    endDate: '2031-03-12T00:00:00Z',
    instructor: 'teacher@academy.test',
    attendees: 2,
    ...overrides,
  };
}

function courseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Hostile',
    description: 'A course.',
    folder: 'group-v103',
    status: 'ACTIVE',
    vms: ['vm-tpl-1031'],
    ...overrides,
  };
}

/** Every refusal is a 400 with the API's JSON error body, never a 5xx. */
function expectBadRequest(result: { status: number; body: unknown }): void {
  expect(result.status).toBe(400);
  expect(result.body).toMatchObject({ error: 'bad_request', message: expect.any(String) });
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
  courseId =
    (await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor })).body[0]?.id ?? '';
});

afterAll(async () => {});

describe('hostile input gets 400 with the JSON error body', () => {
  it('refuses a NUL or other control character in a Basic username or passphrase', async () => {
    for (const [username, passphrase] of [
      ['student\u0000@academy.test', 'x'],
      ['student@academy.test', 'pass\u001bword'],
    ]) {
      expectBadRequest(
        await server.call('POST', '/api/training-class/login', { auth: basicAuth(username ?? '', passphrase ?? '') }),
      );
    }
  });

  it('refuses control characters in a class name, an instructor, a course name and description', async () => {
    expectBadRequest(
      await server.call('POST', '/api/training-class', { auth: instructor, body: classBody({ name: 'a\u0000b' }) }),
    );
    expectBadRequest(
      await server.call('POST', '/api/training-class', {
        auth: instructor,
        body: classBody({ instructor: 'a\u0007@b.test' }),
      }),
    );
    expectBadRequest(
      await server.call('POST', '/api/training-course', { auth: instructor, body: courseBody({ name: '\u0000' }) }),
    );
    expectBadRequest(
      await server.call('POST', '/api/training-course', {
        auth: instructor,
        body: courseBody({ description: 'x\u0000y' }),
      }),
    );
    expectBadRequest(
      await server.call('POST', '/api/training-course', { auth: instructor, body: courseBody({ vms: ['vm-\u0000'] }) }),
    );
  });

  it('keeps line breaks in a course description', async () => {
    const created = await server.call('POST', '/api/training-course', {
      auth: instructor,
      body: courseBody({ description: 'Day one:\nroutes.\r\n\tDay two: firewalls.' }),
    });
    expect(created.status).toBe(201);
  });

  it('refuses a control character in a path id', async () => {
    expectBadRequest(
      await server.call('PUT', '/api/training-class/abc%00def', { auth: instructor, body: classBody() }),
    );
    expectBadRequest(await server.call('DELETE', '/api/training-course/%01', { auth: instructor }));
    expectBadRequest(
      await server.call('GET', '/api/training-class/vm/vm-%00/power', { auth: basicAuth('a@b.test', 'x') }),
    );
  });

  it('refuses impossible dates instead of rolling them over', async () => {
    for (const startDate of [
      '2026-02-30T00:00:00Z',
      '2031-03-10T24:00:00Z',
      '0000-01-01T00:00:00Z',
      '2031-13-01T00:00:00Z',
      '2031-03-10T23:60:00Z',
      '2031-03-10T00:00:00+25:00',
    ]) {
      expectBadRequest(
        await server.call('POST', '/api/training-class', { auth: instructor, body: classBody({ startDate }) }),
      );
    }
  });

  it('refuses a time zone spelled otherwise than the IANA database does, and accepts an alias of a renamed zone', async () => {
    for (const timeZone of ['utc', 'europe/paris', 'EUROPE/PARIS', '+05:00', 'Mars/Olympus']) {
      expectBadRequest(
        await server.call('POST', '/api/training-class', { auth: instructor, body: classBody({ timeZone }) }),
      );
    }
    for (const timeZone of ['UTC', 'Europe/Paris', 'Asia/Calcutta', 'Asia/Kolkata']) {
      const created = await server.call('POST', '/api/training-class', {
        auth: instructor,
        body: classBody({ timeZone }),
      });
      expect(created.status).toBe(201);
    }
  });

  it('lists a class whose start a +14:00 zone reads as a day of year 10000', async () => {
    const created = await server.call('POST', '/api/training-class', {
      auth: instructor,
      body: classBody({
        timeZone: 'Pacific/Kiritimati',
        startDate: '9999-12-31T12:00:00Z',
        endDate: '9999-12-31T13:00:00Z',
      }),
    });
    expect(created.status).toBe(201);
    expect((await server.call('GET', '/api/training-class', { auth: instructor })).status).toBe(200);
  });

  it('refuses a class that year 9999 in a -14:00 zone puts in year 10000 UTC, past what the database stores', async () => {
    expectBadRequest(
      await server.call('POST', '/api/training-class', {
        auth: instructor,
        body: classBody({ startDate: '9999-12-31T23:59:58-14:00', endDate: '9999-12-31T23:59:59-14:00' }),
      }),
    );
  });

  it('accepts a real leap day', async () => {
    const created = await server.call('POST', '/api/training-class', {
      auth: instructor,
      body: classBody({ startDate: '2032-02-29T00:00:00-05:00', endDate: '2032-03-02T00:00:00-05:00' }),
    });
    expect(created.status).toBe(201);
  });

  it('logged no server error', () => {
    expect(server.errors).toEqual([]);
  });
});
