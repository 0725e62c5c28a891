import {
  type ApiErrorBody,
  type AuditEntry,
  type CheckAnswer,
  CLASS_CHECK_VERDICT_EVENT,
  type ClassChecks,
  type ClassCheckVerdict,
  type StudentChecks,
  type StudentManual,
} from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createCheckCourse, runningCheckClass } from '../../../test-support/check-classes';
import { openEventStream } from '../../../test-support/server-sent-events';
import { sharedTestServer } from '../../../test-support/shared-test-server';
import { type Auth, authorization, basicAuth, eventually, type TestServer } from '../../../test-support/test-server';
import type { TestClassView } from '../../test-hooks/test-hooks';

let server: TestServer;
let instructor: Auth;

const HOST_A = 'host-a - Ubuntu 24.04';
const SECRET = 'secret-script-text';
const HINT = 'Start nginx first: systemctl start nginx.';

/** Step n's check on a machine: the students' copy keeps it as `n-1`. */
function step(title: string, attributes: string, script: string): string {
  return `## ${title}\n\nDo it.\n\n\`\`\`check ${attributes}\n${script}\n\`\`\`\n\n`;
}

const MANUAL =
  '# Checked lab\n\n' +
  step('SSH runs', `machine="${HOST_A}"`, `# ${SECRET}\nsystemctl is-active --quiet ssh`) +
  step('nginx runs', `machine="${HOST_A}" hint="${HINT}"`, `echo nginx-state; systemctl is-active --quiet nginx`) +
  step('Router checked', 'machine="router01 - VyOS Router" hint="never shown"', 'true') +
  step('Never ends', `machine="${HOST_A}" timeout=1 hint="Too slow."`, 'while true; do :; done') +
  step('Wrong password', 'machine="host-b - Ubuntu 24.04"', 'true');

beforeAll(async () => {
  server = await sharedTestServer();
  instructor = { bearer: await server.instructorToken() };
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
});

function check(auth: Auth, checkId: string) {
  return server.call<CheckAnswer & ApiErrorBody>('POST', `/api/training-class/manual/checks/${checkId}`, { auth });
}

describe("a student's check of their own machine", () => {
  let trainingClass: TestClassView;
  let alice: Auth;
  let bob: Auth;
  const studentAnswers: unknown[] = [];

  beforeAll(async () => {
    const course = await createCheckCourse(server, instructor, {
      name: 'Checked lab',
      manual: MANUAL,
      vms: ['vm-tpl-1021', 'vm-tpl-1022', 'vm-tpl-1023'],
      passwords: { 'vm-tpl-1023': 'not-the-guest-password' },
    });
    trainingClass = await runningCheckClass(server, instructor, { name: 'Checked, week 1', course, attendees: 2 });
    alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
    bob = basicAuth(trainingClass.emails[1] ?? '', trainingClass.passphrase);
  });

  afterAll(() => {
    // No answer a student received holds a script or a hint they were not shown on a failure.
    const text = JSON.stringify(studentAnswers);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('is-active');
    expect(text).not.toContain('never shown');
  });

  it('passes on exit 0, marks the step done, and the monitor hears the verdict within 2 s', async () => {
    const token = await server.instructorToken();
    const stream = await openEventStream<ClassCheckVerdict>(
      `${server.url}/api/training-class/${trainingClass.id}/events`,
      `Bearer ${token}`,
      CLASS_CHECK_VERDICT_EVENT,
    );
    try {
      const answer = await check(alice, '1-1');
      studentAnswers.push(answer.body);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        verdict: 'passed',
        checkId: '1-1',
        step: 1,
        attemptsUsed: 1,
        attemptsLeft: 4,
        nextAttemptAt: null,
        limit: { attempts: 5, windowMinutes: 10, text: '5 checks in 10 minutes' },
      });
      const answeredAt = Date.now();
      const pushed = await eventually(async () => stream.received[0], 2000);
      expect(Date.now() - answeredAt).toBeLessThan(2000);
      expect(pushed).toMatchObject({
        email: trainingClass.emails[0],
        checkId: '1-1',
        verdict: 'passed',
        by: 'student',
        raised: false,
        cell: { status: 'passed', attempts: 1 },
      });
      const manual = await server.call<StudentManual>('GET', '/api/training-class/manual', { auth: alice });
      studentAnswers.push(manual.body);
      expect(manual.body.progress.done).toEqual([1]);
    } finally {
      stream.close();
    }
  });

  it('answers a failure with the hint, keeping the output for the instructor only', async () => {
    const answer = await check(alice, '2-1');
    studentAnswers.push(answer.body);
    expect(answer.body).toMatchObject({ verdict: 'failed', hint: HINT, attemptsLeft: 4 });
    expect(JSON.stringify(answer.body)).not.toContain('nginx-state');
    const grid = await server.call<ClassChecks>('GET', `/api/training-class/${trainingClass.id}/checks`, {
      auth: instructor,
    });
    const row = grid.body.students.find((student) => student.email === trainingClass.emails[0]);
    expect(row?.cells[1]).toMatchObject({ status: 'failed', attempts: 1, failedInARow: 1, output: 'nginx-state\n' });
  });

  it('says why a check could not run: Tools not running, a refused guest account, a machine off', async () => {
    const tools = await check(alice, '3-1');
    const login = await check(alice, '5-1');
    studentAnswers.push(tools.body, login.body);
    expect(tools.body).toMatchObject({ verdict: 'could-not-run', reason: 'VMware Tools is not running on router01.' });
    expect(login.body).toMatchObject({
      verdict: 'could-not-run',
      reason: 'The guest account for host-b was refused: tell your instructor.',
    });
    // A run that could not run is no attempt: the limit is untouched.
    expect(tools.body.attemptsUsed).toBe(0);

    const bobsHost = trainingClass.labs.find((lab) => lab.email === trainingClass.emails[1])?.vms[1];
    if (!bobsHost) throw new Error('no host-a in bob’s lab');
    const stopped = await server.call('POST', `/api/training-class/vm/${bobsHost.vm}/power/stop`, { auth: bob });
    expect(stopped.status).toBe(200);
    const off = await check(bob, '1-1');
    studentAnswers.push(off.body);
    expect(off.body).toMatchObject({ verdict: 'could-not-run', reason: 'host-a is off: start it, then check again.' });
    // Each student's check runs in their own machine: alice's host-a still runs.
    expect((await check(alice, '1-1')).body.verdict).toBe('passed');
  });

  it('fails a script that never ends at its time-out, and refuses a second check while one runs', async () => {
    const slow = check(alice, '4-1');
    const second = await eventually(async () => {
      const answer = await check(alice, '2-1');
      return answer.status === 409 ? answer : undefined;
    });
    studentAnswers.push(second.body);
    expect(second.body.message).toBe('Your check 4-1 is still running: wait for its verdict, then check again.');
    const timedOut = await slow;
    studentAnswers.push(timedOut.body);
    expect(timedOut.body).toMatchObject({ verdict: 'failed', hint: 'Too slow.' });
    expect(timedOut.body.durationMs).toBeGreaterThanOrEqual(1000);
  });

  it('refuses attempts past the limit, saying when to check again, and the button reads the same', async () => {
    const answers: Array<{ status: number; body: CheckAnswer & ApiErrorBody }> = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await check(alice, '2-1'));
    studentAnswers.push(...answers.map((answer) => answer.body));
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.message).toBe(
      'You have used your 5 checks in 10 minutes on this check: check again in 10 minutes.',
    );
    const state = await server.call<StudentChecks>('GET', '/api/training-class/manual/checks', { auth: alice });
    studentAnswers.push(state.body);
    expect(state.body.running).toBeNull();
    expect(state.body.checks.map(({ checkId, passed, attemptsLeft }) => ({ checkId, passed, attemptsLeft }))).toEqual([
      { checkId: '1-1', passed: true, attemptsLeft: 3 },
      { checkId: '2-1', passed: false, attemptsLeft: 0 },
      { checkId: '3-1', passed: false, attemptsLeft: 5 },
      { checkId: '4-1', passed: false, attemptsLeft: 4 },
      { checkId: '5-1', passed: false, attemptsLeft: 5 },
    ]);
    expect(state.body.checks[1]?.nextAttemptAt).not.toBeNull();
  });

  it("raises alice's card after three failed attempts on one check, in the grid and the CSV", async () => {
    const grid = await server.call<ClassChecks>('GET', `/api/training-class/${trainingClass.id}/checks`, {
      auth: instructor,
    });
    expect(grid.body.checks.map((column) => [column.checkId, column.stepTitle])).toEqual([
      ['1-1', 'SSH runs'],
      ['2-1', 'nginx runs'],
      ['3-1', 'Router checked'],
      ['4-1', 'Never ends'],
      ['5-1', 'Wrong password'],
    ]);
    const [aliceRow, bobRow] = grid.body.students;
    expect(aliceRow?.raised).toBe(true);
    expect(aliceRow?.cells.map((cell) => [cell.status, cell.attempts])).toEqual([
      ['passed', 2],
      ['failed', 5],
      ['not-checked', 0],
      ['failed', 1],
      ['not-checked', 0],
    ]);
    expect(bobRow?.raised).toBe(false);
    const csv = await server.call<string>('GET', `/api/training-class/${trainingClass.id}/checks.csv`, {
      auth: instructor,
    });
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe('student,step,check,attempts,first pass');
    expect(lines[1]).toMatch(new RegExp(`^${trainingClass.emails[0]},1,1-1,2,\\d{4}-\\d\\d-\\d\\dT`));
    expect(lines[2]).toBe(`${trainingClass.emails[0]},2,2-1,5,`);
    expect(lines).toHaveLength(1 + 2 * 5);
  });

  it('keeps the checks out of reach of a student: no instructor call, no other lab, the trail without scripts', async () => {
    const calls = [
      await server.call('GET', `/api/training-class/${trainingClass.id}/checks`, { auth: alice }),
      await server.call('GET', `/api/training-class/${trainingClass.id}/checks.csv`, { auth: alice }),
      await server.call('POST', `/api/training-class/${trainingClass.id}/checks/1-1/everyone`, { auth: alice }),
    ];
    expect(calls.map((call) => call.status)).toEqual([401, 401, 401]);
    const unknown = await check(alice, '9-9');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The manual has no check 9-9.');
    const trail = await eventually(async () => {
      const { body } = await server.call<AuditEntry[]>('GET', `/api/training-class/${trainingClass.id}/audit`, {
        auth: instructor,
      });
      const runs = body.filter((entry) => entry.action === 'check-run');
      return runs.length >= 10 ? body : undefined;
    });
    expect(trail.find((entry) => entry.action === 'check-run' && entry.detail === 'check 4-1')).toMatchObject({
      actor: trainingClass.emails[0],
      role: 'student',
      target: trainingClass.emails[0],
    });
    const text = JSON.stringify(trail);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('nginx-state');
    expect(text).not.toContain('Passw0rd');
  });
});

describe('"Check everyone"', () => {
  it('answers at once and pushes 15 verdicts, bounded in parallel, within 30 s', async () => {
    const course = await createCheckCourse(server, instructor, {
      name: 'Checked, whole class',
      manual: `# Whole class\n\n${step('SSH runs', `machine="${HOST_A}"`, 'systemctl is-active --quiet ssh')}`,
      vms: ['vm-tpl-1022'],
    });
    const trainingClass = await runningCheckClass(server, instructor, { name: 'Fifteen', course, attendees: 15 });
    const token = await server.instructorToken();
    const stream = await openEventStream<ClassCheckVerdict>(
      `${server.url}/api/training-class/${trainingClass.id}/events`,
      authorization({ bearer: token }),
      CLASS_CHECK_VERDICT_EVENT,
    );
    try {
      const started = Date.now();
      const answer = await server.call<{ started: string[]; alreadyRunning: string[] }>(
        'POST',
        `/api/training-class/${trainingClass.id}/checks/1-1/everyone`,
        { auth: instructor },
      );
      expect(answer.status).toBe(202);
      expect(answer.body.started).toHaveLength(15);
      const verdicts = await eventually(
        async () => (stream.received.length === 15 ? stream.received : undefined),
        30_000,
      );
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(new Set(verdicts.map((verdict) => verdict.email))).toEqual(new Set(trainingClass.emails));
      expect(verdicts.every((verdict) => verdict.verdict === 'passed' && verdict.by === 'instructor')).toBe(true);
      const grid = await server.call<ClassChecks>('GET', `/api/training-class/${trainingClass.id}/checks`, {
        auth: instructor,
      });
      expect(grid.body.students.every((row) => row.cells[0]?.status === 'passed')).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('drops quietly the verdicts that end after their class was deleted: no error, nothing kept', async () => {
    const course = await createCheckCourse(server, instructor, {
      name: 'Checked, then deleted',
      manual: `# Deleted\n\n${step('Slow', `machine="${HOST_A}" timeout=2`, 'while true; do :; done')}`,
      vms: ['vm-tpl-1022'],
    });
    const trainingClass = await runningCheckClass(server, instructor, {
      name: 'Deleted meanwhile',
      course,
      attendees: 2,
    });
    const answer = await server.call<{ started: string[] }>(
      'POST',
      `/api/training-class/${trainingClass.id}/checks/1-1/everyone`,
      { auth: instructor },
    );
    expect(answer.body.started).toHaveLength(2);
    const deleted = await server.call('DELETE', `/api/training-class/${trainingClass.id}`, { auth: instructor });
    expect(deleted.status).toBe(204);
    const dropped = () =>
      server.logLines.filter((line) => line.includes('its class was deleted') && line.includes(trainingClass.id))
        .length;
    await eventually(async () => (dropped() === 2 ? true : undefined), 10_000);
    // Nothing was kept for the class: the errors stay empty (afterAll), where a verdict stored would have failed.
    expect(server.errors).toEqual([]);
  });
});
