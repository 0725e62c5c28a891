import { afterAll, describe, expect, it } from '@rstest/core';
import { openSimulatedInventory, type SimulatedInventory } from '../hypervisor/simulated/inventory';
import { createSimulatedHypervisor } from '../hypervisor/simulated/simulated-hypervisor';
import { openStorage } from '../storage/open-storage';
import { createLabJobs } from './lab-jobs';
import { recordMachineChanges } from './lab-machines';
import type { LabPlan } from './lab-plan';
import type { Logger } from './ports/logger';
import type { LabMachineRepository, Storage } from './ports/storage';

const PLAN: LabPlan = {
  labId: 'class-1/student-01',
  templates: [
    { vm: 'vm-tpl-1011', name: 'DC01', tools: true, guestOs: 'windows' },
    { vm: 'vm-tpl-1012', name: 'SRV01', tools: true, guestOs: 'windows' },
  ],
};
// Clone 200 ms, power-on 80 ms: long enough to stop a job between the two.
const SPEED = 0.01;
const quiet: Logger = { info: () => undefined, error: () => undefined };

/**
 * What a crash leaves behind: only what was written survives, of the hypervisor's inventory and of the portal's
 * bookkeeping (a database of their own per test). The simulator stands in for the hypervisor: these are about
 * durability, which a fake in memory would only assume.
 */
interface Durable {
  inventory: SimulatedInventory;
  labMachines: LabMachineRepository;
}

async function freshInventory(): Promise<Durable> {
  const { storage, database } = await openStorage({ dataDir: 'memory://' });
  databases.push(storage);
  return { inventory: await openSimulatedInventory(database), labMachines: storage.labMachines };
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
async function boot({ inventory, labMachines }: Durable) {
  const hypervisor = await createSimulatedHypervisor({ inventory, speed: SPEED });
  const jobs = createLabJobs({ hypervisor, labMachines, logger: quiet });
  hypervisor.subscribe(recordMachineChanges(labMachines, quiet));
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
    const durable = await freshInventory();
    const first = await boot(durable);
    first.jobs.ensure(PLAN);
    await until(async () => (await durable.inventory.list()).some((record) => record.powerState === 'POWERED_OFF'));
    await first.stop();
    expect((await durable.inventory.list()).map((record) => record.powerState)).toEqual(['POWERED_OFF']);

    const second = await boot(durable);
    second.jobs.ensure(PLAN);
    await second.jobs.settled();
    const recorded = await durable.labMachines.list(PLAN.labId);
    expect(recorded.map((record) => [record.templateVm, record.awaitingFirstBoot])).toEqual([
      ['vm-tpl-1011', false],
      ['vm-tpl-1012', false],
    ]);
    const machines = await Promise.all(recorded.map((record) => second.hypervisor.machine(record.vm)));
    expect(machines.map((machine) => machine?.powerState)).toEqual(['POWERED_ON', 'POWERED_ON']);
    await second.stop();
  });

  it('ends a revert a restart cut off with a fresh lab, every machine powered on', async () => {
    const durable = await freshInventory();
    const first = await boot(durable);
    first.jobs.ensure(PLAN);
    await first.jobs.settled();
    const old = (await first.hypervisor.labMachines(PLAN.labId)).map((machine) => machine.vm);
    await first.hypervisor.runOperation(old[0] ?? '', 'power-off', 'POWERED_ON');
    await first.jobs.revert(PLAN);
    await first.stop();
    expect((await durable.inventory.list()).filter((record) => old.includes(record.vm))).toEqual([]);

    const second = await boot(durable);
    second.jobs.ensure(PLAN);
    await second.jobs.settled();
    const machines = await second.hypervisor.labMachines(PLAN.labId);
    expect(machines.map((machine) => machine.powerState)).toEqual(['POWERED_ON', 'POWERED_ON']);
    expect(machines.filter((machine) => old.includes(machine.vm))).toEqual([]);
    await second.stop();
  });

  it('leaves a machine the student powered off as it is after a restart', async () => {
    const durable = await freshInventory();
    const first = await boot(durable);
    first.jobs.ensure(PLAN);
    await first.jobs.settled();
    const [stopped] = await first.hypervisor.labMachines(PLAN.labId);
    if (!stopped) throw new Error('no machine');
    await first.hypervisor.runOperation(stopped.vm, 'power-off', 'POWERED_ON');
    await first.stop();

    const second = await boot(durable);
    second.jobs.ensure(PLAN);
    await second.jobs.settled();
    expect((await second.hypervisor.machine(stopped.vm))?.powerState).toBe('POWERED_OFF');
    await second.stop();
  });

  it('leaves a clone powered outside the portal before its first boot as it was left, after a restart', async () => {
    const durable = await freshInventory();
    const first = await boot(durable);
    first.jobs.ensure(PLAN);
    await until(async () => (await durable.inventory.list()).some((record) => record.powerState === 'POWERED_OFF'));
    await first.stop();

    const second = await boot(durable);
    const [clone] = await durable.inventory.list();
    if (!clone) throw new Error('no clone');
    // An administrator boots it and shuts it down again in vCenter, before provisioning resumes.
    await second.hypervisor.outside.setPowerState(clone.vm, 'POWERED_ON');
    await second.hypervisor.outside.setPowerState(clone.vm, 'POWERED_OFF');
    await until(async () => !(await durable.labMachines.list(PLAN.labId))[0]?.awaitingFirstBoot);
    second.jobs.ensure(PLAN);
    await second.jobs.settled();
    expect((await second.hypervisor.machine(clone.vm))?.powerState).toBe('POWERED_OFF');
    expect((await second.hypervisor.labMachines(PLAN.labId)).map((machine) => machine.powerState).sort()).toEqual([
      'POWERED_OFF',
      'POWERED_ON',
    ]);
    await second.stop();
  });
});
