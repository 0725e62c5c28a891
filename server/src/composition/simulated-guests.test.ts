import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { RfbTestClient } from '../../test-support/rfb-test-client';
import { type ListeningGateway, listeningGateway, PORTAL } from '../console/testing/listening-gateway';
import type { GuestScriptRequest } from '../domain/ports/guest-scripts';
import { GUEST_ACCOUNT } from '../hypervisor/testing/port-contract';
import { openStorage } from '../storage/open-storage';
import { buildHypervisor, type HypervisorParts } from './build-hypervisor';
import { createShutdown, type Shutdown } from './shutdown';

const logger = { info: () => undefined, error: () => undefined };

/** host-a's web server step: nginx running (stopped in a fresh clone). */
const CHECK: GuestScriptRequest = {
  account: GUEST_ACCOUNT,
  script: 'systemctl is-active --quiet nginx',
  shell: 'sh',
  timeoutMs: 5000,
};

describe('HYPERVISOR=simulated: a machine console and its checks', () => {
  let closeStorage: () => Promise<void>;
  let shutdown: Shutdown;
  let parts: HypervisorParts;
  let gateway: ListeningGateway;

  beforeAll(async () => {
    // The portal's schema first: the simulator's inventory takes over its lab_machines.
    const { storage, database } = await openStorage({ dataDir: 'memory://' });
    closeStorage = () => storage.close();
    shutdown = createShutdown(logger);
    parts = await buildHypervisor({ config: { kind: 'simulated', speed: 0.01 }, database, shutdown, logger });
    gateway = await listeningGateway({ machineConsoles: parts.consoles, allowedOrigins: [PORTAL], logger });
  });

  afterAll(async () => {
    await gateway?.close();
    await shutdown?.run();
    await closeStorage?.();
  });

  it('fails a check, takes the fix typed in the console, then passes it: what `npm start` shows', async () => {
    const { hypervisor } = parts;
    const template = (await hypervisor.templateFolders())
      .flatMap((folder) => folder.vms)
      .find((machine) => machine.name === 'host-a - Ubuntu 24.04');
    if (!template) throw new Error('no host-a template');
    const machine = await hypervisor.cloneTemplate('class-1/ann@academy.test', template);
    await hypervisor.runOperation(machine.vm, 'power-on', 'POWERED_OFF');
    expect(await hypervisor.runGuestScript(machine.vm, CHECK)).toMatchObject({ exitCode: 3, timedOut: false });

    const client = await RfbTestClient.connect(gateway.addressOf(await gateway.service.issueTicket(machine)));
    try {
      await client.connected();
      client.typeText('academy\nsecret\n');
      client.typeText('systemctl start nginx\n');
      client.typeText('systemctl status nginx\n');
      await client.waitForScreen((text) => text.includes('Active: active (running)'));
    } finally {
      client.close();
    }
    expect(await hypervisor.runGuestScript(machine.vm, CHECK)).toMatchObject({ exitCode: 0, output: '' });
  });
});
