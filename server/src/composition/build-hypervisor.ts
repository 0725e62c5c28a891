import type { HypervisorConfig } from '../config';
import type { Hypervisor } from '../domain/ports/hypervisor';
import type { Logger } from '../domain/ports/logger';
import type { MachineConsoles } from '../domain/ports/machine-consoles';
import { createSimulatedConsoles } from '../hypervisor/simulated/console/simulated-consoles';
import { createGuestSystems } from '../hypervisor/simulated/guest/guest-system';
import { openSimulatedInventory } from '../hypervisor/simulated/inventory';
import { createSimulatedHypervisor } from '../hypervisor/simulated/simulated-hypervisor';
import { openVsphere } from '../hypervisor/vsphere/open-vsphere';
import type { Database } from '../storage/queryable';
import type { Shutdown } from './shutdown';

export interface HypervisorParts {
  hypervisor: Hypervisor;
  /** The machines' screens, as the console gateway relays them: the simulated guests, or the hosts' consoles. */
  consoles: MachineConsoles;
  /** Rejects while the hypervisor does not answer (the readiness check). */
  ready(): Promise<void>;
  /**
   * The same machines without the steps' durations, for the demo labs a first start provisions before it answers
   * (the simulator at speed 0). Built on request: only a fresh database is seeded.
   */
  instant(): Promise<Hypervisor>;
}

/** The hypervisor HYPERVISOR names, as DATABASE_URL names the storage. */
export async function buildHypervisor(deps: {
  config: HypervisorConfig;
  database: Database;
  shutdown: Shutdown;
  logger: Logger;
}): Promise<HypervisorParts> {
  const { config, database, shutdown, logger } = deps;
  switch (config.kind) {
    case 'simulated': {
      const inventory = await openSimulatedInventory(database);
      // One guest per machine, whichever hypervisor (the instant one seeds) or console reaches it.
      const guests = createGuestSystems();
      const simulated = async (speed: number) => {
        const hypervisor = await createSimulatedHypervisor({ inventory, speed, guests });
        shutdown.add(() => hypervisor.close());
        return hypervisor;
      };
      const hypervisor = await simulated(config.speed);
      const consoles = createSimulatedConsoles({
        guestSystem: async (vm) => {
          const machine = await hypervisor.machine(vm);
          return machine && guests.of(machine);
        },
      });
      // A resumed machine's guest comes back as it was; any other power change boots it afresh.
      hypervisor.subscribe(consoles.machineChanged);
      return {
        hypervisor,
        consoles,
        instant: () => simulated(0),
        ready: async () => undefined,
      };
    }
    case 'vsphere': {
      for (const warning of config.warnings) logger.info(warning);
      const vsphere = await openVsphere(config.settings, logger);
      shutdown.add(() => vsphere.close());
      // vCenter has no faster mode: the demo labs of `start:vsphere` are cloned for real.
      return {
        hypervisor: vsphere.hypervisor,
        consoles: vsphere.consoles,
        instant: async () => vsphere.hypervisor,
        ready: vsphere.ready,
      };
    }
  }
}
