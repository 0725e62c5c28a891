import type { TrainingClass, TrainingCourse } from '@academy/api';
import { type ClassView, provisioned, studentsOf } from './support/class-form';
import { clusterUnderTest } from './support/cluster-setup';
import { pausePageClock } from './support/page-clock';
import { signInAsStudent } from './support/student';
import { expect, test } from './support/test';

/*
 * The instructor's messages on the scaled-out backend: a student's page, through the balancer, holds its push
 * channel on one instance; the instructor's message is sent through the other, and reaches the page through that
 * channel (the instances share it by PostgreSQL's NOTIFY): the page's own timers stand still meanwhile, so nothing
 * it re-reads could bring it. How fast it arrives is bench/push-channels.mjs's to measure.
 */

const cluster = clusterUnderTest();
test.use({ baseURL: cluster.balancer });

async function call<T>(base: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A class of one student starting tomorrow (so running now), created through the balancer and provisioned. */
async function classOfOne(token: string): Promise<ClassView> {
  const courses = await call<TrainingCourse[]>(cluster.balancer, 'GET', '/api/training-course', token);
  const course = courses.find((item) => item.status === 'ACTIVE' && item.vms.length > 0);
  if (!course) throw new Error('no active course with machines');
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(0, 0, 0, 0);
  const name = `Messages across instances ${Date.now().toString(36)}`;
  await call<TrainingClass>(cluster.balancer, 'POST', '/api/training-class', token, {
    name,
    courseId: course.id,
    timeZone: 'UTC',
    startDate: tomorrow.toISOString(),
    endDate: new Date(tomorrow.getTime() + 2 * 86_400_000).toISOString(),
    instructor: 'ada@academy.test',
    attendees: 1,
  });
  const classes = () => fetch(`${cluster.balancer}/__test__/classes`).then((r) => r.json() as Promise<ClassView[]>);
  return provisioned(classes, name, course);
}

test("a message sent through one instance reaches a student's page connected to the other by its push channel", async ({
  page,
}) => {
  const { accessToken } = await fetch(`${cluster.balancer}/__test__/instructor-token`, { method: 'POST' }).then(
    (response) => response.json() as Promise<{ accessToken: string }>,
  );
  const view = await classOfOne(accessToken);
  const [student] = studentsOf(view);
  if (!student) throw new Error('no student');

  // The page's push channel, as the balancer placed it: the instance that answered its request holds it.
  const channel = page.waitForResponse((response) => response.url().endsWith('/api/training-class/events'));
  await page.clock.install();
  await signInAsStudent(page, student);
  const holder = (await channel).headers()['x-served-by'];
  const other = cluster.instances.find((instance) => instance.name !== holder);
  expect(cluster.instances.map((instance) => instance.name)).toContain(holder);
  if (!other) throw new Error(`no instance other than ${holder}`);

  await pausePageClock(page);
  const text = `Lunch until 13:00 (${Date.now().toString(36)})`;
  const response = await fetch(`${other.url}/api/training-class/${view.id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  expect(response.ok).toBe(true);
  expect(response.headers.get('x-served-by')).toBe(other.name);
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
});
