import type { ClassUsage, LabMachine, TrainingClass, TrainingCourse } from '@academy/api';
import { addCalendarDays, calendarDayIn, midnightIn, toClassTimestamps } from '@academy/class-rules';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../../test-support/test-server';

const MINUTE = 60_000;
// UTC+05:30 all year: the class's midnight is not UTC's.
const TIME_ZONE = 'Asia/Kolkata';

let server: TestServer;
let instructor: Auth;
let student: Auth;
let studentEmail: string;
let trainingClass: TrainingClass;
let machines: number;

const firstDay = calendarDayIn(new Date(), TIME_ZONE);
const secondDay = addCalendarDays(firstDay, 1);
const midnight = Date.parse(midnightIn(secondDay, TIME_ZONE));
/** 08:00 of the first day, when the class's lab is provisioned and its machines boot. */
const booted = Date.parse(midnightIn(firstDay, TIME_ZONE)) + 8 * 60 * MINUTE;

/** Holds the server's clock at `at`: every change heard meanwhile is stamped with exactly that instant. */
async function holdClock(at: number): Promise<void> {
  const { status } = await server.call('POST', '/__test__/clock', {
    body: { now: new Date(at).toISOString(), held: true },
  });
  expect(status).toBe(200);
}

async function labMachines(): Promise<LabMachine[]> {
  const found = (await server.classes()).find((item) => item.id === trainingClass.id);
  return found?.labs[0]?.vms ?? [];
}

/** Runs a student's power command and waits until the machine has settled in `state`. */
async function power(vm: string, command: 'start' | 'stop', state: LabMachine['power_state']): Promise<void> {
  const { status } = await server.call('POST', `/api/training-class/vm/${vm}/power/${command}`, { auth: student });
  expect(status).toBe(200);
  await eventually(
    async () => ((await labMachines()).find((item) => item.vm === vm)?.power_state === state ? true : undefined),
    20_000,
  );
}

async function usage(): Promise<ClassUsage> {
  const { status, body } = await server.call<ClassUsage>('GET', `/api/training-class/${trainingClass.id}/usage`, {
    auth: instructor,
  });
  expect(status).toBe(200);
  return body;
}

beforeAll(async () => {
  server = await startTestServer();
  instructor = { bearer: await server.instructorToken() };
  const courses = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
  const course = courses.body.find((item) => item.status === 'ACTIVE');
  if (!course) throw new Error('no active course');
  machines = course.vms.length;
  await holdClock(booted);
  const { startDate, endDate } = toClassTimestamps({
    firstDay,
    lastDay: addCalendarDays(firstDay, 2),
    timeZone: TIME_ZONE,
  });
  const created = await server.call<TrainingClass>('POST', '/api/training-class', {
    auth: instructor,
    body: {
      name: 'Usage by the minute',
      courseId: course.id,
      timeZone: TIME_ZONE,
      startDate,
      endDate,
      instructor: 'ada@academy.test',
      attendees: 1,
    },
  });
  expect(created.status).toBe(201);
  trainingClass = created.body;
  const provisioned = await eventually(async () => {
    const found = (await server.classes()).find((item) => item.id === trainingClass.id);
    const on = found?.labs[0]?.vms.filter((vm) => vm.power_state === 'POWERED_ON').length;
    return on === machines ? found : undefined;
  }, 30_000);
  studentEmail = provisioned.emails[0] ?? '';
  student = basicAuth(studentEmail, provisioned.passphrase);
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('usage per class', () => {
  it("counts exact machine-minutes per student and day of the class's zone, across its midnight", async () => {
    const [first] = await labMachines();
    if (!first) throw new Error('no machine');
    // The first machine goes off at once; the others stay on from 08:00.
    await power(first.vm, 'stop', 'POWERED_OFF');
    // It runs from 23:30 to 00:30: half an hour on each day.
    await holdClock(midnight - 30 * MINUTE);
    await power(first.vm, 'start', 'POWERED_ON');
    await holdClock(midnight + 30 * MINUTE);
    await power(first.vm, 'stop', 'POWERED_OFF');
    await holdClock(midnight + 45 * MINUTE);

    const others = machines - 1;
    const beforeMidnight = (midnight - booted) / MINUTE;
    expect(await usage()).toEqual({
      timeZone: TIME_ZONE,
      asOf: new Date(midnight + 45 * MINUTE).toISOString(),
      days: [firstDay, secondDay],
      students: [
        {
          student: studentEmail,
          minutesByDay: [30 + others * beforeMidnight, 30 + others * 45],
          totalMinutes: 60 + others * (beforeMidnight + 45),
        },
      ],
      dayTotals: [30 + others * beforeMidnight, 30 + others * 45],
      totalMinutes: 60 + others * (beforeMidnight + 45),
    });

    // A machine still on counts up to now: ten more minutes of the clock, ten more minutes each.
    await holdClock(midnight + 55 * MINUTE);
    expect((await usage()).dayTotals).toEqual([30 + others * beforeMidnight, 30 + others * 55]);
  });

  it('downloads the figures as CSV, one line per student and day', async () => {
    const figures = await usage();
    const { status, body, headers } = await server.call<string>(
      'GET',
      `/api/training-class/${trainingClass.id}/usage.csv`,
      {
        auth: instructor,
      },
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/csv/);
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="?usage\.csv"?$/);
    expect(body).toBe(
      [
        'day,student,minutes',
        ...figures.days.map((day, index) => `${day},${studentEmail},${figures.students[0]?.minutesByDay[index]}`),
        '',
      ].join('\r\n'),
    );
  });

  it('answers instructors only, and 404 for a class that does not exist', async () => {
    for (const path of [
      `/api/training-class/${trainingClass.id}/usage`,
      `/api/training-class/${trainingClass.id}/usage.csv`,
    ]) {
      expect((await server.call('GET', path, { auth: student })).status).toBe(401);
      expect((await server.call('GET', path)).status).toBe(401);
    }
    const missing = await server.call<{ message: string }>('GET', '/api/training-class/no-such-class/usage', {
      auth: instructor,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Class no-such-class does not exist.');
  });
});
