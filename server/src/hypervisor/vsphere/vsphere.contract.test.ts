import type { SettledPowerState } from '@academy/power-rules';
import { startThrowawayVcsim } from '../../../test-support/throwaway-vcsim.mjs';
import type { OutsideHands } from '../outside-hands';
import { describeHypervisorContract } from '../testing/port-contract';
import { MoRef } from './soap/soap-envelope';
import { propertiesOf, startTask, waitForTask } from './soap/vim-calls';
import { createVimClient, type VimClient } from './soap/vim-client';
import { textOf } from './soap/vim-values';
import { inventoryObject } from './testing/inventory';
import { startReachabilityProxy } from './testing/reachability-proxy';
import { createVsphereHypervisor } from './vsphere-hypervisor';

/** An administrator in the vSphere Client: another session of the same vCenter, straight, not through the portal. */
function adminHands(admin: VimClient, sdk: URL, setReachable: (reachable: boolean) => void): OutsideHands {
  const run = async (method: Parameters<typeof startTask>[1], vm: string) =>
    waitForTask(admin, await startTask(admin, method, new MoRef('VirtualMachine', vm)));
  const stateOf = async (vm: string) =>
    textOf(
      (await propertiesOf(admin, new MoRef('VirtualMachine', vm), ['runtime.powerState'])).get('runtime.powerState'),
    );
  return {
    async setPowerState(vm, state: SettledPowerState) {
      const now = await stateOf(vm);
      if (state === 'POWERED_OFF' && now !== 'poweredOff') await run('PowerOffVM_Task', vm);
      if (state !== 'POWERED_OFF' && now !== 'poweredOn') await run('PowerOnVM_Task', vm);
      if (state === 'SUSPENDED') await run('SuspendVM_Task', vm);
    },
    async remove(vm) {
      if ((await stateOf(vm)) !== 'poweredOff') await run('PowerOffVM_Task', vm);
      await run('Destroy_Task', vm);
    },
    async setReachable(reachable) {
      setReachable(reachable);
    },
    async guestFiles(vm) {
      // vcsim's look inside a guest (tools/vcsim/guestops.go), not the vSphere API.
      const answer = await fetch(new URL(`/guest-files/${vm}`, sdk));
      const files: unknown = await answer.json();
      if (!Array.isArray(files) || !files.every((file) => typeof file === 'string')) {
        throw new Error(`vcsim answered ${JSON.stringify(files)} for the files of ${vm}`);
      }
      return files;
    },
    async guestFileDigest(vm, path) {
      const answer = await fetch(new URL(`/guest-files/${vm}?path=${encodeURIComponent(path)}`, sdk));
      if (answer.status === 404) return undefined;
      const digest: unknown = await answer.json();
      if (
        typeof digest !== 'object' ||
        digest === null ||
        !('size' in digest && typeof digest.size === 'number') ||
        !('sha256' in digest && typeof digest.sha256 === 'string')
      ) {
        throw new Error(`vcsim answered ${JSON.stringify(digest)} for ${path} in ${vm}`);
      }
      return { size: digest.size, sha256: digest.sha256 };
    },
    // vcsim's guest keyboard (tools/vcsim/scancodes.go), not the vSphere API.
    async typedText(vm) {
      const answer: unknown = await (await fetch(new URL(`/guest-keyboard/${vm}`, sdk))).json();
      const typed =
        typeof answer === 'object' && answer !== null ? (answer as { typedText?: unknown }).typedText : null;
      if (typeof typed !== 'string')
        throw new Error(`vcsim answered ${JSON.stringify(answer)} for the keyboard of ${vm}`);
      return typed;
    },
    async setKeyboardLayout(vm, layout) {
      const answer = await fetch(new URL(`/guest-keyboard/${vm}?layout=${layout}`, sdk), { method: 'PUT' });
      if (answer.status !== 204) throw new Error(`vcsim answered ${answer.status} to the layout ${layout} of ${vm}`);
    },
  };
}

describeHypervisorContract('the vSphere adapter on vcsim', async () => {
  // Tasks run 150 ms after the call answers them, as on a host: the adapter follows running tasks, and a machine is
  // seen busy meanwhile.
  const vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 150, taskDelayMs: 150 });
  const proxy = await startReachabilityProxy(vcsim.url);
  const admin = createVimClient({ url: vcsim.url, username: 'admin', password: 'secret' });
  const [templatesRoot, labsRoot, pool] = [
    await inventoryObject(admin, '/DC0/vm/Courses'),
    await inventoryObject(admin, '/DC0/vm/Labs'),
    await inventoryObject(admin, '/DC0/host/DC0_C0/Resources'),
  ];
  return {
    async connect() {
      const client = createVimClient({
        url: proxy.url,
        username: 'portal',
        password: 'secret',
      });
      const hypervisor = await createVsphereHypervisor({
        client,
        templatesRoot,
        labsRoot,
        placement: { pool },
        maxParallelClones: 4,
        guestTimeoutMs: 10_000,
      });
      return {
        hypervisor,
        outside: adminHands(admin, new URL(vcsim.url), (reachable) => proxy.setReachable(reachable)),
        async close() {
          // As a process's end: no logout, so what vCenter runs for it goes on.
          await hypervisor.close();
          await client.close({ logOut: false });
        },
      };
    },
    async dispose() {
      await admin.close();
      await proxy.close();
      await vcsim.stop();
    },
  };
});
