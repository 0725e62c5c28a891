import type { Logger } from '../../domain/ports/logger';
import type { MachineConsoles } from '../../domain/ports/machine-consoles';
import { createHostConsoles } from './host-consoles';
import type { VsphereSettings } from './settings';
import type { MoRef } from './soap/soap-envelope';
import { findByInventoryPath } from './soap/vim-calls';
import { createVimClient } from './soap/vim-client';
import { isFault } from './soap/vim-fault';
import { createVsphereHypervisor, type VsphereHypervisor } from './vsphere-hypervisor';

export interface VsphereParts {
  hypervisor: VsphereHypervisor;
  /** The machines' consoles, relayed to the hosts that run them. */
  consoles: MachineConsoles;
  /** Rejects while vCenter does not answer the watch of the lab machines (the readiness check). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects to the vCenter the settings name: logs in and finds every inventory path, and stops the start with
 * every problem named (a wrong password, a folder that is not there) rather than failing on a student's click.
 */
export async function openVsphere(settings: VsphereSettings, logger: Logger): Promise<VsphereParts> {
  const client = createVimClient(settings);
  const problems: string[] = [];
  const find = async (name: string, path: string | undefined, type: string) => {
    if (!path) return undefined;
    const found = await findByInventoryPath(client, path);
    if (!found) problems.push(`${name} ${path} is not in vCenter's inventory.`);
    else if (found.type !== type) problems.push(`${name} ${path} is a ${found.type}, not a ${type}.`);
    return found;
  };
  let found: (MoRef | undefined)[];
  try {
    found = [
      await find('VSPHERE_TEMPLATES_FOLDER', settings.templatesFolder, 'Folder'),
      await find('VSPHERE_LABS_FOLDER', settings.labsFolder, 'Folder'),
      await find('VSPHERE_RESOURCE_POOL', settings.resourcePool, 'ResourcePool'),
      await find('VSPHERE_DATASTORE', settings.datastore, 'Datastore'),
    ];
  } catch (error) {
    await client.close();
    const reason = isFault(error, 'InvalidLogin')
      ? 'the user name or password was refused'
      : error instanceof Error
        ? error.message
        : String(error);
    throw new Error(`HYPERVISOR=vsphere cannot start: vCenter at ${settings.url} as ${settings.username}: ${reason}.`);
  }
  // A required path that was not found has its problem named.
  const [templatesRoot, labsRoot, pool, datastore] = found;
  if (problems.length > 0 || !templatesRoot || !labsRoot || !pool) {
    await client.close();
    throw new Error(`HYPERVISOR=vsphere cannot start:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  let available = true;
  const hypervisor = await createVsphereHypervisor({
    client,
    templatesRoot,
    labsRoot,
    placement: { pool, datastore },
    maxParallelClones: settings.maxParallelClones,
    onAvailability(now) {
      if (now !== available) logger.info(`vCenter at ${settings.url} ${now ? 'answers again' : 'does not answer'}`);
      available = now;
    },
  });
  return {
    hypervisor,
    consoles: createHostConsoles(client, settings),
    async ready() {
      if (!available) throw new Error('vCenter unreachable');
    },
    async close() {
      await hypervisor.close();
      await client.close();
    },
  };
}
