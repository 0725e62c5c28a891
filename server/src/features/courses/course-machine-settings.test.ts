import type { ApiErrorBody, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import type { Auth, TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;

// DC01 and SRV01: Windows guests.
const course = {
  name: 'Windows, set per machine',
  description: 'Each machine has its own settings.',
  folder: 'group-v101',
  status: 'ACTIVE',
  vms: ['vm-tpl-1011', 'vm-tpl-1012'],
};

/** A setting each course machine may have, as the course calls take it: a list of { vm, <value> }. */
interface MachineSetting {
  /** Two values a machine may have. */
  readonly values: readonly [string, string];
  /** The body's list for one machine's value. */
  entry(vm: string, value: string): object;
  /** Lists refused by name, each with the 400's words. */
  readonly refusals: Record<string, [unknown, string]>;
}

const SETTINGS = {
  fileFolders: {
    values: ['C:\\Course\\In', 'D:\\Labs'],
    entry: (vm, folder) => ({ vm, folder }),
    refusals: {
      'a Linux path on Windows': [
        [{ vm: 'vm-tpl-1011', folder: '/srv/in' }],
        'DC01 - Domain Controller: Enter a full Windows path that starts with a drive, such as C:\\Users\\Public\\Desktop.',
      ],
      'a way up': [
        [{ vm: 'vm-tpl-1012', folder: 'C:\\Users\\..\\Windows' }],
        'SRV01 - Member Server: A folder cannot go up with "..": enter the folder itself.',
      ],
      'another machine': [
        [{ vm: 'vm-tpl-1013', folder: 'C:\\In' }],
        "fileFolders[0]: vm-tpl-1013 is not one of the course's vms.",
      ],
      'two for one machine': [
        [
          { vm: 'vm-tpl-1011', folder: 'C:\\A' },
          { vm: 'vm-tpl-1011', folder: 'C:\\B' },
        ],
        'fileFolders[1]: vm-tpl-1011 has two file folders; a machine has one.',
      ],
      'a control character': [
        [{ vm: 'vm-tpl-1011', folder: 'C:\\A\u0007' }],
        'folder must not contain control characters.',
      ],
      'not a list': [{ vm: 'vm-tpl-1011' }, 'fileFolders must be a list of { vm, folder }.'],
    },
  },
  keyboardLayouts: {
    values: ['fr', 'ch-de'],
    entry: (vm, layout) => ({ vm, layout }),
    refusals: {
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
    },
  },
} satisfies Record<'fileFolders' | 'keyboardLayouts', MachineSetting>;

function save(method: 'POST' | 'PUT', path: string, body: object) {
  return server.call<TrainingCourse & ApiErrorBody>(method, path, { auth: instructor, body });
}

async function listed(id: string | undefined) {
  const list = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
  return list.body.find((item) => item.id === id);
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe.each(Object.entries(SETTINGS))("course machines' %s through the course calls", (field, setting) => {
  const key = field as keyof typeof SETTINGS;
  const [first, second] = setting.values;

  it('are saved with the course, answered, kept by a body without them, and replaced whole by one with them', async () => {
    const created = await save('POST', '/api/training-course', {
      ...course,
      [key]: [setting.entry('vm-tpl-1012', first)],
    });
    expect(created.status).toBe(201);
    expect(created.body[key]).toEqual([setting.entry('vm-tpl-1012', first)]);
    const path = `/api/training-course/${created.body.id}`;

    expect((await save('PUT', path, course)).body[key]).toEqual([setting.entry('vm-tpl-1012', first)]);
    const changed = await save('PUT', path, { ...course, [key]: [setting.entry('vm-tpl-1011', second)] });
    expect(changed.body[key]).toEqual([setting.entry('vm-tpl-1011', second)]);
    expect((await listed(created.body.id))?.[key]).toEqual([setting.entry('vm-tpl-1011', second)]);
    // A machine taken off the course has none in its answers.
    expect((await save('PUT', path, { ...course, vms: ['vm-tpl-1012'] })).body[key]).toEqual([]);
    expect((await save('PUT', path, { ...course, [key]: [] })).body[key]).toEqual([]);
  });

  it('refuses each list named, keeping what is stored', async () => {
    const created = await save('POST', '/api/training-course', {
      ...course,
      [key]: [setting.entry('vm-tpl-1011', first)],
    });
    const path = `/api/training-course/${created.body.id}`;
    for (const [name, [value, message]] of Object.entries(setting.refusals)) {
      const refused = await save('PUT', path, { ...course, [key]: value });
      expect({ name, status: refused.status, message: refused.body.message }).toEqual({ name, status: 400, message });
    }
    expect((await listed(created.body.id))?.[key]).toEqual([setting.entry('vm-tpl-1011', first)]);
  });
});

it('takes a Linux path for a Linux machine', async () => {
  const linux = await save('POST', '/api/training-course', {
    ...course,
    folder: 'group-v102',
    vms: ['vm-tpl-1022'],
    fileFolders: [{ vm: 'vm-tpl-1022', folder: '/srv/course files' }],
  });
  expect(linux.status).toBe(201);
  expect(linux.body.fileFolders).toEqual([{ vm: 'vm-tpl-1022', folder: '/srv/course files' }]);
});
