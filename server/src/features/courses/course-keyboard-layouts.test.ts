import type { ApiErrorBody, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import type { Auth, TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;

const course = {
  name: 'Windows in French',
  description: 'A French domain.',
  folder: 'group-v101',
  status: 'ACTIVE',
  vms: ['vm-tpl-1011', 'vm-tpl-1012'],
};

function save(method: 'POST' | 'PUT', path: string, body: object) {
  return server.call<TrainingCourse & ApiErrorBody>(method, path, { auth: instructor, body });
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe("course machines' keyboard layouts through the course calls", () => {
  it('are saved with the course, answered, kept by a body without them, and replaced whole by one with them', async () => {
    const created = await save('POST', '/api/training-course', {
      ...course,
      keyboardLayouts: [{ vm: 'vm-tpl-1012', layout: 'fr' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.keyboardLayouts).toEqual([{ vm: 'vm-tpl-1012', layout: 'fr' }]);
    const path = `/api/training-course/${created.body.id}`;

    expect((await save('PUT', path, course)).body.keyboardLayouts).toEqual([{ vm: 'vm-tpl-1012', layout: 'fr' }]);
    const changed = await save('PUT', path, { ...course, keyboardLayouts: [{ vm: 'vm-tpl-1011', layout: 'ch-de' }] });
    expect(changed.body.keyboardLayouts).toEqual([{ vm: 'vm-tpl-1011', layout: 'ch-de' }]);
    const list = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
    expect(list.body.find((item) => item.id === created.body.id)?.keyboardLayouts).toEqual([
      { vm: 'vm-tpl-1011', layout: 'ch-de' },
    ]);

    // A machine taken off the course has no layout in its answers.
    expect((await save('PUT', path, { ...course, vms: ['vm-tpl-1012'] })).body.keyboardLayouts).toEqual([]);
    expect((await save('PUT', path, { ...course, keyboardLayouts: [] })).body.keyboardLayouts).toEqual([]);
  });

  it('refuses a layout of a machine the course has not, two for one machine and a layout the server does not type in, keeping what is stored', async () => {
    const created = await save('POST', '/api/training-course', {
      ...course,
      keyboardLayouts: [{ vm: 'vm-tpl-1011', layout: 'de' }],
    });
    const path = `/api/training-course/${created.body.id}`;
    const refusals = {
      'another machine': [
        [{ vm: 'vm-tpl-1013', layout: 'de' }],
        "keyboardLayouts[0]: vm-tpl-1013 is not one of the course's vms.",
      ],
      'two for one machine': [
        [
          { vm: 'vm-tpl-1011', layout: 'de' },
          { vm: 'vm-tpl-1011', layout: 'fr' },
        ],
        'keyboardLayouts[1]: vm-tpl-1011 has two keyboard layouts; a machine has one.',
      ],
      'an unknown layout': [
        [{ vm: 'vm-tpl-1011', layout: 'dvorak' }],
        'keyboardLayouts[0].layout must be one of us, uk, de, fr, ch-de, es, it, ja.',
      ],
      'not a list': [{ vm: 'vm-tpl-1011' }, 'keyboardLayouts must be a list of { vm, layout }.'],
      'not an object': [['de'], 'keyboardLayouts[0] must be an object { vm, layout }.'],
    } satisfies Record<string, [unknown, string]>;
    for (const [name, [keyboardLayouts, message]] of Object.entries(refusals)) {
      const refused = await save('PUT', path, { ...course, keyboardLayouts });
      expect({ name, status: refused.status, message: refused.body.message }).toEqual({ name, status: 400, message });
    }
    const list = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
    expect(list.body.find((item) => item.id === created.body.id)?.keyboardLayouts).toEqual([
      { vm: 'vm-tpl-1011', layout: 'de' },
    ]);
  });
});
