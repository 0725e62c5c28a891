import type { TrainingClass } from '@academy/contracts';
import type { TestClassView } from '../src/test-hooks/test-hooks';
import { type Auth, basicAuth, type TestServer } from './test-server';

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

/**
 * The demo class (running, its labs provisioned) and a second class of its course next week: the setup of the tests of
 * a class's calls and their refusals for another class.
 */
export async function runningAndOtherClass(
  server: TestServer,
  instructor: Auth,
): Promise<{ running: TestClassView; other: TestClassView }> {
  const found = (await server.classes()).find((item) => item.status === 'RUNNING');
  if (!found) throw new Error('no demo class');
  const { id } = await createClassNextWeek(server, instructor, 'Next week', found.courseId);
  const other = (await server.classes()).find((item) => item.id === id);
  if (!other) throw new Error('no second class');
  return { running: found, other };
}

/** The demo's running class, its first two students signed in by Basic credential, and a class of its course next week. */
export async function runningClassOf(server: TestServer, instructor: Auth) {
  const running = (await server.classes()).find((item) => item.status === 'RUNNING');
  if (!running) throw new Error('no demo class');
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
