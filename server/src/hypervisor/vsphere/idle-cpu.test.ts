import type { LabMachine } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eventually, startTestServer, type TestServer } from '../../../test-support/test-server';
import { startThrowawayVcsim, type ThrowawayVcsim, vsphereServerEnv } from '../../../test-support/throwaway-vcsim.mjs';
import type { TestClassView } from '../../test-hooks/test-hooks';
import { GUEST_CPU_PATHS } from './guest-cpu';
import { MoRef } from './soap/soap-envelope';
import { propertiesOf } from './soap/vim-calls';
import { createVimClient, type VimClient } from './soap/vim-client';
import { textOf } from './soap/vim-values';

const MINUTE = 60_000;

// The idle suspend on a simulated vCenter (IDLE_SUSPEND_MINUTES=8, IDLE_CPU_PERCENT=10): a guest whose quick
// statistics show it working keeps its lab in use; a guest under the threshold does not.
let vcsim: ThrowawayVcsim;
let server: TestServer;
let admin: VimClient;

beforeAll(async () => {
  vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100, taskDelayMs: 20 });
  admin = createVimClient({ url: vcsim.url, username: 'admin', password: 'secret' });
  server = await startTestServer({
    ...vsphereServerEnv(vcsim.url),
    DEMO_DATA: 'on',
    IDLE_SUSPEND_MINUTES: '8',
    IDLE_CPU_PERCENT: '10',
  });
});

afterAll(async () => {
  expect(server?.errors).toEqual([]);
  await server?.close();
  await admin?.close();
  await vcsim?.stop();
});

/** The demo class once every machine of its labs runs (read through the test hooks: no student's use). */
function runningClass(): Promise<TestClassView> {
  return eventually(async () => {
    const demo = (await server.classes()).find((item) => item.status === 'RUNNING');
    const ready = demo?.labs.every(
      (lab) => lab.vms.length > 0 && lab.vms.every((vm) => vm.power_state === 'POWERED_ON'),
    );
    return ready && demo && demo.labs.length >= 2 ? demo : undefined;
  }, 60_000);
}

async function machinesOf(email: string): Promise<LabMachine[]> {
  const demo = (await server.classes()).find((item) => item.status === 'RUNNING');
  return demo?.labs.find((lab) => lab.email === email)?.vms ?? [];
}

/** Moves the server's clock on (which runs the scheduler) and runs the idle check once more. */
async function advanceAndCheck(ms: number): Promise<void> {
  expect((await server.call('POST', '/__test__/clock', { body: { advanceMs: ms } })).status).toBe(200);
  expect((await server.call('POST', '/__test__/idle-check')).status).toBe(204);
}

describe('idle suspend on a vCenter', () => {
  it("keeps a lab whose guest's CPU is above IDLE_CPU_PERCENT of its maximum, and suspends one under it", async () => {
    const [busy, idle] = (await runningClass()).labs;
    const [working] = busy?.vms ?? [];
    const [quiet] = idle?.vms ?? [];
    if (!busy || !idle || !working || !quiet) throw new Error('no labs to compare');
    await vcsim.setGuestCpu(working.vm, 80);
    await vcsim.setGuestCpu(quiet.vm, 5);
    // vCenter's own figures, as the adapter reads them: 80 % of the machine's maximum.
    await eventually(async () => {
      const stats = await propertiesOf(admin, new MoRef('VirtualMachine', working.vm), GUEST_CPU_PATHS);
      const [used, max] = GUEST_CPU_PATHS.map((path) => Number(textOf(stats.get(path))));
      return max && used === Math.floor((max * 80) / 100) ? true : undefined;
    });

    // Counted from the first check; warned halfway (4 minutes); the suspend due at 8. Each step runs the check
    // itself and must succeed: a failed check says so here instead of as a lab that never suspends.
    expect((await server.call('POST', '/__test__/idle-check')).status).toBe(204);
    await advanceAndCheck(4 * MINUTE);
    await advanceAndCheck(5 * MINUTE);
    await eventually(async () => {
      const states = (await machinesOf(idle.email)).map((vm) => vm.power_state);
      return states.every((state) => state === 'SUSPENDED') ? true : undefined;
    }, 60_000);
    expect((await machinesOf(busy.email)).map((vm) => vm.power_state)).toEqual(busy.vms.map(() => 'POWERED_ON'));

    // The guest's install ends: it goes quiet, and its lab is suspended in turn once its idle time is up.
    await vcsim.setGuestCpu(working.vm, 0);
    await advanceAndCheck(9 * MINUTE);
    await eventually(async () => {
      const states = (await machinesOf(busy.email)).map((vm) => vm.power_state);
      return states.every((state) => state === 'SUSPENDED') ? true : undefined;
    }, 60_000);
  });
});
