import type { ApiErrorBody, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type Auth, startTestServer, type TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;

const PASSWORD = 'Gu3st-Passw0rd-in-no-log';
const course = {
  name: 'Windows with checks',
  description: 'DNS, checked as a guest account.',
  folder: 'group-v101',
  status: 'ACTIVE',
  vms: ['vm-tpl-1011'],
};

function save(method: 'POST' | 'PUT', path: string, body: object) {
  return server.call<TrainingCourse & ApiErrorBody>(method, path, { auth: instructor, body });
}

beforeAll(async () => {
  // Trace: the most the server ever logs of a call.
  server = await startTestServer({ LOG_LEVEL: 'trace' });
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('guest accounts through the course calls', () => {
  it('are saved with the course and answered as { vm, username, passwordSet }, the password in no answer and no log line', async () => {
    const created = await save('POST', '/api/training-course', {
      ...course,
      guestAccounts: [{ vm: 'vm-tpl-1011', username: 'ACADEMY\\checker', password: PASSWORD }],
    });
    expect(created.status).toBe(201);
    expect(created.body.guestAccounts).toEqual([
      { vm: 'vm-tpl-1011', username: 'ACADEMY\\checker', passwordSet: true },
    ]);
    const path = `/api/training-course/${created.body.id}`;

    // A body without accounts (a form older than checks) keeps them; one without a password keeps the password.
    expect((await save('PUT', path, course)).body.guestAccounts).toEqual(created.body.guestAccounts);
    const renamed = await save('PUT', path, { ...course, guestAccounts: [{ vm: 'vm-tpl-1011', username: 'checker' }] });
    expect(renamed.body.guestAccounts).toEqual([{ vm: 'vm-tpl-1011', username: 'checker', passwordSet: true }]);
    const list = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
    expect(list.body.find((item) => item.id === created.body.id)?.guestAccounts).toEqual(renamed.body.guestAccounts);
    const cleared = await save('PUT', path, {
      ...course,
      guestAccounts: [{ vm: 'vm-tpl-1011', username: 'checker', password: null }],
    });
    expect(cleared.body.guestAccounts).toEqual([{ vm: 'vm-tpl-1011', username: 'checker', passwordSet: false }]);

    const refusals = {
      'a machine the course does not have': [
        [{ vm: 'vm-tpl-1012', username: 'x', password: PASSWORD }],
        "guestAccounts[0]: vm-tpl-1012 is not one of the course's vms.",
      ],
      'an empty password': [
        [{ vm: 'vm-tpl-1011', username: 'x', password: '' }],
        'guestAccounts[0].password must be a non-empty string, or null to clear it.',
      ],
      'no user name': [[{ vm: 'vm-tpl-1011', password: PASSWORD }], 'username is required and must be a string.'],
      'not a list': [{ vm: 'vm-tpl-1011' }, 'guestAccounts must be a list of { vm, username, password }.'],
    } satisfies Record<string, [unknown, string]>;
    for (const [name, [guestAccounts, message]] of Object.entries(refusals)) {
      const refused = await save('PUT', path, { ...course, guestAccounts });
      expect({ name, status: refused.status, message: refused.body.message }).toEqual({ name, status: 400, message });
    }

    expect(server.logLines.length).toBeGreaterThan(0);
    expect(server.logLines.filter((line) => line.includes(PASSWORD))).toEqual([]);
    const answers = JSON.stringify([created, renamed, list, cleared].map((answer) => answer.body));
    expect(answers).not.toContain(PASSWORD);
  });
});
