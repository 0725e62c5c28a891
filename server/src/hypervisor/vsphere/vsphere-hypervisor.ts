import type { SettledPowerState } from '@academy/power-rules';
import pLimit from 'p-limit';
import {
  type Hypervisor,
  HypervisorError,
  type HypervisorMachine,
  type MachineChange,
  type OperationOptions,
  type PowerOperation,
  type TemplateFolder,
  type TemplateMachine,
} from '../../domain/ports/hypervisor';
import { OPERATION_RESULT } from '../../domain/power';
import { createMachineChangeHub } from '../../events/machine-change-hub';
import { GUEST_CPU_PATHS, guestCpuPercentOf } from './guest-cpu';
import { type ClonePlacement, cloneIntoFolder, destroyFolder, ensureFolder } from './lab-inventory';
import { type MachineUpdate, type VmPowerState, vmPowerStateOf, watchLabMachines } from './machine-watcher';
import { asPort } from './port-failures';
import { MoRef } from './soap/soap-envelope';
import {
  findChild,
  guestPower,
  objectsUnder,
  propertiesOf,
  startTask,
  type VmTaskMethod,
  waitForTask,
} from './soap/vim-calls';
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
const POLL_MS = 250;
/** How long closing waits for power tasks still being handed to vCenter. */
const CLOSE_PATIENCE_MS = 5_000;

const STATE_OF = {
  poweredOn: 'POWERED_ON',
  poweredOff: 'POWERED_OFF',
  suspended: 'SUSPENDED',
} as const satisfies Record<VmPowerState, SettledPowerState>;

type GuestPowerMethod = 'ShutdownGuest' | 'RebootGuest';
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

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

/**
 * The Hypervisor port on a vCenter. vCenter is the truth: labs are folders (VSPHERE_LABS_FOLDER/<class id>/<student
 * e-mail>, the lab id's two halves), machines are read from it, and every change of a lab machine, whoever made it,
 * arrives through one WaitForUpdatesEx watch. What runs here (a machine busy with an operation this process
 * started) is kept in memory; vCenter finishes a task whose starter died, and the watch tells the next process.
 */
export async function createVsphereHypervisor(options: VsphereHypervisorOptions): Promise<VsphereHypervisor> {
  const { client, labsRoot, placement } = options;
  const guestTimeoutMs = options.guestTimeoutMs ?? GUEST_TIMEOUT_MS;
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
  /** What subscribers were last told of each machine, so a change seen twice (our task, the watch) is told once. */
  const told = new Map<string, { labId: string; state: SettledPowerState }>();
  /** How many changes were told of each machine: a read overtaken by a newer telling is dropped. */
  const tellings = new Map<string, number>();
  let watchStarted: Promise<void> = Promise.resolve();
  /** Lab folder id → lab id, learnt from the folders' names (folders never move). */
  const labOfFolder = new Map<string, string | null>();

  function tell(vm: string, labId: string, change: MachineChange) {
    if (change === 'DELETED') {
      if (!told.delete(vm)) return;
    } else if (change === 'CREATED') {
      // The watch may have seen the clone before its task answered here.
      if (told.has(vm)) return;
      told.set(vm, { labId, state: 'POWERED_OFF' });
    } else {
      const before = told.get(vm);
      if (before?.state === change) return;
      told.set(vm, { labId, state: change });
    }
    if (change === 'DELETED') tellings.delete(vm);
    else tellings.set(vm, (tellings.get(vm) ?? 0) + 1);
    hub.publish({ vm, labId }, change);
  }

  async function labOf(folder: string): Promise<string | undefined> {
    if (!labOfFolder.has(folder)) {
      const props = await propertiesOf(client, new MoRef('Folder', folder), ['name', 'parent']);
      const classFolder = moRefOf(props.get('parent'));
      const classProps = classFolder ? await propertiesOf(client, classFolder, ['name', 'parent']) : undefined;
      const inLabs = moRefOf(classProps?.get('parent'))?.value === labsRoot.value;
      const student = entityNameOf(props.get('name'));
      const trainingClass = entityNameOf(classProps?.get('name'));
      labOfFolder.set(folder, inLabs && student && trainingClass ? `${trainingClass}/${student}` : null);
    }
    return labOfFolder.get(folder) ?? undefined;
  }

  const MACHINE_PATHS = ['name', 'parent', 'runtime.powerState', 'guest.toolsStatus', 'guest.toolsRunningStatus'];

  async function machineFrom(vm: string, props: ReadonlyMap<string, Decoded>): Promise<HypervisorMachine | undefined> {
    const folder = moRefOf(props.get('parent'))?.value;
    const powerState = vmPowerStateOf(textOf(props.get('runtime.powerState')));
    const labId = folder ? await labOf(folder) : undefined;
    if (!labId || !powerState) return undefined;
    return {
      vm,
      name: entityNameOf(props.get('name')) ?? vm,
      labId,
      powerState: STATE_OF[powerState],
      tools: textOf(props.get('guest.toolsStatus')) !== 'toolsNotInstalled',
      busy: running.get(vm)?.operation ?? null,
    };
  }

  async function readMachine(vm: string): Promise<HypervisorMachine | undefined> {
    try {
      return await machineFrom(vm, await propertiesOf(client, new MoRef('VirtualMachine', vm), MACHINE_PATHS));
    } catch (error) {
      if (isFault(error, 'ManagedObjectNotFound')) return undefined;
      throw error;
    }
  }

  /** A lab's folder, undefined when the lab has none. */
  async function findLabFolder(labId: string): Promise<MoRef | undefined> {
    const [classId, student] = splitLab(labId);
    const classFolder = await findChild(client, labsRoot, classId);
    return classFolder && findChild(client, classFolder, student);
  }

  async function ensureLabFolder(labId: string): Promise<MoRef> {
    const [classId, student] = splitLab(labId);
    return ensureFolder(client, await ensureFolder(client, labsRoot, classId), student);
  }

  async function watchUpdate({ vm, machine, snapshot }: MachineUpdate) {
    if (!machine) {
      const before = told.get(vm);
      if (before) tell(vm, before.labId, 'DELETED');
      return;
    }
    const labId = await labOf(machine.folder).catch(() => undefined);
    if (!labId) return;
    const state = STATE_OF[machine.powerState];
    // A machine this process has not met: one another instance or an administrator made, told as created, or
    // one already there when the watch began, told as it is (an operation a dead process began may have ended).
    if (!told.has(vm)) {
      if (!snapshot) tell(vm, labId, 'CREATED');
      tell(vm, labId, state);
      return;
    }
    if (told.get(vm)?.state === state) return;
    // Updates wait their turn (labOf may call vCenter): one from before an operation this process ended and told may
    // arrive after it, and would tell an old state, then the new one again. The machine as it is now is told instead,
    // unless a telling newer than this read came meanwhile (vCenter unreachable for the read: the update's state).
    const mark = tellings.get(vm);
    const now = await readMachine(vm).then(
      (read) => read?.powerState,
      () => state,
    );
    if (!now || tellings.get(vm) !== mark) return;
    tell(vm, labId, now);
  }

  /** Resolves once the watch has seen every lab machine there is (or after a while, if vCenter is slow). */
  function startWatch(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, SNAPSHOT_PATIENCE_MS);
      let pending = Promise.resolve();
      void watchLabMachines(
        client,
        labsRoot,
        (update) => {
          pending = pending.then(() => watchUpdate(update));
        },
        {
          signal: stopped.signal,
          onAvailability: (available) => options.onAvailability?.(available),
          onSnapshot: () => {
            void pending.then(() => {
              clearTimeout(timer);
              resolve();
            });
          },
        },
      );
    });
  }

  async function waitFor(vm: string, done: (machine: WatchedMachineState) => boolean, signal: AbortSignal) {
    const deadline = Date.now() + guestTimeoutMs;
    for (;;) {
      if (signal.aborted) throw abortError();
      const props = await propertiesOf(client, new MoRef('VirtualMachine', vm), [
        'runtime.powerState',
        'guest.toolsRunningStatus',
      ]);
      const powerState = vmPowerStateOf(textOf(props.get('runtime.powerState')));
      const state: WatchedMachineState = {
        powerState: powerState && STATE_OF[powerState],
        toolsRunning: textOf(props.get('guest.toolsRunningStatus')) === 'guestToolsRunning',
      };
      if (done(state)) return state;
      if (Date.now() > deadline) throw new HypervisorError('task-failed', `${vm}: the guest did not answer in time`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Guest shutdown and reboot: VMware Tools ask the guest, which acts on its own time (vSphere API reference). */
  async function guestOperation(vm: string, method: GuestPowerMethod, signal: AbortSignal) {
    // Tools start some seconds after a boot: a student who asks at once is served once they answer.
    await waitFor(vm, (state) => state.toolsRunning || state.powerState !== 'POWERED_ON', signal);
    await guestPower(client, method, new MoRef('VirtualMachine', vm));
    if (method === 'ShutdownGuest') {
      await waitFor(vm, (state) => state.powerState !== 'POWERED_ON', signal);
      return;
    }
    // A reboot shows as Tools going away and coming back, the power state unchanged.
    await waitFor(vm, (state) => !state.toolsRunning, signal).catch((error) => {
      if (error instanceof HypervisorError) return undefined;
      throw error;
    });
    await waitFor(vm, (state) => state.toolsRunning || state.powerState !== 'POWERED_ON', signal);
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
    const signal = AbortSignal.any(signals);
    running.set(vm, { operation, labId: machine.labId, abort });
    try {
      const work = (async () => {
        const request: PowerRequest = REQUEST_OF[operation];
        if ('guest' in request) {
          await guestOperation(vm, request.guest, signal);
          return;
        }
        const started = startTask(client, request.task, new MoRef('VirtualMachine', vm));
        starting.add(started);
        void started.finally(() => starting.delete(started)).catch(() => undefined);
        await waitForTask(client, await started);
      })();
      await Promise.race([
        asPort(work),
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(abortError()), { once: true })),
      ]);
      if (abort.signal.aborted) throw new HypervisorError('not-found', `${vm} was removed.`);
      const settled = (await asPort(readMachine(vm)))?.powerState ?? OPERATION_RESULT[operation];
      tell(vm, machine.labId, settled);
      return settled;
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
      const labs = await asPort(Promise.all([...folders].map((folder) => labOf(folder))));
      return [...new Set(labs.filter((labId): labId is string => labId !== undefined))];
    },

    async labMachines(labId) {
      const folder = await asPort(findLabFolder(labId));
      if (!folder) return [];
      const objects = await asPort(objectsUnder(client, folder, ['VirtualMachine'], { VirtualMachine: MACHINE_PATHS }));
      const machines = await asPort(Promise.all(objects.map(({ obj, props }) => machineFrom(obj.value, props))));
      return machines.filter((machine): machine is HypervisorMachine => machine !== undefined);
    },

    machine: (vm) => asPort(readMachine(vm)),

    cloneTemplate(labId: string, template: TemplateMachine, operationOptions?: OperationOptions) {
      return asPort(
        throttle(async () => {
          await watchStarted;
          operationOptions?.signal?.throwIfAborted();
          const folder = await ensureLabFolder(labId);
          const made = await cloneIntoFolder(
            client,
            new MoRef('VirtualMachine', template.vm),
            folder,
            template.name,
            placement,
          ).catch(async (error: unknown) => {
            // The clone exists already: made before a crash kept the portal from recording it. It is adopted, so a
            // lab never holds a template's machine twice.
            if (!isFault(error, 'DuplicateName')) throw error;
            const existing = await findChild(client, folder, template.name);
            if (!existing) throw error;
            return existing;
          });
          const machine = await readMachine(made.value);
          if (!machine) throw new HypervisorError('not-found', `The clone of ${template.name} is gone.`);
          tell(machine.vm, labId, 'CREATED');
          return machine;
        }),
      );
    },

    runOperation,

    async destroyLab(labId) {
      const folder = await asPort(findLabFolder(labId));
      for (const operation of running.values()) if (operation.labId === labId) operation.abort.abort();
      if (!folder) return;
      const machines = await asPort(destroyFolder(client, folder));
      for (const vm of machines) tell(vm.value, labId, 'DELETED');
      // The class's folder goes with its last lab.
      const [classId] = splitLab(labId);
      const classFolder = await asPort(findChild(client, labsRoot, classId));
      if (classFolder) {
        const children = (await asPort(propertiesOf(client, classFolder, ['childEntity']))).get('childEntity');
        if (moRefsOf(children).length === 0) await asPort(destroyFolder(client, classFolder));
      }
    },

    async guestCpuPercent(vm) {
      const props = await asPort(propertiesOf(client, new MoRef('VirtualMachine', vm), [...GUEST_CPU_PATHS]));
      return guestCpuPercentOf(textOf(props.get(GUEST_CPU_PATHS[0])), textOf(props.get(GUEST_CPU_PATHS[1])));
    },

    async nextStepInMs(labId) {
      return [...running.values()].some((operation) => operation.labId === labId) ? null : 0;
    },

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
  watchStarted = startWatch();
  return hypervisor;
}

interface WatchedMachineState {
  readonly powerState: SettledPowerState | undefined;
  readonly toolsRunning: boolean;
}

function splitLab(labId: string): [string, string] {
  const slash = labId.indexOf('/');
  return [labId.slice(0, slash), labId.slice(slash + 1)];
}
