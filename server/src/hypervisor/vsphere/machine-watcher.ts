import { setTimeout as sleep } from 'node:timers/promises';
import type { MoRef, SoapObject } from './soap/soap-envelope';
import type { VimClient } from './soap/vim-client';
import { type Decoded, entityNameOf, field, fieldText, listOf, moRefOf, textOf } from './soap/vim-values';

/** A lab machine as vCenter reports it. */
export interface WatchedMachine {
  readonly vm: string;
  readonly name: string;
  /** The folder it is in: the student's lab folder. */
  readonly folder: string;
  readonly powerState: 'poweredOn' | 'poweredOff' | 'suspended';
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
  const known = new Map<string, Partial<Record<(typeof PATHS)[number], string>>>();
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
  known: Map<string, Partial<Record<(typeof PATHS)[number], string>>>,
  onUpdate: (update: MachineUpdate) => void,
  options: WatchOptions,
) {
  const { viewManager, propertyCollector } = await client.content();
  const view = moRefOf(
    await client.invoke('CreateContainerView', viewManager, {
      container: labsRoot,
      type: ['VirtualMachine'],
      recursive: true,
    }),
  );
  const generation = client.sessionGeneration();
  const spec: SoapObject = {
    propSet: { type: 'VirtualMachine', pathSet: [...PATHS] },
    objectSet: {
      obj: view,
      skip: true,
      selectSet: { $type: 'TraversalSpec', name: 'view', type: 'ContainerView', path: 'view', skip: false },
    },
  };
  const filter = moRefOf(await client.invoke('CreateFilter', propertyCollector, { spec, partialUpdates: false }));
  options.onAvailability?.(true);
  const seen = new Set<string>();
  let version = '';
  let first = true;
  // A stop ends the long poll on both ends: the call is abandoned here, and vCenter is told to stop waiting for it
  // (without this, vCenter's side waits out maxWaitSeconds and holds the connection as long).
  const cancelWait = () => {
    void client
      .invoke('CancelWaitForUpdates', propertyCollector, undefined, { timeoutMs: 5_000 })
      .catch(() => undefined);
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
      version = fieldText(updateSet, 'version') ?? version;
      for (const filterUpdate of listOf(field(updateSet, 'filterSet'))) {
        for (const objectUpdate of listOf(field(filterUpdate, 'objectSet'))) {
          const vm = moRefOf(field(objectUpdate, 'obj'))?.value;
          if (!vm) continue;
          seen.add(vm);
          if (fieldText(objectUpdate, 'kind') === 'leave') {
            known.delete(vm);
            onUpdate({ vm, machine: undefined, snapshot: first });
            continue;
          }
          const state = { ...known.get(vm), ...changesOf(field(objectUpdate, 'changeSet')) };
          known.set(vm, state);
          const machine = machineOf(vm, state);
          if (machine) onUpdate({ vm, machine, snapshot: first });
        }
      }
      // A new filter's first answers hold every machine there is: any other known one went while unwatched.
      if (first && fieldText(updateSet, 'truncated') !== 'true') {
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
      if (filter) await client.invoke('DestroyPropertyFilter', filter).catch(() => undefined);
      if (view) await client.invoke('DestroyView', view).catch(() => undefined);
    }
  }
}

function changesOf(changeSet: Decoded) {
  const changes: Partial<Record<(typeof PATHS)[number], string>> = {};
  for (const change of listOf(changeSet)) {
    const name = fieldText(change, 'name') as (typeof PATHS)[number] | undefined;
    if (!name || !PATHS.includes(name)) continue;
    const value = field(change, 'val');
    changes[name] = name === 'parent' ? moRefOf(value)?.value : name === 'name' ? entityNameOf(value) : textOf(value);
  }
  return changes;
}

function machineOf(vm: string, state: Partial<Record<(typeof PATHS)[number], string>>): WatchedMachine | undefined {
  const powerState = state['runtime.powerState'];
  if (!state.parent || (powerState !== 'poweredOn' && powerState !== 'poweredOff' && powerState !== 'suspended')) {
    return undefined;
  }
  return {
    vm,
    name: state.name ?? vm,
    folder: state.parent,
    powerState,
    toolsRunning: state['guest.toolsRunningStatus'] === 'guestToolsRunning',
  };
}
