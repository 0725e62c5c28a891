import { afterAll, describe, expect, it } from '@rstest/core';
import { createSimulatedHypervisor } from '../hypervisor/simulated-hypervisor';
import { openStorage } from '../storage/open-storage';
import { createLabJobs } from './lab-jobs';
import type { LabPlan } from './lab-plan';
import type { Logger } from './ports/logger';
import type { MachineRepository, Storage } from './ports/storage';

const PLAN: LabPlan = {
  labId: 'class-1/student-01',
  templates: [
    { vm: 'vm-tpl-1011', name: 'DC01', tools: true },
    { vm: 'vm-tpl-1012', name: 'SRV01', tools: true },
  ],
};
// Clone 200 ms, power-on 80 ms: long enough to stop a job between the two.
const SPEED = 0.01;
const quiet: Logger = { info: () => undefined, error: () => undefined };

/** The inventory a crash leaves behind: only what was written survives (a database of its own per test). */
async function freshInventory(): Promise<MachineRepository> {
  const { storage } = await openStorage({ dataDir: 'memory://' });
  databases.push(storage);
  return storage.machines;
}

const databases: Storage[] = [];
afterAll(async () => {
  for (const storage of databases.splice(0)) await storage.close();
});

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 10) {
    if (waited > 5_000) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A server process's lab machinery over the given inventory; stop() is what SIGTERM or SIGKILL ends. */
async function boot(inventory: MachineRepository) {
  const hypervisor = await createSimulatedHypervisor({ machines: inventory, speed: SPEED });
  const jobs = createLabJobs({ hypervisor, logger: quiet });
  return {
    hypervisor,
    jobs,
    stop: async () => {
      await jobs.stop();
      await hypervisor.close();
    },
  };
}

describe('lab jobs across a restart', () => {
  it('boots a clone whose first boot was interrupted, after a restart, and provisions the rest', async () => {
    const inventory = await freshInventory();
    const first = await boot(inventory);
    first.jobs.ensure(PLAN);
    await until(async () => (await inventory.list()).some((record) => record.powerState === 'POWERED_OFF'));
    await first.stop();
    expect((await inventory.list()).map((record) => record.powerState)).toEqual(['POWERED_OFF']);

    const second = await boot(inventory);
    second.jobs.ensure(PLAN);
    await second.jobs.settled();
    const machines = await second.hypervisor.labMachines(PLAN.labId);
    expect(machines.map((machine) => [machine.templateVm, machine.powerState])).toEqual([
      ['vm-tpl-1011', 'POWERED_ON'],
      ['vm-tpl-1012', 'POWERED_ON'],
    ]);
    expect(machines.every((machine) => !machine.awaitingFirstBoot)).toBe(true);
    await second.stop();
  });

  it('ends a revert a restart cut off with a fresh lab, every machine powered on', async () => {
    const inventory = await freshInventory();
    const first = await boot(inventory);
    first.jobs.ensure(PLAN);
    await first.jobs.settled();
    const old = (await first.hypervisor.labMachines(PLAN.labId)).map((machine) => machine.vm);
    await first.hypervisor.runOperation(old[0] ?? '', 'power-off', 'POWERED_ON');
    await first.jobs.revert(PLAN);
    await first.stop();
    expect((await inventory.list()).filter((record) => old.includes(record.vm))).toEqual([]);

    const second = await boot(inventory);
    second.jobs.ensure(PLAN);
    await second.jobs.settled();
    const machines = await second.hypervisor.labMachines(PLAN.labId);
    expect(machines.map((machine) => machine.powerState)).toEqual(['POWERED_ON', 'POWERED_ON']);
    expect(machines.filter((machine) => old.includes(machine.vm))).toEqual([]);
    await second.stop();
  });

  it('leaves a machine the student powered off as it is after a restart', async () => {
    const inventory = await freshInventory();
    const first = await boot(inventory);
    first.jobs.ensure(PLAN);
    await first.jobs.settled();
    const [stopped] = await first.hypervisor.labMachines(PLAN.labId);
    if (!stopped) throw new Error('no machine');
    await first.hypervisor.runOperation(stopped.vm, 'power-off', 'POWERED_ON');
    await first.stop();

    const second = await boot(inventory);
    second.jobs.ensure(PLAN);
    await second.jobs.settled();
    expect((await second.hypervisor.machine(stopped.vm))?.powerState).toBe('POWERED_OFF');
    await second.stop();
  });
});
