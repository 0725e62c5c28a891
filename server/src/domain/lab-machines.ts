import type { Hypervisor, HypervisorMachine, MachineChangeListener } from './ports/hypervisor';
import type { Logger } from './ports/logger';
import type { LabMachineRepository } from './ports/storage';

/**
 * The lab's machines as the hypervisor reports them, in the lab's order (the course's): the portal's bookkeeping
 * orders them, and a machine it did not clone comes last.
 */
export async function labMachinesInOrder(
  hypervisor: Hypervisor,
  records: LabMachineRepository,
  labId: string,
): Promise<HypervisorMachine[]> {
  const [machines, recorded] = await Promise.all([hypervisor.labMachines(labId), records.list(labId)]);
  const position = new Map(recorded.map((record) => [record.vm, record.position]));
  const placeOf = (machine: HypervisorMachine) => position.get(machine.vm) ?? Number.MAX_SAFE_INTEGER;
  return machines.sort((a, b) => placeOf(a) - placeOf(b));
}

/**
 * Keeps the bookkeeping true to the hypervisor's changes, whoever made them: a machine powered by anyone no longer
 * awaits its first boot (a clone a student started, then stopped, stays off after a restart), a deleted one is
 * forgotten.
 */
export function recordMachineChanges(records: LabMachineRepository, logger: Logger): MachineChangeListener {
  return (machine, change) => {
    if (change === 'CREATED') return;
    const recorded = change === 'DELETED' ? records.delete(machine.vm) : records.booted(machine.vm);
    recorded.catch((error: unknown) => logger.error(`Recording the ${change} of ${machine.vm} failed`, error));
  };
}
