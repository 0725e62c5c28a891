import { startThrowawayVcsim } from '../../../test-support/throwaway-vcsim.mjs';
import { describeConsoleContract } from '../testing/console-contract';
import { createHostConsoles } from './host-consoles';
import { createVimClient } from './soap/vim-client';
import { inventoryObject } from './testing/inventory';
import { createVsphereHypervisor } from './vsphere-hypervisor';

// vcsim serves each powered-on machine's WebMKS console as ESXi does (tools/vcsim/webmks.go): the relay runs against
// it, a ticket acquired from the simulated vCenter per connection, and vCenter's screen capture is its screen.
describeConsoleContract('the vSphere relay on vcsim', async () => {
  const vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100 });
  const client = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
  const hypervisor = await createVsphereHypervisor({
    client,
    templatesRoot: await inventoryObject(client, '/DC0/vm/Courses'),
    labsRoot: await inventoryObject(client, '/DC0/vm/Labs'),
    placement: { pool: await inventoryObject(client, '/DC0/host/DC0_C0/Resources') },
    maxParallelClones: 4,
  });
  return {
    hypervisor,
    consoles: createHostConsoles(client, { url: vcsim.url }),
    async dispose() {
      await hypervisor.close();
      await client.close();
      await vcsim.stop();
    },
  };
});
