import type { SettledPowerState } from '@academy/power-rules';
import pLimit from 'p-limit';
import {
  type Hypervisor,
  HypervisorError,
  type HypervisorMachine,
  type OperationOptions,
  type PowerOperation,
  type TemplateFolder,
  type TemplateMachine,
} from '../../domain/ports/hypervisor';
import { OPERATION_RESULT } from '../../domain/power';
import { createMachineChangeHub } from '../../events/machine-change-hub';
import { GUEST_CPU_PATHS, guestCpuPercentOf } from './guest-cpu';
import { guestOsOf } from './guest-family';
import { createGuestFiles } from './guest-files';
import { createGuestKeys } from './guest-keys';
import { createGuestOperations } from './guest-operations';
import { createGuestPower, type GuestPowerMethod } from './guest-power';
import { createGuestScripts } from './guest-scripts';
import { createLabFolders } from './lab-folders';
import { splitLabId } from './lab-ids';
import { type ClonePlacement, cloneIntoFolder, destroyFolder } from './lab-inventory';
import { machineChangeTeller, SETTLED_STATE_OF } from './machine-changes';
import { createMachineWatch, vmPowerStateOf, type WatchedMachine } from './machine-watcher';
import { asPort } from './port-failures';
import { MoRef } from './soap/soap-envelope';
import { createTaskWatch } from './soap/task-watch';
import { followUpdates } from './soap/update-feed';
import { findChild, objectsUnder, propertiesOf, startTask, type VmTaskMethod } from './soap/vim-calls';
import type { VimClient } from './soap/vim-client';
import { isFault } from './soap/vim-fault';
import { type Decoded, entityNameOf, moRefOf, moRefsOf, textOf } from './soap/vim-values';
import { readTemplateFolders } from './template-catalog';

export interface VsphereHypervisorOptions {
  readonly client: VimClient;
  /** The inventory objects the settings name, found at start. */
  readonly templatesRoot: MoRef;
  readonly labsRoot: MoRef;
  readonly placement: ClonePlacement;
  readonly maxParallelClones: number;
  /** How long a guest shutdown or reboot may take, and a guest's VMware Tools to start, before giving up. */
  readonly guestTimeoutMs?: number;
  /** Told when vCenter stops or starts answering the watch (readiness). */
  readonly onAvailability?: (available: boolean) => void;
}

export interface VsphereHypervisor extends Hypervisor {
  /** Stops the watch and abandons running operations (AbortError); what vCenter runs goes on there. */
  close(): Promise<void>;
}

const GUEST_TIMEOUT_MS = 10 * 60_000;
const SNAPSHOT_PATIENCE_MS = 30_000;
/** How long closing waits for power tasks still being handed to vCenter. */
const CLOSE_PATIENCE_MS = 5_000;

type PowerRequest = { task: Exclude<VmTaskMethod, 'Destroy_Task'> } | { guest: GuestPowerMethod };

/** How vCenter is asked for each power operation: a task of the machine, or a request to its guest through Tools. */
const REQUEST_OF = {
  'power-on': { task: 'PowerOnVM_Task' },
  resume: { task: 'PowerOnVM_Task' },
  'power-off': { task: 'PowerOffVM_Task' },
  suspend: { task: 'SuspendVM_Task' },
  reset: { task: 'ResetVM_Task' },
  'shutdown-guest': { guest: 'ShutdownGuest' },
  'reboot-guest': { guest: 'RebootGuest' },
} as const satisfies Record<PowerOperation, PowerRequest>;

/** What a machine is read with when the watch is not asked: the port's machine. */
const MACHINE_PATHS = [
  'name',
  'parent',
  'runtime.powerState',
  'guest.toolsStatus',
  'config.guestId',
  'guest.guestFamily',
];

/**
 * The Hypervisor port on a vCenter. vCenter is the truth: labs are folders (VSPHERE_LABS_FOLDER/<class id>/<student
 * e-mail>, the lab id's two halves), machines are read from it, and one WaitForUpdatesEx feed follows every change of
 * the lab folders and machines, whoever made it, and the tasks this process runs, in vCenter's order: what the
 * subscribers are told is what the feed shows, and an operation ends when the feed shows its end. What runs here (a
 * machine busy with an operation this process started) is kept in memory; vCenter finishes a task whose starter
 * died, and the feed tells the next process.
 */
export async function createVsphereHypervisor(options: VsphereHypervisorOptions): Promise<VsphereHypervisor> {
  const { client, labsRoot, placement } = options;
  const hub = createMachineChangeHub();
  const throttle = pLimit(options.maxParallelClones);
  const stopped = new AbortController();
  /** Operations this process runs, by machine: refused while one runs, abandoned on destroy or close. */
  const running = new Map<string, { operation: PowerOperation; labId: string; abort: AbortController }>();
  /**
   * Power tasks asked of vCenter and not yet acknowledged: a process that closes waits for them (briefly), so a
   * command it accepted reaches vCenter and is finished there for the next process, never lost half-sent.
   */
  const starting = new Set<Promise<unknown>>();
  const machines = createMachineWatch(client, labsRoot, machineChangeTeller(hub));
  const tasks = createTaskWatch(client);
  const labFolders = createLabFolders(client, labsRoot, machines);
  const guestOperation = createGuestPower(client, machines, options.guestTimeoutMs ?? GUEST_TIMEOUT_MS);
  const guest = createGuestOperations(client, machines, stopped.signal);
  const runGuestScript = createGuestScripts(client, guest);
  const copyFileToGuest = createGuestFiles(client, guest);
  const typeInGuest = createGuestKeys(client, machines, stopped.signal);

  function machineIn(labId: string, vm: string, props: ReadonlyMap<string, Decoded>): HypervisorMachine | undefined {
    const powerState = vmPowerStateOf(textOf(props.get('runtime.powerState')));
    if (!powerState) return undefined;
    return {
      vm,
      name: entityNameOf(props.get('name')) ?? vm,
      labId,
      powerState: SETTLED_STATE_OF[powerState],
      tools: textOf(props.get('guest.toolsStatus')) !== 'toolsNotInstalled',
      guestOs: guestOsOf(textOf(props.get('config.guestId')), textOf(props.get('guest.guestFamily'))),
      busy: running.get(vm)?.operation ?? null,
    };
  }

  function watchedMachine({
    vm,
    name,
    labId,
    powerState,
    tools,
    guestOs,
  }: WatchedMachine): HypervisorMachine | undefined {
    if (!labId) return undefined;
    return {
      vm,
      name,
      labId,
      powerState: SETTLED_STATE_OF[powerState],
      tools,
      guestOs,
      busy: running.get(vm)?.operation ?? null,
    };
  }

  async function readMachine(vm: string): Promise<HypervisorMachine | undefined> {
    try {
      const props = await propertiesOf(client, new MoRef('VirtualMachine', vm), MACHINE_PATHS);
      const folder = moRefOf(props.get('parent'))?.value;
      const labId = folder ? await labFolders.labOf(folder) : undefined;
      return labId ? machineIn(labId, vm, props) : undefined;
    } catch (error) {
      if (isFault(error, 'ManagedObjectNotFound')) return undefined;
      throw error;
    }
  }

  /** Resolves once the watch has seen every lab machine there is (or after a while, if vCenter is slow). */
  function startWatch(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, SNAPSHOT_PATIENCE_MS);
      void followUpdates(client, [machines, tasks], {
        signal: stopped.signal,
        onAvailability: (available) => options.onAvailability?.(available),
        onSnapshot: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** Asks vCenter for the operation and waits for its end, as the feed shows it. */
  async function perform(vm: string, request: PowerRequest, signal: AbortSignal) {
    if ('guest' in request) {
      await guestOperation(vm, request.guest, signal);
      return;
    }
    const started = startTask(client, request.task, new MoRef('VirtualMachine', vm));
    starting.add(started);
    void started.finally(() => starting.delete(started)).catch(() => undefined);
    await tasks.outcome(await started, signal);
  }

  /**
   * The state an operation left a machine in: as the watch shows it once the operation ended, when that is not the
   * state it began from (vCenter's updates come in its order, a machine's change with or before its task's end, so it
   * is the newest); what the operation makes otherwise (the change not shown yet, or one that keeps the state).
   */
  function settledState(vm: string, operation: PowerOperation, expected: SettledPowerState): SettledPowerState {
    const seen = machines.machine(vm);
    const state = seen && SETTLED_STATE_OF[seen.powerState];
    return state && state !== expected ? state : OPERATION_RESULT[operation];
  }

  async function runOperation(
    vm: string,
    operation: PowerOperation,
    expected: SettledPowerState,
    operationOptions?: OperationOptions,
  ): Promise<SettledPowerState> {
    const machine = await asPort(readMachine(vm));
    if (!machine) throw new HypervisorError('not-found', `No machine ${vm}.`);
    if (running.has(vm)) throw new HypervisorError('wrong-state', `${vm} is busy with ${running.get(vm)?.operation}.`);
    if (machine.powerState !== expected) {
      throw new HypervisorError('wrong-state', `${vm} is ${machine.powerState}, not ${expected}.`);
    }
    if ((operation === 'shutdown-guest' || operation === 'reboot-guest') && !machine.tools) {
      throw new HypervisorError('wrong-state', `${vm} has no VMware Tools.`);
    }
    const abort = new AbortController();
    const signals = [abort.signal, stopped.signal, operationOptions?.signal].filter((signal) => signal !== undefined);
    running.set(vm, { operation, labId: machine.labId, abort });
    try {
      await asPort(perform(vm, REQUEST_OF[operation], AbortSignal.any(signals)));
      if (abort.signal.aborted) throw new HypervisorError('not-found', `${vm} was removed.`);
      return settledState(vm, operation, expected);
    } catch (error) {
      // Destroyed under it (a revert or a lab's removal): the machine is gone, whatever the task said.
      if (abort.signal.aborted) throw new HypervisorError('not-found', `${vm} was removed.`);
      throw error;
    } finally {
      running.delete(vm);
    }
  }

  const hypervisor: VsphereHypervisor = {
    templateFolders: (): Promise<TemplateFolder[]> => asPort(readTemplateFolders(client, options.templatesRoot)),

    async labIds() {
      const objects = await asPort(objectsUnder(client, labsRoot, ['VirtualMachine'], { VirtualMachine: ['parent'] }));
      const folders = new Set(objects.flatMap(({ props }) => moRefOf(props.get('parent'))?.value ?? []));
      const labs = await asPort(Promise.all([...folders].map((folder) => labFolders.labOf(folder))));
      return [...new Set(labs.filter((labId): labId is string => labId !== undefined))];
    },

    async labMachines(labId) {
      const folder = await asPort(labFolders.find(labId));
      if (!folder) return [];
      const objects = await asPort(objectsUnder(client, folder, ['VirtualMachine'], { VirtualMachine: MACHINE_PATHS }));
      return objects.flatMap(({ obj, props }) =>
        moRefOf(props.get('parent'))?.value === folder.value ? (machineIn(labId, obj.value, props) ?? []) : [],
      );
    },

    machine: (vm) => asPort(readMachine(vm)),

    cloneTemplate(labId: string, template: TemplateMachine, operationOptions?: OperationOptions) {
      return asPort(
        throttle(async () => {
          await watchStarted;
          operationOptions?.signal?.throwIfAborted();
          const folder = await labFolders.ensure(labId);
          const source = new MoRef('VirtualMachine', template.vm);
          const made = await cloneIntoFolder(client, tasks.outcome, source, folder, template.name, placement).catch(
            async (error: unknown) => {
              // The clone exists already: made before a crash kept the portal from recording it. It is adopted, so a
              // lab never holds a template's machine twice.
              if (!isFault(error, 'DuplicateName')) throw error;
              const existing = await findChild(client, folder, template.name);
              if (!existing) throw error;
              return existing;
            },
          );
          // The watch has shown the clone by the end of its task; read when it has not (yet).
          const watched = machines.machine(made.value);
          const machine = (watched && watchedMachine(watched)) ?? (await readMachine(made.value));
          if (!machine) throw new HypervisorError('not-found', `The clone of ${template.name} is gone.`);
          return machine;
        }),
      );
    },

    runOperation,

    async destroyLab(labId) {
      const folder = await asPort(labFolders.find(labId));
      for (const operation of running.values()) if (operation.labId === labId) operation.abort.abort();
      if (!folder) return;
      await asPort(destroyFolder(client, tasks.outcome, folder));
      // The class's folder goes with its last lab.
      const [classId] = splitLabId(labId);
      const classFolder = await asPort(findChild(client, labsRoot, classId));
      if (classFolder) {
        const children = (await asPort(propertiesOf(client, classFolder, ['childEntity']))).get('childEntity');
        if (moRefsOf(children).length === 0) await asPort(destroyFolder(client, tasks.outcome, classFolder));
      }
    },

    async guestCpuPercent(vm) {
      const props = await asPort(propertiesOf(client, new MoRef('VirtualMachine', vm), [...GUEST_CPU_PATHS]));
      return guestCpuPercentOf(textOf(props.get(GUEST_CPU_PATHS[0])), textOf(props.get(GUEST_CPU_PATHS[1])));
    },

    async nextStepInMs(labId) {
      return [...running.values()].some((operation) => operation.labId === labId) ? null : 0;
    },

    runGuestScript,

    copyFileToGuest,

    typeInGuest,

    subscribe: (listener) => hub.subscribe(listener),

    async close() {
      stopped.abort();
      await Promise.race([
        Promise.allSettled([...starting]),
        new Promise((resolve) => setTimeout(resolve, CLOSE_PATIENCE_MS).unref()),
      ]);
    },
  };
  // Machines already there when the watch began are told as they are; a clone waits for that, so it is told as
  // created, never mistaken for one of them.
  const watchStarted = startWatch();
  return hypervisor;
}
