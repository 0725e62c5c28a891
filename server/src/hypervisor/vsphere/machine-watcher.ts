import type { GuestOs } from '../../domain/ports/guest-scripts';
import { guestOsOf } from './guest-family';
import { labIdOf } from './lab-ids';
import { MoRef } from './soap/soap-envelope';
import type { FeedSource } from './soap/update-feed';
import type { ObjectUpdate } from './soap/update-set';
import type { VimClient } from './soap/vim-client';
import { VimFault } from './soap/vim-fault';
import type { TraversalSpec } from './soap/vim-methods';
import { type Decoded, entityNameOf, moRefOf, textOf } from './soap/vim-values';

const POWER_STATES = ['poweredOn', 'poweredOff', 'suspended'] as const;
export type VmPowerState = (typeof POWER_STATES)[number];

/** A machine's `runtime.powerState` as read. */
export function vmPowerStateOf(text: string | undefined): VmPowerState | undefined {
  return POWER_STATES.find((state) => state === text);
}

/** A lab machine as vCenter's updates show it. */
export interface WatchedMachine {
  readonly vm: string;
  readonly name: string;
  /** The folder it is in: its lab's folder. */
  readonly folder: string;
  /** Its lab, when its folder is a student's folder in a class folder of the labs folder. */
  readonly labId: string | undefined;
  readonly powerState: VmPowerState;
  /** VMware Tools are installed in its guest, running or not. */
  readonly tools: boolean;
  readonly toolsRunning: boolean;
  /** Its guest's family, from its configured guest id. */
  readonly guestOs: GuestOs;
}

/** A machine appeared or changed (`machine`), or is gone (`machine` undefined). */
export interface MachineUpdate {
  readonly vm: string;
  readonly machine: WatchedMachine | undefined;
  /** Part of a round's first answers: the machine was there when the watch (re)began, not made just now. */
  readonly snapshot: boolean;
}

/**
 * The folders and machines under the labs folder, as one source of a feed (`followUpdates`): every change of a lab
 * machine, whoever made it (the portal, a student shutting the guest down, an admin in the vSphere Client), told in
 * vCenter's order, and the lab folders, so a machine's lab is known without asking.
 */
export interface MachineWatch extends FeedSource {
  machine(vm: string): WatchedMachine | undefined;
  labOfFolder(folder: string): string | undefined;
  folderOfLab(labId: string): MoRef | undefined;
  /**
   * The machine once `done` holds for it, as it is now or after a change; rejects with ManagedObjectNotFound when it
   * goes, with VimUnavailable when the feed loses vCenter, and with `signal`'s reason.
   */
  until(vm: string, done: (machine: WatchedMachine) => boolean, signal: AbortSignal): Promise<WatchedMachine>;
}

const MACHINE_PATHS = [
  'name',
  'parent',
  'runtime.powerState',
  'guest.toolsStatus',
  'guest.toolsRunningStatus',
  'config.guestId',
];
const FOLDER_PATHS = ['name', 'parent'];
const IN_VIEW: TraversalSpec = {
  $type: 'TraversalSpec',
  name: 'view',
  type: 'ContainerView',
  path: 'view',
  skip: false,
};

/** What the updates told so far of an object, by property path (references by id, names as people wrote them). */
type Properties = Map<string, string | undefined>;

interface Waiter {
  readonly done: (machine: WatchedMachine) => boolean;
  settle(outcome: { machine: WatchedMachine } | { error: unknown }): void;
}

export function createMachineWatch(
  client: VimClient,
  labsRoot: MoRef,
  onUpdate: (update: MachineUpdate) => void,
): MachineWatch {
  const machines = new Map<string, Properties>();
  const folders = new Map<string, Properties>();
  /** Objects seen in this round's first answers: any other one went while unwatched. */
  const seen = new Set<string>();
  const waiters = new Map<string, Set<Waiter>>();

  function labOfFolder(folder: string): string | undefined {
    const student = folders.get(folder);
    const classFolder = folders.get(student?.get('parent') ?? '');
    const [classId, email] = [classFolder?.get('name'), student?.get('name')];
    if (classFolder?.get('parent') !== labsRoot.value || !classId || !email) return undefined;
    return labIdOf(classId, email);
  }

  function machine(vm: string): WatchedMachine | undefined {
    const properties = machines.get(vm);
    const folder = properties?.get('parent');
    const powerState = vmPowerStateOf(properties?.get('runtime.powerState'));
    if (!properties || !folder || !powerState) return undefined;
    return {
      vm,
      name: properties.get('name') ?? vm,
      folder,
      labId: labOfFolder(folder),
      powerState,
      tools: properties.get('guest.toolsStatus') !== 'toolsNotInstalled',
      toolsRunning: properties.get('guest.toolsRunningStatus') === 'guestToolsRunning',
      guestOs: guestOsOf(properties.get('config.guestId')),
    };
  }

  /** Tells a machine's change, then whoever waits for it. */
  function changed(vm: string, snapshot: boolean) {
    const now = machine(vm);
    if (now || !machines.has(vm)) onUpdate({ vm, machine: now, snapshot });
    for (const waiter of [...(waiters.get(vm) ?? [])]) {
      if (!machines.has(vm)) waiter.settle({ error: new VimFault('ManagedObjectNotFound', `${vm} is gone`) });
      else if (now && waiter.done(now)) waiter.settle({ machine: now });
    }
  }

  function apply(store: Map<string, Properties>, { obj, kind, changes }: ObjectUpdate) {
    if (kind === 'leave') {
      store.delete(obj.value);
      return;
    }
    // An object entering the filter comes with everything followed of it.
    const properties = (kind === 'enter' ? undefined : store.get(obj.value)) ?? new Map();
    for (const [path, value] of changes) properties.set(path, propertyValue(path, value));
    store.set(obj.value, properties);
  }

  return {
    async open(collector) {
      seen.clear();
      const { viewManager } = await client.content();
      const view = await client.invoke('CreateContainerView', viewManager, {
        container: labsRoot,
        type: ['Folder', 'VirtualMachine'],
        recursive: true,
      });
      // A filter per type: vcsim panics on a change of a deleted object under a filter that names several.
      const filterOf = (type: string, pathSet: readonly string[]) =>
        client.invoke('CreateFilter', collector, {
          spec: { propSet: { type, pathSet }, objectSet: { obj: view, skip: true, selectSet: IN_VIEW } },
          partialUpdates: false,
        });
      return {
        filters: [await filterOf('Folder', FOLDER_PATHS), await filterOf('VirtualMachine', MACHINE_PATHS)],
        views: [view],
      };
    },

    receive(updates, first) {
      // Folders first: a machine's lab is known when its change is told, whatever the answer's order.
      for (const update of updates) {
        if (first) seen.add(update.obj.value);
        if (update.obj.type === 'Folder') apply(folders, update);
      }
      for (const update of updates) {
        if (update.obj.type !== 'VirtualMachine') continue;
        apply(machines, update);
        changed(update.obj.value, first);
      }
    },

    caughtUp() {
      for (const folder of [...folders.keys()].filter((id) => !seen.has(id))) folders.delete(folder);
      for (const vm of [...machines.keys()].filter((id) => !seen.has(id))) {
        machines.delete(vm);
        changed(vm, true);
      }
      seen.clear();
    },

    lost(error) {
      for (const waiting of waiters.values()) for (const waiter of [...waiting]) waiter.settle({ error });
    },

    machine,
    labOfFolder,

    folderOfLab(labId) {
      const folder = [...folders.keys()].find((id) => labOfFolder(id) === labId);
      return folder === undefined ? undefined : new MoRef('Folder', folder);
    },

    until(vm, done, signal) {
      return new Promise((resolve, reject) => {
        const now = machine(vm);
        if (now && done(now)) {
          resolve(now);
          return;
        }
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const waiting = waiters.get(vm) ?? new Set();
        waiters.set(vm, waiting);
        const onAbort = () => waiter.settle({ error: signal.reason });
        const waiter: Waiter = {
          done,
          settle(outcome) {
            signal.removeEventListener('abort', onAbort);
            waiting.delete(waiter);
            if (waiting.size === 0 && waiters.get(vm) === waiting) waiters.delete(vm);
            if ('machine' in outcome) resolve(outcome.machine);
            else reject(outcome.error);
          },
        };
        waiting.add(waiter);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

function propertyValue(path: string, value: Decoded): string | undefined {
  if (path === 'parent') return moRefOf(value)?.value;
  if (path === 'name') return entityNameOf(value);
  return textOf(value);
}
