import type { HypervisorConfig } from '../config';
import type { Hypervisor } from '../domain/ports/hypervisor';
import { openSimulatedInventory } from '../hypervisor/simulated/inventory';
import { createSimulatedHypervisor } from '../hypervisor/simulated/simulated-hypervisor';
import type { Database } from '../storage/queryable';
import type { Shutdown } from './shutdown';

export interface HypervisorParts {
  hypervisor: Hypervisor;
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
}): Promise<HypervisorParts> {
  const { config, database, shutdown } = deps;
  switch (config.kind) {
    case 'simulated': {
      const inventory = await openSimulatedInventory(database);
      const simulated = async (speed: number) => {
        const hypervisor = await createSimulatedHypervisor({ inventory, speed });
        shutdown.add(() => hypervisor.close());
        return hypervisor;
      };
      return { hypervisor: await simulated(config.speed), instant: () => simulated(0) };
    }
    case 'vsphere':
      throw new Error(
        'HYPERVISOR=vsphere: this server has no vSphere adapter yet, so it cannot reach the vCenter at ' +
          `${config.url}. Leave HYPERVISOR unset (or set it to simulated) to run on the simulated hypervisor.`,
      );
  }
}
