import type { TrainingClass, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../test-support/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let instructor: Auth;
let courseId: string;

/** Midnight in Tokyo (UTC+9, no daylight saving) `days` after the current Tokyo date of `now`. */
function tokyoMidnight(now: Date, days: number): Date {
  const tokyo = new Date(now.getTime() + 9 * HOUR);
  return new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate() + days) - 9 * HOUR);
}

async function setClock(now: Date): Promise<void> {
  expect((await server.call('POST', '/__test__/clock', { body: { now: now.toISOString() } })).status).toBe(200);
}

async function classView(id: string) {
  const found = (await server.classes()).find((item) => item.id === id);
  if (!found) throw new Error(`class ${id} not found`);
  return found;
}

async function createClass(body: Record<string, unknown>): Promise<TrainingClass> {
  const { status, body: created } = await server.call<TrainingClass>('POST', '/api/training-class', {
    auth: instructor,
    body: {
      name: 'Scheduled',
      courseId,
      timeZone: 'Asia/Tokyo',
      instructor: 'teacher@academy.test',
      attendees: 2,
      ...body,
    },
  });
  expect(status).toBe(201);
  return created;
}

beforeAll(async () => {
  server = await startTestServer();
  instructor = { bearer: await server.instructorToken() };
  const course = await server.call<TrainingCourse>('POST', '/api/training-course', {
    auth: instructor,
    body: {
      name: 'Linux Networking',
      description: 'Router and two hosts.',
      folder: 'group-v102',
      status: 'ACTIVE',
      vms: ['vm-tpl-1021', 'vm-tpl-1022', 'vm-tpl-1023'],
    },
  });
  courseId = course.body.id;
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('class scheduler', () => {
  it('provisions each lab machine by machine one day before the first day and removes it after the last day', async () => {
    const { body: clock } = await server.call<{ now: string }>('GET', '/__test__/clock');
    const firstDay = tokyoMidnight(new Date(clock.now), 3);
    const endDate = new Date(firstDay.getTime() + 2 * DAY); // a two-day class: the end is the midnight after day 2
    const created = await createClass({ startDate: firstDay.toISOString(), endDate: endDate.toISOString() });
    const student = basicAuth(created.emails[0] ?? '', created.passphrase);
    const login = () =>
      server.call<{ vms: unknown[]; expectedVmCount: number }>('POST', '/api/training-class/login', { auth: student });

    expect(created.status).toBe('SCHEDULED');
    expect((await login()).status).toBe(401);

    const provisioning = new Date(firstDay.getTime() - DAY);
    await setClock(new Date(provisioning.getTime() - 60_000));
    expect((await classView(created.id)).status).toBe('SCHEDULED');
    expect((await classView(created.id)).labs.flatMap((lab) => lab.vms)).toEqual([]);

    await setClock(new Date(provisioning.getTime() + 1000));
    expect((await classView(created.id)).status).toBe('RUNNING');

    const progress = new Set<string>();
    await eventually(async () => {
      const { labs } = await classView(created.id);
      const machines = labs.flatMap((lab) => lab.vms);
      const on = machines.filter((vm) => vm.power_state === 'POWERED_ON').length;
      progress.add(`${machines.length}/${on}`);
      return labs.length === 2 && on === 6 ? true : undefined;
    });
    // The count grew while the clones were made, so the student's banner moves.
    expect([...progress].some((step) => Number(step.split('/')[0]) < 6)).toBe(true);
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.vms).toHaveLength(3);
    expect(signedIn.body.expectedVmCount).toBe(3);

    await setClock(new Date(endDate.getTime() - 1000));
    expect((await classView(created.id)).labs.flatMap((lab) => lab.vms)).toHaveLength(6);

    await setClock(endDate);
    const ended = await classView(created.id);
    expect(ended.status).toBe('COMPLETED');
    expect(ended.labs.flatMap((lab) => lab.vms)).toEqual([]);
    expect((await login()).status).toBe(401);
  });

  it('provisions a class created for today at once, and removes its labs when it is deleted', async () => {
    const { body: clock } = await server.call<{ now: string }>('GET', '/__test__/clock');
    const today = tokyoMidnight(new Date(clock.now), 0);
    const created = await createClass({
      name: 'Today',
      attendees: 1,
      startDate: today.toISOString(),
      endDate: new Date(today.getTime() + DAY).toISOString(),
    });
    expect(created.status).toBe('RUNNING');
    await eventually(async () => ((await classView(created.id)).labs[0]?.vms.length === 3 ? true : undefined));

    const labsOfClass = async () => {
      const { body } = await server.call<Array<{ labId: string }>>('GET', '/__test__/labs');
      return body.filter((lab) => lab.labId.startsWith(`${created.id}/`));
    };
    expect(await labsOfClass()).toHaveLength(1);
    expect((await server.call('DELETE', `/api/training-class/${created.id}`, { auth: instructor })).status).toBe(204);
    await eventually(async () => ((await labsOfClass()).length === 0 ? true : undefined));
  });
});
