import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startThrowawayVcsim, type ThrowawayVcsim } from '../../../test-support/throwaway-vcsim.mjs';
import { cloneIntoFolder, destroyFolder, ensureFolder } from './lab-inventory';
import { createMachineWatch, type MachineUpdate } from './machine-watcher';
import type { MoRef } from './soap/soap-envelope';
import { followUpdates } from './soap/update-feed';
import { findChild, startTask, waitForTask } from './soap/vim-calls';
import { createVimClient, type VimClient } from './soap/vim-client';
import { readTemplateFolders } from './template-catalog';
import { inventoryObject } from './testing/inventory';
import { until } from './testing/until';

let vcsim: ThrowawayVcsim;
let client: VimClient;
let labsRoot: MoRef;
let pool: MoRef;
const awaitTask = (task: MoRef) => waitForTask(client, task);

beforeAll(async () => {
  // Tasks run 200 ms after the call answers them, as on a host: waits follow running tasks.
  vcsim = await startThrowawayVcsim({ toolsDelayMs: 200, guestDelayMs: 200, taskDelayMs: 200 });
  client = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
  labsRoot = await inventoryObject(client, '/DC0/vm/Labs');
  pool = await inventoryObject(client, '/DC0/host/DC0_C0/Resources');
});

afterAll(async () => {
  await client?.close();
  await vcsim?.stop();
});

describe('the course folders of a vCenter', () => {
  it('lists each course folder with its templates in order, and which have VMware Tools', async () => {
    const root = await inventoryObject(client, '/DC0/vm/Courses');
    const folders = await readTemplateFolders(client, root);
    expect(folders.map((folder) => [folder.name, folder.vms.length])).toEqual([
      ['Linux Networking Essentials', 3],
      ['Security Fundamentals', 2],
      ['Staging (empty)', 0],
      ['templates@archive', 1],
      ['Windows Server 2022 Administration', 3],
    ]);
    const windows = folders.find((folder) => folder.name.startsWith('Windows'));
    expect(windows?.vms.map((vm) => [vm.name, vm.tools])).toEqual([
      ['DC01 - Domain Controller', true],
      ['SRV01 - Member Server', true],
      ['CLIENT01 - Windows 11', false],
    ]);
  });
});

describe('labs in a vCenter', () => {
  it('makes a folder once, even when two ask at the same time', async () => {
    const [a, b] = await Promise.all([
      ensureFolder(client, labsRoot, 'class-a'),
      ensureFolder(client, labsRoot, 'class-a'),
    ]);
    expect(a).toEqual(b);
    expect(await ensureFolder(client, labsRoot, 'class-a')).toEqual(a);
  });

  it('sees every change of a lab machine, whoever made it, with its lab, and removes the lab machines first', async () => {
    const updates: MachineUpdate[] = [];
    const stop = new AbortController();
    const machines = createMachineWatch(client, labsRoot, (update) => updates.push(update));
    const watching = followUpdates(client, [machines], { signal: stop.signal, maxWaitSeconds: 1 });
    const classFolder = await ensureFolder(client, labsRoot, 'class-b');
    const lab = await ensureFolder(client, classFolder, 'student-1@academy.test');
    const template = await inventoryObject(client, '/DC0/vm/Courses/Security Fundamentals/kali - Attacker Workstation');
    const vm = await cloneIntoFolder(client, awaitTask, template, lab, 'kali - Attacker Workstation', { pool });
    const stateOf = () => updates.filter((update) => update.vm === vm.value).at(-1)?.machine;
    // The simulator tells the clone's Tools a tick after the clone appears (a loaded machine sees both answers).
    expect(await until(() => stateOf()?.powerState === 'poweredOff' && stateOf()?.tools === true)).toBe(true);
    expect(stateOf()).toMatchObject({
      folder: lab.value,
      labId: 'class-b/student-1@academy.test',
      name: 'kali - Attacker Workstation',
      tools: true,
      toolsRunning: false,
    });
    expect(machines.folderOfLab('class-b/student-1@academy.test')).toEqual(lab);

    // Someone else, in another session (an admin in the vSphere Client).
    const admin = createVimClient({ url: vcsim.url, username: 'admin', password: 'secret' });
    await waitForTask(admin, await startTask(admin, 'PowerOnVM_Task', vm));
    expect(await until(() => stateOf()?.toolsRunning === true)).toBe(true);
    expect(stateOf()?.powerState).toBe('poweredOn');

    // The watch's own session ends (vCenter restarted, or an idle timeout): it logs in again and goes on.
    const { sessionManager } = await client.content();
    await client.invoke('Logout', sessionManager, {});
    await waitForTask(admin, await startTask(admin, 'SuspendVM_Task', vm));
    expect(await until(() => stateOf()?.powerState === 'suspended')).toBe(true);

    await destroyFolder(client, awaitTask, classFolder);
    expect(await until(() => updates.at(-1)?.vm === vm.value && updates.at(-1)?.machine === undefined)).toBe(true);
    expect(await findChild(client, labsRoot, 'class-b')).toBeUndefined();
    await admin.close();
    stop.abort();
    await watching;
  });

  it('goes on through a machine changed and deleted at once', async () => {
    // Tasks that end inside the call: the power-off and the removal reach the watch in one answer. (vcsim breaks the
    // answer, and the connection, when one filter names several types and an object it followed is gone.)
    const quick = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100 });
    const own = createVimClient({ url: quick.url, username: 'portal', password: 'secret' });
    const stop = new AbortController();
    const availability: boolean[] = [];
    const updates: MachineUpdate[] = [];
    const root = await inventoryObject(own, '/DC0/vm/Labs');
    const watching = followUpdates(own, [createMachineWatch(own, root, (update) => updates.push(update))], {
      signal: stop.signal,
      maxWaitSeconds: 1,
      onAvailability: (available) => availability.push(available),
    });
    try {
      const lab = await ensureFolder(own, await ensureFolder(own, root, 'class-c'), 'student@academy.test');
      const template = await inventoryObject(own, '/DC0/vm/Courses/Security Fundamentals/target - Legacy Web Server');
      const ownTask = (task: MoRef) => waitForTask(own, task);
      const vm = await cloneIntoFolder(own, ownTask, template, lab, 'target - Legacy Web Server', {
        pool: await inventoryObject(own, '/DC0/host/DC0_C0/Resources'),
      });
      await ownTask(await startTask(own, 'PowerOnVM_Task', vm));
      expect(await until(() => updates.at(-1)?.machine?.powerState === 'poweredOn')).toBe(true);
      // Each ends inside its call, a moment apart.
      await startTask(own, 'PowerOffVM_Task', vm);
      await startTask(own, 'Destroy_Task', vm);
      expect(await until(() => updates.at(-1)?.vm === vm.value && updates.at(-1)?.machine === undefined)).toBe(true);
      expect(availability).toEqual([true]);
    } finally {
      stop.abort();
      await watching;
      await own.close();
      await quick.stop();
    }
  });

  it("stops at once when told, its long poll cut short, and the client's close does not wait for that poll", async () => {
    const watcher = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
    const stop = new AbortController();
    let snapshots = 0;
    // A poll far longer than the test's budget: a stop that waited for its answer would time the test out.
    const watching = followUpdates(watcher, [createMachineWatch(watcher, labsRoot, () => undefined)], {
      signal: stop.signal,
      maxWaitSeconds: 600,
      onSnapshot: () => {
        snapshots += 1;
      },
    });
    expect(await until(() => snapshots === 1)).toBe(true);
    stop.abort();
    await watching;
    await watcher.close();
  });
});
