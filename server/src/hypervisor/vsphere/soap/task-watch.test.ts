import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startThrowawayVcsim, type ThrowawayVcsim } from '../../../../test-support/throwaway-vcsim.mjs';
import { inventoryObject } from '../testing/inventory';
import { notingClient } from '../testing/noting-client';
import { startReachabilityProxy } from '../testing/reachability-proxy';
import { until } from '../testing/until';
import { createTaskWatch } from './task-watch';
import { followUpdates } from './update-feed';
import { cloneVm, createFolder, propertiesOf, startTask } from './vim-calls';
import { createVimClient, type VimClient } from './vim-client';
import { isFault, VimUnavailable } from './vim-fault';
import { moRefOf, textOf } from './vim-values';

// Tasks followed through WaitForUpdatesEx on a simulated vCenter whose tasks run after the call answers them.
let vcsim: ThrowawayVcsim;
let client: VimClient;

beforeAll(async () => {
  vcsim = await startThrowawayVcsim({ toolsDelayMs: 100, guestDelayMs: 100, taskDelayMs: 300 });
  client = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
});

afterAll(async () => {
  await client?.close();
  await vcsim?.stop();
});

/** A task watch in a feed of its own, until stopped. */
function following(on: VimClient, maxWaitSeconds = 30) {
  const tasks = createTaskWatch(on);
  const stopping = new AbortController();
  const availability: boolean[] = [];
  const done = followUpdates(on, [tasks], {
    signal: stopping.signal,
    maxWaitSeconds,
    onAvailability: (available) => availability.push(available),
  });
  return {
    tasks,
    availability,
    async stop() {
      stopping.abort();
      await done;
    },
  };
}

const TEMPLATE = '/DC0/vm/Courses/Linux Networking Essentials/host-a - Ubuntu 24.04';

describe('tasks followed through updates', () => {
  it('follows many running tasks at once to their ends, reading nothing while they run', async () => {
    const noted = notingClient(client);
    const watch = following(noted.client);
    const [source, labs, pool] = await Promise.all([
      inventoryObject(client, TEMPLATE),
      inventoryObject(client, '/DC0/vm/Labs'),
      inventoryObject(client, '/DC0/host/DC0_C0/Resources'),
    ]);
    const clones = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const task = await cloneVm(noted.client, source, labs, `followed ${n}`, { pool });
        const vm = moRefOf(await watch.tasks.outcome(task));
        if (!vm) throw new Error('the clone ended without a machine');
        return vm;
      }),
    );
    await Promise.all(
      clones.map(async (vm) => watch.tasks.outcome(await startTask(noted.client, 'PowerOnVM_Task', vm))),
    );
    const refused = await watch.tasks
      .outcome(await startTask(noted.client, 'SuspendVM_Task', source))
      .catch((error: unknown) => error);
    await watch.stop();

    for (const vm of clones) {
      expect(textOf((await propertiesOf(client, vm, ['runtime.powerState'])).get('runtime.powerState'))).toBe(
        'poweredOn',
      );
    }
    // The template is off: its suspend fails with InvalidPowerState, an InvalidState.
    expect(isFault(refused, 'InvalidState')).toBe(true);
    // Each task is put in the feed's list view: no property is read, no collector made per task.
    const feed = ['CreatePropertyCollector', 'CreateListView', 'CreateFilter', 'WaitForUpdatesEx', 'ModifyListView'];
    const starts = ['CloneVM_Task', 'PowerOnVM_Task', 'SuspendVM_Task'];
    const teardown = ['CancelWaitForUpdates', 'DestroyPropertyCollector', 'DestroyView'];
    expect([...new Set(noted.methods)].filter((method) => ![...feed, ...starts, ...teardown].includes(method))).toEqual(
      [],
    );
    expect(noted.methods.filter((method) => method === 'CreatePropertyCollector')).toHaveLength(1);
  });

  it('destroys the collector it made, with its filter, and the list view, when it stops', async () => {
    const noted = notingClient(client);
    const watch = following(noted.client);
    const folder = await createFolder(client, await inventoryObject(client, '/DC0/vm/Labs'), 'destroyed soon');
    await watch.tasks.outcome(await startTask(noted.client, 'Destroy_Task', folder));
    await watch.stop();
    const [collector, view] = noted.made;
    expect([collector?.type, view?.type]).toEqual(['PropertyCollector', 'ListView']);
    for (const [method, made] of [
      ['DestroyPropertyCollector', collector],
      ['DestroyView', view],
    ] as const) {
      if (!made) throw new Error(`no ${method}`);
      const again = await client.invoke(method, made, {}).catch((error: unknown) => error);
      expect(isFault(again, 'ManagedObjectNotFound')).toBe(true);
    }
  });

  it('follows its tasks into a new session when vCenter ended the one they began in', async () => {
    const own = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
    const watch = following(own, 1);
    const source = await inventoryObject(own, '/DC0/vm/Courses/Security Fundamentals/kali - Attacker Workstation');
    const task = await cloneVm(own, source, await inventoryObject(own, '/DC0/vm/Labs'), 'across sessions', {
      pool: await inventoryObject(own, '/DC0/host/DC0_C0/Resources'),
    });
    const outcome = watch.tasks.outcome(task);
    // The feed follows the task in this session's list view when the session ends.
    expect(await until(() => watch.availability.includes(true))).toBe(true);
    const { sessionManager } = await own.content();
    await own.invoke('Logout', sessionManager, {});
    expect(moRefOf(await outcome)?.type).toBe('VirtualMachine');
    await watch.stop();
    await own.close();
  });

  it('follows a task at once when the session ended under the round, no outage to tell it', async () => {
    const own = createVimClient({ url: vcsim.url, username: 'portal', password: 'secret' });
    // The long poll waits 30 s for a change: the task's end must not wait for it to end.
    const watch = following(own);
    try {
      expect(await until(() => watch.availability.includes(true))).toBe(true);
      const { sessionManager } = await own.content();
      await own.invoke('Logout', sessionManager, {});
      const folder = await createFolder(own, await inventoryObject(own, '/DC0/vm/Labs'), 'after the session');
      let ended: unknown = 'not yet';
      void watch.tasks.outcome(await startTask(own, 'Destroy_Task', folder)).then(
        (result) => {
          ended = result;
        },
        (error: unknown) => {
          ended = error;
        },
      );
      expect(await until(() => ended !== 'not yet')).toBe(true);
      expect(ended).toBeUndefined();
    } finally {
      await watch.stop();
      await own.close();
    }
  });

  it('makes another list view when vCenter says the one it follows tasks in is gone', async () => {
    const noted = notingClient(client);
    const watch = following(noted.client);
    try {
      expect(await until(() => watch.availability.includes(true))).toBe(true);
      const view = noted.made.find((made) => made.type === 'ListView');
      if (!view) throw new Error('no list view');
      await client.invoke('DestroyView', view, {});
      const folder = await createFolder(client, await inventoryObject(client, '/DC0/vm/Labs'), 'view gone');
      expect(await watch.tasks.outcome(await startTask(client, 'Destroy_Task', folder))).toBeUndefined();
      expect(noted.made.filter((made) => made.type === 'ListView')).toHaveLength(2);
    } finally {
      await watch.stop();
    }
  });

  it('gives up on what it follows when vCenter goes away, and follows tasks again once it is back', async () => {
    // Tasks that take an hour: the one followed cannot have ended when vCenter goes away.
    const slow = await startThrowawayVcsim({ taskDelayMs: 3_600_000 });
    const proxy = await startReachabilityProxy(slow.url);
    const own = createVimClient({ url: proxy.url, username: 'portal', password: 'secret' });
    const watch = following(own, 1);
    try {
      const template = await inventoryObject(own, TEMPLATE);
      const running = watch.tasks.outcome(await startTask(own, 'PowerOnVM_Task', template));
      expect(await until(() => watch.availability.includes(true))).toBe(true);
      proxy.setReachable(false);
      expect(await running.catch((error: unknown) => error)).toBeInstanceOf(VimUnavailable);
      proxy.setReachable(true);
      expect(await until(() => watch.availability.at(-1) === true && watch.availability.includes(false))).toBe(true);
      // A folder's removal is not one of the simulator's slow tasks: it has ended by the time it is followed.
      const folder = await createFolder(own, await inventoryObject(own, '/DC0/vm/Labs'), 'after the outage');
      expect(await watch.tasks.outcome(await startTask(own, 'Destroy_Task', folder))).toBeUndefined();
    } finally {
      await watch.stop();
      await own.close();
      await proxy.close();
      await slow.stop();
    }
  });
});
