import type { ApiErrorBody, CheckAnswer, ClassChecks, TrainingCourse } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createCheckCourse, runningCheckClass } from '../../../test-support/check-classes';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { type Auth, basicAuth, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;

const HOST_A = 'host-a - Ubuntu 24.04';

function manualOf(...checks: Array<[string, string]>): string {
  return `# Hostile\n\n${checks
    .map(
      ([attributes, script], index) =>
        `## Step ${index + 1}\n\n\`\`\`check machine="${HOST_A}" ${attributes}\n${script}\n\`\`\`\n\n`,
    )
    .join('')}`;
}

function check(auth: Auth, checkId: string) {
  return server.call<CheckAnswer & ApiErrorBody>('POST', `/api/training-class/manual/checks/${checkId}`, { auth });
}

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

describe('hostile checks', () => {
  let big: TestClassView;
  let students: Auth[];

  beforeAll(async () => {
    const course = await createCheckCourse(server, instructor, {
      name: 'Hostile checks',
      manual: manualOf(['timeout=1', 'while true; do :; done'], ['', 'seq 1 15000000; false']),
      vms: ['vm-tpl-1022'],
    });
    big = await runningCheckClass(server, instructor, { name: 'Hostile, fifteen', course, attendees: 15 });
    students = big.emails.map((email) => basicAuth(email, big.passphrase));
  });

  it('refuses a 1 MB script at save, saying why, and keeps the course as it was', async () => {
    const script = 'true\n'.repeat(200_000);
    const course = await createCheckCourse(server, instructor, {
      name: 'Big script',
      manual: manualOf(['', 'true']),
      vms: ['vm-tpl-1022'],
    });
    const refused = await server.call<ApiErrorBody>('PUT', `/api/training-course/${course.id}`, {
      auth: instructor,
      body: { ...course, manual: manualOf(['', script]) },
    });
    // Far past the manual's 60,000 characters: the body itself is refused before it is read.
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('The request body is too large.');
    const kept = await server.call<TrainingCourse[]>('GET', '/api/training-course', { auth: instructor });
    expect(kept.body.find((item) => item.id === course.id)?.manual).toBe(course.manual);
  });

  it('cuts 100 MB of output to its first 4 KB, the server’s memory bounded', async () => {
    const before = process.memoryUsage().rss;
    const answer = await check(students[0] as Auth, '2-1');
    expect(answer.body.verdict).toBe('failed');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    const grid = await server.call<ClassChecks>('GET', `/api/training-class/${big.id}/checks`, { auth: instructor });
    const cell = grid.body.students[0]?.cells[1];
    if (cell?.status !== 'failed') throw new Error('not failed');
    expect(cell.outputCut).toBe(true);
    expect(Buffer.byteLength(cell.output)).toBeLessThanOrEqual(4096);
    expect(cell.output.startsWith('1\n2\n3\n')).toBe(true);
  });

  it('bounds 50 concurrent checks from one class: one per student, the class’s runs in parallel bounded, another class answered meanwhile', async () => {
    const other = await runningCheckClass(server, instructor, {
      name: 'Hostile, the class next door',
      course: await createCheckCourse(server, instructor, {
        name: 'Next door',
        manual: manualOf(['', 'true']),
        vms: ['vm-tpl-1022'],
      }),
      attendees: 1,
    });
    const neighbour = basicAuth(other.emails[0] ?? '', other.passphrase);
    const started = Date.now();
    const flood = Array.from({ length: 50 }, (_, index) => {
      const auth = students[index % students.length] as Auth;
      return check(auth, '1-1').then((answer) => ({ ...answer, after: Date.now() - started }));
    });
    // Meanwhile: the class next door signs in and checks at once, as if nothing happened.
    expect((await server.call('POST', '/api/training-class/login', { auth: neighbour })).status).toBe(200);
    expect((await check(neighbour, '1-1')).body.verdict).toBe('passed');
    const neighbourDone = Date.now() - started;
    const answers = await Promise.all(flood);
    const ran = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect({ ran: ran.length, refused: refused.length }).toEqual({ ran: 15, refused: 35 });
    expect(ran.every((answer) => answer.body.verdict === 'failed')).toBe(true);
    // Eight at once (CHECK_PARALLEL): fifteen runs of a second need two rounds.
    const lastRun = Math.max(...ran.map((answer) => answer.after));
    expect(lastRun).toBeGreaterThanOrEqual(2000);
    // Not queued behind them: the neighbour's check ended before this class's second round did (an order, not a
    // time, so that a busy machine cannot fail it).
    expect(neighbourDone).toBeLessThan(lastRun);
  });
});
