import type { TrainingClass } from '@academy/contracts';
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
