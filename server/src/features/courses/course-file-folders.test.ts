import type { ApiErrorBody, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import type { Auth, TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;

// DC01 and SRV01: Windows guests; the Linux course below has host-a.
const course = {
  name: 'Windows, files on C:\\Course',
  description: 'Files go to a course folder.',
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

describe("course machines' file folders through the course calls", () => {
  it('are saved with the course, answered, kept by a body without them, and replaced whole by one with them', async () => {
    const created = await save('POST', '/api/training-course', {
      ...course,
      fileFolders: [{ vm: 'vm-tpl-1012', folder: 'C:\\Course\\In' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.fileFolders).toEqual([{ vm: 'vm-tpl-1012', folder: 'C:\\Course\\In' }]);
    const path = `/api/training-course/${created.body.id}`;

    expect((await save('PUT', path, course)).body.fileFolders).toEqual([
      { vm: 'vm-tpl-1012', folder: 'C:\\Course\\In' },
    ]);
    const changed = await save('PUT', path, { ...course, fileFolders: [{ vm: 'vm-tpl-1011', folder: 'D:\\Labs' }] });
    expect(changed.body.fileFolders).toEqual([{ vm: 'vm-tpl-1011', folder: 'D:\\Labs' }]);
    const list = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
    expect(list.body.find((item) => item.id === created.body.id)?.fileFolders).toEqual([
      { vm: 'vm-tpl-1011', folder: 'D:\\Labs' },
    ]);
    // A machine taken off the course has no folder in its answers.
    expect((await save('PUT', path, { ...course, vms: ['vm-tpl-1012'] })).body.fileFolders).toEqual([]);
    expect((await save('PUT', path, { ...course, fileFolders: [] })).body.fileFolders).toEqual([]);
  });

  it("refuses a folder that is not a full path of the machine's family, naming the machine, keeping what is stored", async () => {
    const created = await save('POST', '/api/training-course', {
      ...course,
      fileFolders: [{ vm: 'vm-tpl-1011', folder: 'C:\\Keep' }],
    });
    const path = `/api/training-course/${created.body.id}`;
    const refusals = {
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
    } satisfies Record<string, [unknown, string]>;
    for (const [name, [fileFolders, message]] of Object.entries(refusals)) {
      const refused = await save('PUT', path, { ...course, fileFolders });
      expect({ name, status: refused.status, message: refused.body.message }).toEqual({ name, status: 400, message });
    }
    const stored = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
    expect(stored.body.find((item) => item.id === created.body.id)?.fileFolders).toEqual([
      { vm: 'vm-tpl-1011', folder: 'C:\\Keep' },
    ]);
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
});
