/**
 * What the guest checks' bench (bench/guest-checks) takes from the server, by the package's name
 * (`@academy/server/guest-checks-testing`): the simulated hypervisor on its own, and a started server with a class
 * whose manual has checks.
 */
export type { GuestScriptRequest } from '../src/domain/ports/guest-scripts';
export type { Hypervisor } from '../src/domain/ports/hypervisor';
export { openSimulatedInventory } from '../src/hypervisor/simulated/inventory';
export { createSimulatedHypervisor } from '../src/hypervisor/simulated/simulated-hypervisor';
export { openStorage } from '../src/storage/open-storage';
export { createCheckCourse, runningCheckClass } from './check-classes';
export { openEventStream } from './server-sent-events';
export { basicAuth, eventually, startTestServer, type TestServer } from './test-server';
