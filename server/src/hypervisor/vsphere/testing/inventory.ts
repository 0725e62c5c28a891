import type { MoRef } from '../soap/soap-envelope';
import { findByInventoryPath } from '../soap/vim-calls';
import type { VimClient } from '../soap/vim-client';

/** The object at an inventory path of the simulated vCenter's demo inventory, which a test needs there. */
export async function inventoryObject(client: VimClient, inventoryPath: string): Promise<MoRef> {
  const found = await findByInventoryPath(client, inventoryPath);
  if (!found) throw new Error(`vCenter has nothing at ${inventoryPath}`);
  return found;
}
