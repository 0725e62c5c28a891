import type { ApiErrorBody, CheckAnswer, ClassChecks, ClassCheckVerdict, Folder } from '@academy/api';
import { CLASS_CHECK_VERDICT_EVENT } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createCheckCourse, runningCheckClass } from '../../../test-support/check-classes';
import { openEventStream } from '../../../test-support/server-sent-events';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../../test-support/test-server';
import { startThrowawayVcsim, type ThrowawayVcsim, vsphereServerEnv } from '../../../test-support/throwaway-vcsim.mjs';
import type { TestClassView } from '../../test-hooks/test-hooks';

// The core path of checks with the whole server on a simulated vCenter: guest operations over SOAP.
let vcsim: ThrowawayVcsim;
let server: TestServer;
let instructor: Auth;
let trainingClass: TestClassView;
let alice: Auth;
let bob: Auth;

const HOST_A = 'host-a - Ubuntu 24.04';
const HINT = 'Start nginx first.';
const MANUAL =
  '# On vCenter\n\n' +
  `## SSH\n\n\`\`\`check machine="${HOST_A}"\nsystemctl is-active --quiet ssh\n\`\`\`\n\n` +
  `## nginx\n\n\`\`\`check machine="${HOST_A}" hint="${HINT}"\necho not-yet; systemctl is-active --quiet nginx\n\`\`\`\n\n` +
  '## Router\n\n```check machine="router01 - VyOS Router"\ntrue\n```\n\n' +
  `## Endless\n\n\`\`\`check machine="${HOST_A}" timeout=2 hint="Too slow."\nwhile true; do :; done\n\`\`\`\n\n` +
  '## Host B\n\n```check machine="host-b - Ubuntu 24.04"\ntrue\n```\n';

function check(auth: Auth, checkId: string) {
  return server.call<CheckAnswer & ApiErrorBody>('POST', `/api/training-class/manual/checks/${checkId}`, { auth });
}

beforeAll(async () => {
  vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100, taskDelayMs: 20 });
  // Three attempts in ten minutes: the limit reached within the file.
  server = await startTestServer({ ...vsphereServerEnv(vcsim.url), CHECK_ATTEMPTS: '3' });
  instructor = { bearer: await server.instructorToken() };
  const folders = await server.call<Folder[]>('GET', '/api/training-course/folder', { auth: instructor });
  const linux = folders.body.find((folder) => folder.vms.some((vm) => vm.name === HOST_A));
  if (!linux) throw new Error('no Linux folder on vcsim');
  const idOf = (name: string) => linux.vms.find((vm) => vm.name === name)?.vm ?? '';
  const course = await createCheckCourse(server, instructor, {
    name: 'Checked on vCenter',
    manual: MANUAL,
    folder: linux.folder,
    vms: [idOf('router01 - VyOS Router'), idOf(HOST_A), idOf('host-b - Ubuntu 24.04')],
    passwords: { [idOf('host-b - Ubuntu 24.04')]: 'not-the-guest-password' },
  });
  trainingClass = await runningCheckClass(server, instructor, { name: 'On vCenter', course, attendees: 2 });
  alice = basicAuth(trainingClass.emails[0] ?? '', trainingClass.passphrase);
  bob = basicAuth(trainingClass.emails[1] ?? '', trainingClass.passphrase);
}, 120_000);

afterAll(async () => {
  expect(server?.errors ?? []).toEqual([]);
  await server?.close();
  await vcsim?.stop();
});

describe('checks on a vCenter', () => {
  it('passes, fails with the hint, says Tools not running and a refused account, and kills an endless script', async () => {
    const token = await server.instructorToken();
    const stream = await openEventStream<ClassCheckVerdict>(
      `${server.url}/api/training-class/${trainingClass.id}/events`,
      `Bearer ${token}`,
      CLASS_CHECK_VERDICT_EVENT,
    );
    try {
      // VMware Tools start a moment after the boot.
      const passed = await eventually(async () => {
        const answer = await check(alice, '1-1');
        return answer.body.verdict === 'passed' ? answer : undefined;
      }, 20_000);
      expect(passed.body.durationMs).toBeLessThan(10_000);
      await eventually(async () => stream.received.find((verdict) => verdict.verdict === 'passed'), 2000);
      expect((await check(alice, '2-1')).body).toMatchObject({ verdict: 'failed', hint: HINT });
      expect((await check(alice, '3-1')).body).toMatchObject({
        verdict: 'could-not-run',
        reason: 'VMware Tools is not running on router01.',
      });
      expect((await check(alice, '5-1')).body).toMatchObject({
        verdict: 'could-not-run',
        reason: 'The guest account for host-b was refused: tell your instructor.',
      });
      const endless = await check(alice, '4-1');
      expect(endless.body).toMatchObject({ verdict: 'failed', hint: 'Too slow.' });
      expect(endless.body.durationMs).toBeGreaterThanOrEqual(2000);
    } finally {
      stream.close();
    }
    const grid = await server.call<ClassChecks>('GET', `/api/training-class/${trainingClass.id}/checks`, {
      auth: instructor,
    });
    expect(grid.body.students[0]?.cells[1]).toMatchObject({ status: 'failed', output: 'not-yet\n' });
  });

  it("refuses attempts past the limit, and runs each student's check in their own machine", async () => {
    const answers = [await check(alice, '2-1'), await check(alice, '2-1'), await check(alice, '2-1')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[2]?.body.message).toBe(
      'You have used your 3 checks in 10 minutes on this check: check again in 10 minutes.',
    );
    const bobsHost = trainingClass.labs.find((lab) => lab.email === trainingClass.emails[1])?.vms[1];
    if (!bobsHost) throw new Error('no host-a in bob’s lab');
    expect((await server.call('POST', `/api/training-class/vm/${bobsHost.vm}/power/stop`, { auth: bob })).status).toBe(
      200,
    );
    expect((await check(bob, '1-1')).body).toMatchObject({
      verdict: 'could-not-run',
      reason: 'host-a is off: start it, then check again.',
    });
    expect((await check(alice, '1-1')).body.verdict).toBe('passed');
  });
});
