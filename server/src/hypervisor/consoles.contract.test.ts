import { openStorage } from '../storage/open-storage';
import { createSimulatedConsoles } from './simulated/console/simulated-consoles';
import { openSimulatedInventory } from './simulated/inventory';
import { createSimulatedHypervisor } from './simulated/simulated-hypervisor';
import { describeConsoleContract } from './testing/console-contract';

describeConsoleContract('the simulated consoles', async () => {
  const { storage, database } = await openStorage({ dataDir: 'memory://' });
  const hypervisor = await createSimulatedHypervisor({ inventory: await openSimulatedInventory(database), speed: 0 });
  const consoles = createSimulatedConsoles();
  hypervisor.subscribe(consoles.machineChanged);
  return {
    hypervisor,
    consoles,
    async dispose() {
      await hypervisor.close();
      await storage.close();
    },
  };
});
