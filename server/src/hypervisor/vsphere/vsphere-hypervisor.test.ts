import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startThrowawayVcsim, type ThrowawayVcsim } from '../../../test-support/throwaway-vcsim.mjs';
import { HypervisorError, type TemplateMachine } from '../../domain/ports/hypervisor';
import { createVimClient, type VimClient } from './soap/vim-client';
import { inventoryObject } from './testing/inventory';
import { notingClient } from './testing/noting-client';
import { type ReachabilityProxy, startReachabilityProxy } from './testing/reachability-proxy';
import { requestsInFlight } from './testing/requests-in-flight';
import { until } from './testing/until';
import { createVsphereHypervisor } from './vsphere-hypervisor';

// The adapter on a simulated vCenter, beyond the port's contract: how it follows what vCenter runs for it.

async function adapterOn(client: VimClient, onAvailability?: (available: boolean) => void) {
  return createVsphereHypervisor({
    client,
    templatesRoot: await inventoryObject(client, '/DC0/vm/Courses'),
    labsRoot: await inventoryObject(client, '/DC0/vm/Labs'),
    placement: { pool: await inventoryObject(client, '/DC0/host/DC0_C0/Resources') },
    maxParallelClones: 4,
    onAvailability,
  });
}

async function templateWithTools(hypervisor: Awaited<ReturnType<typeof adapterOn>>): Promise<TemplateMachine> {
  const template = (await hypervisor.templateFolders()).flatMap((folder) => folder.vms).find((vm) => vm.tools);
  if (!template) throw new Error('no template with VMware Tools');
  return template;
}

/** The methods called from the operation's request to vCenter on, while vCenter ran it. */
async function callsWhileRunning(methods: string[], request: string, operation: () => Promise<unknown>) {
  const from = methods.length;
  await operation();
  const made = methods.slice(from);
  expect(made).toContain(request);
  return made.slice(made.indexOf(request) + 1);
}

describe('the vSphere adapter', () => {
  it('follows its tasks and the guests through the feed, reading nothing while vCenter runs them', async () => {
    const vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 300, taskDelayMs: 300 });
    const noted = notingClient(createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' }));
    const hypervisor = await adapterOn(noted.client);
    try {
      const template = await templateWithTools(hypervisor);
      let vm = '';
      // The clone is what the feed showed by the end of its task: not read again.
      const feedOnly = ['WaitForUpdatesEx', 'ModifyListView'];
      const cloning = await callsWhileRunning(noted.methods, 'CloneVM_Task', async () => {
        ({ vm } = await hypervisor.cloneTemplate('class-f/student@academy.test', template));
      });
      expect(cloning.filter((method) => !feedOnly.includes(method))).toEqual([]);
      for (const [request, operation, from] of [
        ['PowerOnVM_Task', 'power-on', 'POWERED_OFF'],
        ['RebootGuest', 'reboot-guest', 'POWERED_ON'],
        ['ShutdownGuest', 'shutdown-guest', 'POWERED_ON'],
      ] as const) {
        const running = await callsWhileRunning(noted.methods, request, () =>
          hypervisor.runOperation(vm, operation, from),
        );
        expect({ request, calls: running.filter((method) => !feedOnly.includes(method)) }).toEqual({
          request,
          calls: [],
        });
      }
      expect(await hypervisor.machine(vm)).toMatchObject({ powerState: 'POWERED_OFF', busy: null });
    } finally {
      await hypervisor.close();
      await noted.client.close();
      await vcsim.stop();
    }
  });

  it('fails an operation whose end it waits for as unavailable when vCenter goes away, and recovers', async () => {
    // Guests that take an hour to shut down: the shutdown cannot have ended when vCenter goes away.
    const vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 3_600_000 });
    const proxy = await startReachabilityProxy(vcsim.url);
    const noted = notingClient(createVimClient({ url: proxy.url, username: 'portal', password: 'secret' }));
    const availability: boolean[] = [];
    const hypervisor = await adapterOn(noted.client, (available) => availability.push(available));
    try {
      const { vm } = await hypervisor.cloneTemplate(
        'class-g/student@academy.test',
        await templateWithTools(hypervisor),
      );
      await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF');
      const shutdown = hypervisor.runOperation(vm, 'shutdown-guest', 'POWERED_ON').catch((error: unknown) => error);
      // Once the guest was asked, the operation waits for the machine to go off.
      expect(await until(() => noted.answered.includes('ShutdownGuest'))).toBe(true);
      proxy.setReachable(false);
      const failed = await shutdown;
      expect(failed instanceof HypervisorError && failed.failure).toBe('unavailable');
      proxy.setReachable(true);
      expect(await until(() => availability.at(-1) === true && availability.includes(false))).toBe(true);
      expect(await hypervisor.machine(vm)).toMatchObject({ powerState: 'POWERED_ON', busy: null });
    } finally {
      await hypervisor.close();
      await noted.client.close();
      await proxy.close();
      await vcsim.stop();
    }
  });

  // What a class's provisioning asks right after vCenter comes back: a clone, its power-on, the listings, a guest's
  // shutdown (which the power-state watch ends).
  async function provisionsAtOnce(hypervisor: Awaited<ReturnType<typeof adapterOn>>, labId: string) {
    const template = await templateWithTools(hypervisor);
    const { vm } = await hypervisor.cloneTemplate(labId, template);
    expect(await hypervisor.runOperation(vm, 'power-on', 'POWERED_OFF')).toBe('POWERED_ON');
    expect((await hypervisor.labMachines(labId)).map((machine) => machine.vm)).toEqual([vm]);
    expect(await hypervisor.labIds()).toContain(labId);
    expect((await hypervisor.templateFolders()).length).toBeGreaterThan(0);
    expect(await hypervisor.runOperation(vm, 'shutdown-guest', 'POWERED_ON')).toBe('POWERED_OFF');
  }

  describe('right after vCenter stops answering and comes back', () => {
    let vcsim: ThrowawayVcsim;
    let proxy: ReachabilityProxy;

    beforeAll(async () => {
      vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 150, taskDelayMs: 150 });
      proxy = await startReachabilityProxy(vcsim.url);
    });

    afterAll(async () => {
      await proxy?.close();
      await vcsim?.stop();
    });

    async function adapterBehindProxy() {
      const noted = notingClient(createVimClient({ url: proxy.url, username: 'portal', password: 'secret' }));
      const availability: boolean[] = [];
      const hypervisor = await adapterOn(noted.client, (available) => availability.push(available));
      return { noted, availability, hypervisor };
    }

    it('provisions a lab after a network blip that ended the watch round and destroyed its views', async () => {
      const polls = requestsInFlight('WaitForUpdatesEx');
      const { noted, hypervisor } = await adapterBehindProxy();
      try {
        // The cut must find a long poll that vCenter holds: the first one answers at once (the inventory as it is,
        // its answer may be on its way when the cut comes); one after it, written and unanswered, waits for changes.
        expect(await until(() => noted.answered.includes('WaitForUpdatesEx') && polls.count() > 0)).toBe(true);
        const destroyed = noted.answered.filter((method) => method === 'DestroyView').length;
        proxy.setReachable(false);
        proxy.setReachable(true);
        // The feed's round ends with the blip and takes its views with it, vCenter answering again.
        expect(await until(() => noted.answered.filter((method) => method === 'DestroyView').length > destroyed)).toBe(
          true,
        );
        await provisionsAtOnce(hypervisor, 'class-h/student@academy.test');
      } finally {
        polls.stop();
        await hypervisor.close();
        await noted.client.close();
      }
    });

    it('provisions a lab after vCenter restarted, its session and the views it held gone', async () => {
      const { noted, availability, hypervisor } = await adapterBehindProxy();
      try {
        expect(await until(() => availability.includes(true))).toBe(true);
        // A restart: the session ends (vCenter drops its views and collectors), the connections with it.
        const { sessionManager } = await noted.client.content();
        await noted.client.invoke('Logout', sessionManager, {});
        proxy.setReachable(false);
        proxy.setReachable(true);
        await provisionsAtOnce(hypervisor, 'class-i/student@academy.test');
      } finally {
        await hypervisor.close();
        await noted.client.close();
      }
    });
  });
});
