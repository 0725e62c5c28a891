import type { TrainingClass } from '@academy/contracts';
import type { TestClassView } from '../src/test-hooks/test-hooks';
import type { Auth, TestServer } from './test-server';

/** A two-student class of `courseId` starting in a week (no labs yet), created through the API. */
export async function createClassNextWeek(
  server: TestServer,
  instructor: Auth,
  name: string,
  courseId: string,
): Promise<TrainingClass> {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  inAWeek.setUTCHours(0, 0, 0, 0);
  const { status, body } = await server.call<TrainingClass>('POST', '/api/training-class', {
    auth: instructor,
    body: {
      name,
      courseId,
      timeZone: 'UTC',
      startDate: inAWeek.toISOString(),
      endDate: new Date(inAWeek.getTime() + 2 * 86_400_000).toISOString(),
      instructor: 'teacher@academy.test',
      attendees: 2,
    },
  });
  if (status !== 201) throw new Error(`POST /api/training-class answered ${status}`);
  return body;
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
