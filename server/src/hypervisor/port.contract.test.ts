import { openStorage } from '../storage/open-storage';
import { openSimulatedInventory } from './simulated/inventory';
import { createSimulatedHypervisor } from './simulated/simulated-hypervisor';
import { describeHypervisorContract } from './testing/port-contract';

// Clone 400 ms, power-on 160 ms: a restarted process connects well before an operation it inherits ends.
const SPEED = 0.02;

describeHypervisorContract('the simulated hypervisor', async () => {
  const { storage, database } = await openStorage({ dataDir: 'memory://' });
  const inventory = await openSimulatedInventory(database);
  return {
    async connect() {
      const hypervisor = await createSimulatedHypervisor({ inventory, speed: SPEED });
      return { hypervisor, outside: hypervisor.outside, close: () => hypervisor.close() };
    },
    dispose: () => storage.close(),
  };
});
