/**
 * What tests and benchmarks outside the server use of the vSphere code, by the package's name
 * (`@academy/server/vsphere-testing`): an administrator's vCenter client beside the portal, the adapter, the relay.
 */
export { relayToHost } from '../src/hypervisor/vsphere/host-relay';
export { MoRef } from '../src/hypervisor/vsphere/soap/soap-envelope';
export {
  acquireWebmksTicket,
  findByInventoryPath,
  objectsUnder,
  startTask,
  waitForTask,
} from '../src/hypervisor/vsphere/soap/vim-calls';
export { createVimClient, type VimClient } from '../src/hypervisor/vsphere/soap/vim-client';
export { entityNameOf } from '../src/hypervisor/vsphere/soap/vim-values';
export { createVsphereHypervisor } from '../src/hypervisor/vsphere/vsphere-hypervisor';
