import type { TrainingClass } from '@academy/contracts';
import type { TestClassView } from '../src/test-hooks/test-hooks';
import { type Auth, basicAuth, type TestServer } from './test-server';

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
