import type { AuditEntry, StudentLab, StudentNotice } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { openStudentEvents } from '../../test-support/server-sent-events';
import { type Auth, basicAuth, eventually, startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestClassView } from '../test-hooks/test-hooks';

const MINUTE = 60_000;

let server: TestServer;
let instructor: Auth;
let running: TestClassView;
let email: string;
let student: Auth;

function advance(ms: number) {
  return server.call('POST', '/__test__/clock', { body: { advanceMs: ms } });
}

async function labOf(who = email): Promise<StudentLab> {
  const { body } = await server.call<StudentLab[]>('GET', `/api/training-class/${running.id}/labs`, {
    auth: instructor,
  });
  const lab = body.find((entry) => entry.email === who);
  if (!lab) throw new Error(`no lab of ${who}`);
  return lab;
}

beforeAll(async () => {
  // Under 10 minutes the warning comes halfway: at 4 minutes, the suspend at 8.
  server = await startTestServer({ IDLE_SUSPEND_MINUTES: '8' });
  instructor = { bearer: await server.instructorToken() };
  const found = (await server.classes()).find((item) => item.status === 'RUNNING');
  if (!found) throw new Error('no demo class');
  running = found;
  email = running.emails[0] ?? '';
  student = basicAuth(email, running.passphrase);
  await server.call('POST', '/__test__/settle');
});

afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe('idle suspend (IDLE_SUSPEND_MINUTES=8)', () => {
  it("warns halfway, cancels on 'I'm still here', then suspends, shows it on the monitor and resumes on Start", async () => {
    const channel = await openStudentEvents<StudentNotice>(server.url, email, running.passphrase);
    try {
      await expect.poll(() => channel.received).toHaveLength(1);
      // The push channel is no activity: only the clock moves.
      await advance(4 * MINUTE);
      await expect.poll(() => channel.received.map((notice) => notice.kind)).toContain('idle-warning');
      const warning = channel.received.find((notice) => notice.kind === 'idle-warning');
      expect(warning && 'suspendsAt' in warning && Date.parse(warning.suspendsAt)).toBeGreaterThan(Date.now());
      expect(warning).toMatchObject({ kind: 'idle-warning', minutesLeft: 4 });
      expect((await labOf()).idle?.warnedAt).toEqual(expect.any(String));

      expect((await server.call('POST', '/api/training-class/still-here', { auth: student })).status).toBe(204);
      await expect.poll(() => channel.received.map((notice) => notice.kind)).toContain('idle-cleared');
      expect((await labOf()).idle).toBeNull();

      // Idle again: warned at 4 minutes, suspended at 8, its machines suspended and nothing powered off.
      channel.received.length = 0;
      await advance(4 * MINUTE);
      await expect.poll(() => channel.received.map((notice) => notice.kind)).toEqual(['idle-warning']);
      await advance(4 * MINUTE);
      await expect
        .poll(() => channel.received.map((notice) => notice.kind), { timeout: 10_000 })
        .toEqual(['idle-warning', 'idle-suspended']);
      const lab = await labOf();
      expect(lab.vms.map((vm) => vm.power_state)).toEqual(lab.vms.map(() => 'SUSPENDED'));
      expect(lab.idle?.suspendedAt).toEqual(expect.any(String));
      const { body: audit } = await server.call<AuditEntry[]>('GET', `/api/training-class/${running.id}/audit`, {
        auth: instructor,
      });
      const suspends = audit.filter((entry) => entry.action === 'idle-suspended' && entry.outcome === 'ok');
      expect(suspends.map((entry) => [entry.role, entry.actor])).toContainEqual(['system', 'portal']);
      // Every student's lab was idle: each machine suspended once, this student's among them.
      const targets = suspends.map((entry) => entry.target);
      expect(new Set(targets).size).toBe(targets.length);
      for (const vm of lab.vms) expect(targets).toContain(vm.vm);

      // The student's Start resumes a machine, and counts as activity: the lab is no longer idle.
      const [first] = lab.vms;
      if (!first) throw new Error('no machine');
      const started = await server.call<{ powerState: string }>(
        'POST',
        `/api/training-class/vm/${first.vm}/power/start`,
        { auth: student },
      );
      expect(started.body.powerState).toBe('POWERED_ON');
      await eventually(async () => ((await labOf()).idle === null ? true : undefined));
    } finally {
      channel.close();
    }
  });

  it("the page's own reads when its push channel opens (the classroom's banner, the messages, what is shown to the class) keep no lab from idling", async () => {
    // The lab was used last by the Start above; warned at 4 minutes, as before.
    await advance(5 * MINUTE);
    await eventually(async () => ((await labOf()).idle?.warnedAt ? true : undefined));
    for (const path of [
      '/api/training-class/classroom',
      '/api/training-class/messages',
      '/api/training-class/presentation',
    ]) {
      expect((await server.call('GET', path, { auth: student })).status).toBe(200);
    }
    // Eight minutes after the Start, not after those reads: suspended.
    await advance(4 * MINUTE);
    await eventually(async () => ((await labOf()).idle?.suspendedAt ? true : undefined), 10_000);
  });
});
