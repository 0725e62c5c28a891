import type { LabMachine } from '@academy/api';
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
let demo: TestClassView;

// The simulator's and the server's start and the demo class's provisioning run at machine speed: here, on the
// hook's budget, not the test's.
beforeAll(async () => {
  vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100, taskDelayMs: 20 });
  admin = createVimClient({ url: vcsim.url, username: 'admin', password: 'secret' });
  server = await startTestServer({
    ...vsphereServerEnv(vcsim.url),
    DEMO_DATA: 'on',
    IDLE_SUSPEND_MINUTES: '8',
    IDLE_CPU_PERCENT: '10',
  });
  demo = await runningClass();
}, 120_000);

afterAll(async () => {
  expect(server?.errors).toEqual([]);
  await server?.close();
  await admin?.close();
  await vcsim?.stop();
});

/** The demo class once every machine of its labs runs (read through the test hooks: no student's use). */
function runningClass(): Promise<TestClassView> {
  return eventually(async () => {
    const running = (await server.classes()).find((item) => item.status === 'RUNNING');
    const ready = running?.labs.every(
      (lab) => lab.vms.length > 0 && lab.vms.every((vm) => vm.power_state === 'POWERED_ON'),
    );
    return ready && running && running.labs.length >= 2 ? running : undefined;
  }, 100_000);
}

async function machinesOf(email: string): Promise<LabMachine[]> {
  const running = (await server.classes()).find((item) => item.id === demo.id);
  return running?.labs.find((lab) => lab.email === email)?.vms ?? [];
}

/** Sets a guest's CPU use and checks vCenter reports it at once, as the adapter reads it (in % of its maximum). */
async function setGuestCpu(vm: string, percent: number): Promise<void> {
  await vcsim.setGuestCpu(vm, percent);
  const stats = await propertiesOf(admin, new MoRef('VirtualMachine', vm), GUEST_CPU_PATHS);
  const [used, max] = GUEST_CPU_PATHS.map((path) => Number(textOf(stats.get(path)) ?? 0));
  expect(max).toBeGreaterThan(0);
  expect(used).toBe(Math.floor(((max ?? 0) * percent) / 100));
}

/** Moves the server's clock on (which runs the scheduler) and runs the idle check once more. */
async function advanceAndCheck(ms: number): Promise<void> {
  expect((await server.call('POST', '/__test__/clock', { body: { advanceMs: ms } })).status).toBe(200);
  expect((await server.call('POST', '/__test__/idle-check')).status).toBe(204);
}

describe('idle suspend on a vCenter', () => {
  it("keeps a lab whose guest's CPU is above IDLE_CPU_PERCENT of its maximum, and suspends one under it", async () => {
    const [busy, idle] = demo.labs;
    const [working] = busy?.vms ?? [];
    const [quiet] = idle?.vms ?? [];
    if (!busy || !idle || !working || !quiet) throw new Error('no labs to compare');
    await setGuestCpu(working.vm, 80);
    await setGuestCpu(quiet.vm, 5);

    // Counted from the first check; warned halfway (4 minutes); the suspend due at 8. Each step runs the check
    // itself and must succeed: a failed check says so here instead of as a lab that never suspends.
    expect((await server.call('POST', '/__test__/idle-check')).status).toBe(204);
    await advanceAndCheck(4 * MINUTE);
    await advanceAndCheck(5 * MINUTE);
    await eventually(async () => {
      const states = (await machinesOf(idle.email)).map((vm) => vm.power_state);
      return states.every((state) => state === 'SUSPENDED') ? true : undefined;
    });
    expect((await machinesOf(busy.email)).map((vm) => vm.power_state)).toEqual(busy.vms.map(() => 'POWERED_ON'));

    // The guest's install ends: it goes quiet, and its lab is suspended in turn once its idle time is up.
    await setGuestCpu(working.vm, 0);
    await advanceAndCheck(9 * MINUTE);
    await eventually(async () => {
      const states = (await machinesOf(busy.email)).map((vm) => vm.power_state);
      return states.every((state) => state === 'SUSPENDED') ? true : undefined;
    });
  });
});
