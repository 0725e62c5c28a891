import type { AuditEntry, StudentLab, StudentNotice } from '@academy/api';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { RfbTestClient, updateRequest } from '../test-support/rfb-test-client';
import { openStudentEvents } from '../test-support/server-sent-events';
import { createTestDatabase } from '../test-support/test-postgres';
import { type Auth, basicAuth, startTestServer, type TestServer } from '../test-support/test-server';
import type { TestClassView } from './test-hooks/test-hooks';

const MINUTE = 60_000;

/**
 * The idle suspend with two instances on one PostgreSQL database, as `npm run cluster` runs them: `scheduling` runs
 * the scheduler (started first, it holds the lock), the student is served by `serving`. Each instance has its own
 * adjustable clock: the test moves both by the same amount, the scheduler's last (its move runs the idle check).
 */
describe('idle suspend on two instances on one PostgreSQL database (IDLE_SUSPEND_MINUTES=8)', () => {
  let scheduling: TestServer;
  let serving: TestServer;
  let running: TestClassView;
  let email: string;
  let student: Auth;
  let instructor: Auth;

  beforeAll(async () => {
    const env = { DATABASE_URL: await createTestDatabase(), IDLE_SUSPEND_MINUTES: '8' };
    scheduling = await startTestServer(env);
    serving = await startTestServer({ ...env, PUBLIC_ORIGIN: scheduling.url });
    await scheduling.call('POST', '/__test__/settle');
    const found = (await scheduling.classes()).find((item) => item.status === 'RUNNING');
    if (!found) throw new Error('no demo class');
    running = found;
    email = running.emails[0] ?? '';
    student = basicAuth(email, running.passphrase);
    instructor = { bearer: await scheduling.instructorToken() };
    const leading = async (server: TestServer) =>
      (await server.call<{ leading: boolean }>('GET', '/__test__/scheduler')).body.leading;
    expect([await leading(scheduling), await leading(serving)]).toEqual([true, false]);
  });

  afterAll(async () => {
    expect([...scheduling.errors, ...serving.errors]).toEqual([]);
    await serving?.close();
    await scheduling?.close();
  });

  /** Both clocks on by `ms`; the scheduler's move runs its idle check. */
  async function advance(ms: number): Promise<void> {
    await serving.call('POST', '/__test__/clock', { body: { advanceMs: ms } });
    await scheduling.call('POST', '/__test__/clock', { body: { advanceMs: ms } });
  }

  async function labOf(): Promise<StudentLab> {
    const { body } = await serving.call<StudentLab[]>('GET', `/api/training-class/${running.id}/labs`, {
      auth: instructor,
    });
    const lab = body.find((entry) => entry.email === email);
    if (!lab) throw new Error(`no lab of ${email}`);
    return lab;
  }

  it('warns through the other instance, keeps a lab used there, and suspends an idle lab once though both check', async () => {
    const channel = await openStudentEvents<StudentNotice>(serving.url, email, running.passphrase);
    const kinds = () => channel.received.map((notice) => notice.kind);
    try {
      await expect.poll(kinds).toEqual(['class-end']);
      // The first check counts every lab from now. The student has a console open on the serving instance.
      await scheduling.call('POST', '/__test__/idle-check');
      const [machine] = (await labOf()).vms.filter((vm) => vm.power_state === 'POWERED_ON');
      if (!machine) throw new Error('no running machine');
      const { body } = await serving.call<{ ticket: string }>('POST', `/api/training-class/vm/${machine.vm}/ticket`, {
        auth: student,
      });
      const token = new URL(body.ticket).pathname.split('/').pop() ?? '';
      const consoleOnServing = await RfbTestClient.connect(`${serving.url.replace('http', 'ws')}/console/${token}`);
      try {
        await consoleOnServing.handshake();
        consoleOnServing.send(updateRequest(false));
        await consoleOnServing.nextUpdate();
        // Half of the 8 minutes later the scheduler's instance warns; the warning reaches the student's channel on
        // the other instance.
        await advance(4 * MINUTE);
        await expect.poll(kinds, { timeout: 2_000 }).toEqual(['class-end', 'idle-warning']);
        // A key typed into the console on the serving instance is recorded there, in the one database.
        consoleOnServing.typeText('x');
        await consoleOnServing.waitForScreen((text) => text.includes('login: x'));
        await expect.poll(kinds).toEqual(['class-end', 'idle-warning', 'idle-cleared']);
      } finally {
        consoleOnServing.close();
      }

      // 9 minutes after the first check: the other labs' time is up, this one was used 5 minutes ago (warned).
      await advance(5 * MINUTE);
      await expect
        .poll(kinds, { timeout: 3_000 })
        .toEqual(['class-end', 'idle-warning', 'idle-cleared', 'idle-warning']);
      expect((await labOf()).vms.map((vm) => vm.power_state)).not.toContain('SUSPENDED');

      // Its time up, both instances check at once (the scheduler's tick and a check on each): suspended once.
      await serving.call('POST', '/__test__/clock', { body: { advanceMs: 4 * MINUTE } });
      await Promise.all([
        scheduling.call('POST', '/__test__/clock', { body: { advanceMs: 4 * MINUTE } }),
        scheduling.call('POST', '/__test__/idle-check'),
        serving.call('POST', '/__test__/idle-check'),
        serving.call('POST', '/__test__/idle-check'),
      ]);
      await expect
        .poll(kinds, { timeout: 5_000 })
        .toEqual(['class-end', 'idle-warning', 'idle-cleared', 'idle-warning', 'idle-suspended']);
      const lab = await labOf();
      const suspended = channel.received.at(-1);
      expect(suspended).toMatchObject({ kind: 'idle-suspended', vms: lab.vms.map((vm) => vm.vm) });
      expect(lab.vms.map((vm) => vm.power_state)).toEqual(lab.vms.map(() => 'SUSPENDED'));
      const { body: audit } = await serving.call<AuditEntry[]>('GET', `/api/training-class/${running.id}/audit`, {
        auth: instructor,
      });
      const suspends = audit.filter((entry) => entry.action === 'idle-suspended');
      // One suspend a machine, none refused (a second instance's would find it suspended already): every lab's.
      expect(suspends.every((entry) => entry.outcome === 'ok')).toBe(true);
      const targets = suspends.map((entry) => entry.target);
      expect(new Set(targets).size).toBe(targets.length);
      for (const vm of lab.vms) expect(targets).toContain(vm.vm);
      // Nothing more comes: no second notice from a late check.
      await scheduling.call('POST', '/__test__/idle-check');
      await serving.call('POST', '/__test__/idle-check');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(kinds().filter((kind) => kind === 'idle-suspended')).toHaveLength(1);
    } finally {
      channel.close();
    }
  });
});
