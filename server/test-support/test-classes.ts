import type { TrainingClass, TrainingCourse } from '@academy/api';
import type { TestClassView } from '../src/test-hooks/test-hooks';
import { type Auth, basicAuth, eventually, type TestServer } from './test-server';

const DAY_MS = 86_400_000;

/**
 * A two-student class of `courseId` of two days, from midnight (UTC) `startsInDays` days from today, created through
 * the API: in a week it has no labs yet; from yesterday it runs and its students can sign in.
 */
export async function createTwoStudentClass(
  server: TestServer,
  instructor: Auth,
  { name, courseId, startsInDays }: { name: string; courseId: string; startsInDays: number },
): Promise<TrainingClass> {
  const firstDay = new Date(Date.now() + startsInDays * DAY_MS);
  firstDay.setUTCHours(0, 0, 0, 0);
  const { status, body } = await server.call<TrainingClass>('POST', '/api/training-class', {
    auth: instructor,
    body: {
      name,
      courseId,
      timeZone: 'UTC',
      startDate: firstDay.toISOString(),
      endDate: new Date(firstDay.getTime() + 2 * DAY_MS).toISOString(),
      instructor: 'teacher@academy.test',
      attendees: 2,
    },
  });
  if (status !== 201) throw new Error(`POST /api/training-class answered ${status}`);
  return body;
}

/** A two-student class of `courseId` starting in a week (no labs yet). */
export function createClassNextWeek(
  server: TestServer,
  instructor: Auth,
  name: string,
  courseId: string,
): Promise<TrainingClass> {
  return createTwoStudentClass(server, instructor, { name, courseId, startsInDays: 7 });
}

/** The demo class (the first start's seed): for what only it has (its three students, its instructor's name). */
export async function demoClassOf(server: TestServer): Promise<TestClassView> {
  const demo = (await server.classes()).find((item) => item.name.endsWith(' (demo)'));
  if (!demo) throw new Error('no demo class');
  return demo;
}

/**
 * A running two-student class of the demo's course, begun yesterday, once its labs are provisioned: a test file's
 * own, so that files sharing a server (shared-test-server.ts) never see each other's labs, messages or screens.
 */
export async function ownRunningClass(server: TestServer, instructor: Auth, name: string): Promise<TestClassView> {
  const { courseId } = await demoClassOf(server);
  const courses = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
  const machines = courses.body.find((course) => course.id === courseId)?.vms.length ?? 0;
  const { id } = await createTwoStudentClass(server, instructor, { name, courseId, startsInDays: -1 });
  // Every machine of every lab made and on (they are made one after another).
  return eventually(async () => {
    const running = (await server.classes()).find((item) => item.id === id);
    const ready =
      running?.status === 'RUNNING' &&
      running.labs.length === running.emails.length &&
      running.labs.every(
        (lab) => lab.vms.length === machines && lab.vms.every((vm) => vm.power_state === 'POWERED_ON'),
      );
    return ready ? running : undefined;
  }, 30_000);
}

/**
 * A running class of the file's own (its labs provisioned) and a second class of its course next week: the setup of
 * the tests of a class's calls and their refusals for another class.
 */
export async function runningAndOtherClass(
  server: TestServer,
  instructor: Auth,
): Promise<{ running: TestClassView; other: TestClassView }> {
  const found = await ownRunningClass(server, instructor, 'Running');
  const { id } = await createClassNextWeek(server, instructor, 'Next week', found.courseId);
  const other = (await server.classes()).find((item) => item.id === id);
  if (!other) throw new Error('no second class');
  return { running: found, other };
}

/** A running class of the file's own, its two students signed in by Basic credential, and a class of its course next week. */
export async function runningClassOf(server: TestServer, instructor: Auth) {
  const running = await ownRunningClass(server, instructor, 'Running');
  const other = await createClassNextWeek(server, instructor, 'Next week', running.courseId);
  const [aliceEmail = '', bobEmail = ''] = running.emails;
  return {
    running: running satisfies TestClassView,
    other,
    aliceEmail,
    bobEmail,
    alice: basicAuth(aliceEmail, running.passphrase),
    bob: basicAuth(bobEmail, running.passphrase),
  };
}
