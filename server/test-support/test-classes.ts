import type { TrainingClass } from '@academy/contracts';
import type { Auth, TestServer } from './test-server';

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
