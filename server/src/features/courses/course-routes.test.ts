import type { Folder, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { demoClassOf } from '../../../test-support/test-classes';
import type { Auth, TestServer } from '../../../test-support/test-server';

let server: TestServer;
let instructor: Auth;

const linuxCourse = {
  name: 'Routing basics',
  description: 'Static routes and OSPF between two hosts.',
  folder: 'group-v102',
  status: 'ACTIVE',
  vms: ['vm-tpl-1021', 'vm-tpl-1022'],
};

/** The demo data's course names (the simulated catalog's first two folders with machines). */
const DEMO_COURSES = ['Windows Server 2022 Administration', 'Linux Networking Essentials'];

async function listCourses(): Promise<TrainingCourse[]> {
  return (await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor })).body;
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('instructor authentication on course calls', () => {
  it('refuses a missing, malformed or student credential with 401', async () => {
    const demo = await demoClassOf(server);
    const student: Auth = { basic: { username: demo.emails[0] ?? '', passphrase: demo.passphrase } };
    const calls = [
      ['GET', '/api/training-course'],
      ['GET', '/api/training-course/folder'],
      ['POST', '/api/training-course'],
      ['PUT', '/api/training-course/some-id'],
      ['DELETE', '/api/training-course/some-id'],
    ] as const;
    for (const [method, path] of calls) {
      for (const auth of [undefined, student, { bearer: 'garbage' }]) {
        const body = method === 'POST' || method === 'PUT' ? linuxCourse : undefined;
        const { status } = await server.call(method, path, { auth, body });
        expect({ method, path, auth, status }).toEqual({ method, path, auth, status: 401 });
      }
    }
  });
});

describe('GET /api/training-course/folder', () => {
  it("lists the catalog's template folders, each machine with its guest's family, including one with '@' and one without machines", async () => {
    const { status, body } = await server.call<Folder[]>('GET', '/api/training-course/folder', { auth: instructor });
    expect(status).toBe(200);
    expect(body.find((folder) => folder.name === 'Windows Server 2022 Administration')?.vms).toEqual([
      { vm: 'vm-tpl-1011', name: 'DC01 - Domain Controller', guestOs: 'windows' },
      { vm: 'vm-tpl-1012', name: 'SRV01 - Member Server', guestOs: 'windows' },
      { vm: 'vm-tpl-1013', name: 'CLIENT01 - Windows 11', guestOs: 'windows' },
    ]);
    const linux = body.find((folder) => folder.name === 'Linux Networking Essentials')?.vms;
    expect(linux?.map(({ guestOs }) => guestOs)).toEqual(['linux', 'linux', 'linux']);
    expect(body.some((folder) => folder.name.includes('@') && folder.vms.length > 0)).toBe(true);
    expect(body.some((folder) => folder.vms.length === 0)).toBe(true);
  });
});

describe('course calls', () => {
  it('lists the demo courses: one ACTIVE, one ARCHIVED', async () => {
    // The first start's two, whatever courses other files sharing the server made since.
    const courses = (await listCourses()).filter((course) => DEMO_COURSES.includes(course.name));
    expect(courses.map((course) => course.status).sort()).toEqual(['ACTIVE', 'ARCHIVED']);
    expect(courses.find((course) => course.status === 'ACTIVE')).toMatchObject({
      name: 'Windows Server 2022 Administration',
      folder: 'group-v101',
      vms: ['vm-tpl-1011', 'vm-tpl-1012', 'vm-tpl-1013'],
    });
  });

  it('creates, updates and deletes a course', async () => {
    const created = await server.call<TrainingCourse>('POST', '/api/training-course', {
      auth: instructor,
      body: linuxCourse,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(linuxCourse);
    expect((await listCourses()).map((course) => course.id)).toContain(created.body.id);

    const changes = { ...linuxCourse, name: 'Routing, advanced', status: 'ARCHIVED', vms: ['vm-tpl-1023'] };
    const updated = await server.call<TrainingCourse>('PUT', `/api/training-course/${created.body.id}`, {
      auth: instructor,
      body: changes,
    });
    expect(updated).toMatchObject({ status: 200, body: { id: created.body.id, ...changes } });
    expect((await listCourses()).find((course) => course.id === created.body.id)).toMatchObject(changes);

    expect((await server.call('DELETE', `/api/training-course/${created.body.id}`, { auth: instructor })).status).toBe(
      204,
    );
    expect((await listCourses()).map((course) => course.id)).not.toContain(created.body.id);
  });

  it('answers 404 for an unknown course on update and delete', async () => {
    const put = await server.call('PUT', '/api/training-course/nope', { auth: instructor, body: linuxCourse });
    const del = await server.call('DELETE', '/api/training-course/nope', { auth: instructor });
    expect([put.status, del.status]).toEqual([404, 404]);
  });

  it('refuses to delete a course a running class still uses', async () => {
    const { courseId } = await demoClassOf(server);
    const active = (await listCourses()).find((course) => course.id === courseId);
    const { status, body } = await server.call<{ error: string; message: string }>(
      'DELETE',
      `/api/training-course/${active?.id}`,
      { auth: instructor },
    );
    expect(status).toBe(409);
    expect(body.message).toMatch(/demo/);
    expect((await listCourses()).map((course) => course.id)).toContain(active?.id);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await listCourses();
    const bad: Array<[string, unknown]> = [
      ['not an object', 'just text'],
      ['missing name', { ...linuxCourse, name: undefined }],
      ['missing description', { ...linuxCourse, description: '' }],
      ['unknown folder', { ...linuxCourse, folder: 'group-v999' }],
      ['lower-case status', { ...linuxCourse, status: 'active' }],
      ['no machines', { ...linuxCourse, vms: [] }],
      ['vms not a list', { ...linuxCourse, vms: 'vm-tpl-1021' }],
      ['machine of another folder', { ...linuxCourse, vms: ['vm-tpl-1011'] }],
      ['unknown machine', { ...linuxCourse, vms: ['vm-nope'] }],
    ];
    for (const [label, body] of bad) {
      const response = await server.call<{ error: string }>('POST', '/api/training-course', {
        auth: instructor,
        body: typeof body === 'string' ? JSON.stringify(body) : body,
      });
      expect({ label, status: response.status, error: response.body.error }).toEqual({
        label,
        status: 400,
        error: 'bad_request',
      });
    }
    const [first] = before;
    const put = await server.call('PUT', `/api/training-course/${first?.id}`, {
      auth: instructor,
      body: { ...linuxCourse, status: 'DRAFT' },
    });
    expect(put.status).toBe(400);
    expect(await listCourses()).toEqual(before);
  });
});
