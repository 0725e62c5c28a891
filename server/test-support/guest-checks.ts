/**
 * What the guest benches (bench/guest-checks, guest-files, typing) take from the server, by the package's name
 * (`@academy/server/guest-checks-testing`): the simulated hypervisor on its own, a started server with a class
 * whose manual has checks, and issue 41's text.
 */
export type { GuestScriptRequest } from '../src/domain/ports/guest-scripts';
export type { Hypervisor } from '../src/domain/ports/hypervisor';
export { openSimulatedInventory } from '../src/hypervisor/simulated/inventory';
export { createSimulatedHypervisor } from '../src/hypervisor/simulated/simulated-hypervisor';
export { openStorage } from '../src/storage/open-storage';
export { createCheckCourse, runningCheckClass } from './check-classes';
export { openEventStream } from './server-sent-events';
export { basicAuth, eventually, startTestServer, type TestServer } from './test-server';
export { ISSUE_41_TEXT_OF } from './typing-texts';
