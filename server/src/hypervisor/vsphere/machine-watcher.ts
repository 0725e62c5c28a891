import { setTimeout as sleep } from 'node:timers/promises';
import type { MoRef } from './soap/soap-envelope';
import type { ObjectUpdate } from './soap/update-set';
import type { VimClient } from './soap/vim-client';
import type { PropertyFilterSpec } from './soap/vim-methods';
import { type Decoded, entityNameOf, moRefOf, textOf } from './soap/vim-values';

const POWER_STATES = ['poweredOn', 'poweredOff', 'suspended'] as const;
export type VmPowerState = (typeof POWER_STATES)[number];

/** A machine's `runtime.powerState` as read. */
export function vmPowerStateOf(text: string | undefined): VmPowerState | undefined {
  return POWER_STATES.find((state) => state === text);
}

/** A lab machine as vCenter reports it. */
export interface WatchedMachine {
  readonly vm: string;
  readonly name: string;
  /** The folder it is in: the student's lab folder. */
  readonly folder: string;
  readonly powerState: VmPowerState;
  readonly toolsRunning: boolean;
}

/** A machine appeared or changed (`machine`), or is gone (`machine` undefined). */
export interface MachineUpdate {
  readonly vm: string;
  readonly machine: WatchedMachine | undefined;
  /** Part of a new filter's first answer: the machine was there when the watch (re)began, not made just now. */
  readonly snapshot: boolean;
}

export interface WatchOptions {
  readonly signal: AbortSignal;
  /** How long one WaitForUpdatesEx may wait for a change before it answers empty. */
  readonly maxWaitSeconds?: number;
  /** Told when vCenter stops or starts answering the watch. */
  readonly onAvailability?: (available: boolean, error?: unknown) => void;
  /** Told each time a new filter's first answer (every machine there is) has been delivered. */
  readonly onSnapshot?: () => void;
}

const PATHS = ['name', 'parent', 'runtime.powerState', 'guest.toolsRunningStatus'] as const;
type WatchedPath = (typeof PATHS)[number];
const RETRY_MS = 2_000;

/**
 * Follows every machine under the labs folder with one long-lived WaitForUpdatesEx, whoever changes it (the
 * portal, a student shutting the guest down, an admin in the vSphere Client). After a lost session or an outage
 * it builds its filter again; the first answer of a new filter holds every machine, so nothing missed meanwhile
 * stays missed. Resolves when `signal` aborts.
 */
export async function watchLabMachines(
  client: VimClient,
  labsRoot: MoRef,
  onUpdate: (update: MachineUpdate) => void,
  options: WatchOptions,
): Promise<void> {
  const known = new Map<string, Partial<Record<WatchedPath, string>>>();
  while (!options.signal.aborted) {
    try {
      await followOneFilter(client, labsRoot, known, onUpdate, options);
    } catch (error) {
      if (options.signal.aborted) break;
      options.onAvailability?.(false, error);
      await sleep(RETRY_MS, undefined, { signal: options.signal }).catch(() => undefined);
    }
  }
}

async function followOneFilter(
  client: VimClient,
  labsRoot: MoRef,
  known: Map<string, Partial<Record<WatchedPath, string>>>,
  onUpdate: (update: MachineUpdate) => void,
  options: WatchOptions,
) {
  const { viewManager, propertyCollector } = await client.content();
  const view = await client.invoke('CreateContainerView', viewManager, {
    container: labsRoot,
    type: ['VirtualMachine'],
    recursive: true,
  });
  const generation = client.sessionGeneration();
  const spec: PropertyFilterSpec = {
    propSet: { type: 'VirtualMachine', pathSet: [...PATHS] },
    objectSet: {
      obj: view,
      skip: true,
      selectSet: { $type: 'TraversalSpec', name: 'view', type: 'ContainerView', path: 'view', skip: false },
    },
  };
  const filter = await client.invoke('CreateFilter', propertyCollector, { spec, partialUpdates: false });
  options.onAvailability?.(true);
  const seen = new Set<string>();
  let version = '';
  let first = true;
  // A stop ends the long poll on both ends: the call is abandoned here, and vCenter is told to stop waiting for it
  // (without this, vCenter's side waits out maxWaitSeconds and holds the connection as long).
  const cancelWait = () => {
    void client.invoke('CancelWaitForUpdates', propertyCollector, {}, { timeoutMs: 5_000 }).catch(() => undefined);
  };
  options.signal.addEventListener('abort', cancelWait, { once: true });
  try {
    while (!options.signal.aborted && client.sessionGeneration() === generation) {
      const maxWaitSeconds = options.maxWaitSeconds ?? 30;
      const updateSet = await client.invoke(
        'WaitForUpdatesEx',
        propertyCollector,
        { version, options: { maxWaitSeconds } },
        { timeoutMs: (maxWaitSeconds + 30) * 1000, signal: options.signal },
      );
      if (updateSet === undefined) continue;
      version = updateSet.version;
      for (const { obj, kind, changes } of updateSet.filters.get(filter.value) ?? []) {
        const vm = obj.value;
        seen.add(vm);
        if (kind === 'leave') {
          known.delete(vm);
          onUpdate({ vm, machine: undefined, snapshot: first });
          continue;
        }
        const state = { ...known.get(vm), ...changesOf(changes) };
        known.set(vm, state);
        const machine = machineOf(vm, state);
        if (machine) onUpdate({ vm, machine, snapshot: first });
      }
      // A new filter's first answers hold every machine there is: any other known one went while unwatched.
      if (first && !updateSet.truncated) {
        first = false;
        for (const vm of [...known.keys()].filter((vm) => !seen.has(vm))) {
          known.delete(vm);
          onUpdate({ vm, machine: undefined, snapshot: true });
        }
        options.onSnapshot?.();
      }
    }
  } finally {
    options.signal.removeEventListener('abort', cancelWait);
    if (client.sessionGeneration() === generation) {
      await client.invoke('DestroyPropertyFilter', filter, {}).catch(() => undefined);
      await client.invoke('DestroyView', view, {}).catch(() => undefined);
    }
  }
}

function changesOf(changeSet: ObjectUpdate['changes']) {
  const changes: Partial<Record<WatchedPath, string>> = {};
  for (const name of PATHS) {
    if (!changeSet.has(name)) continue;
    const value: Decoded = changeSet.get(name);
    changes[name] = name === 'parent' ? moRefOf(value)?.value : name === 'name' ? entityNameOf(value) : textOf(value);
  }
  return changes;
}

function machineOf(vm: string, state: Partial<Record<WatchedPath, string>>): WatchedMachine | undefined {
  const powerState = vmPowerStateOf(state['runtime.powerState']);
  if (!state.parent || !powerState) return undefined;
  return {
    vm,
    name: state.name ?? vm,
    folder: state.parent,
    powerState,
    toolsRunning: state['guest.toolsRunningStatus'] === 'guestToolsRunning',
  };
}
