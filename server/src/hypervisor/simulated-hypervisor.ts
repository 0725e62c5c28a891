import { randomBytes } from 'node:crypto';
import { conflict, notFound } from '../domain/errors';
import type {
  Hypervisor,
  HypervisorMachine,
  MachineChangeListener,
  OperationOptions,
  TemplateFolder,
} from '../domain/ports/hypervisor';
import type { MachineRecord, MachineRepository } from '../domain/ports/storage';
import { OPERATION_RESULT } from '../domain/power';
import { TEMPLATE_CATALOG } from './catalog';
import { stepMs } from './timings';

export interface SimulatedHypervisorOptions {
  /** Where the machine inventory is kept, so labs survive a restart. */
  machines: MachineRepository;
  /** Multiplies every step's duration: 1 is realistic, 0.01 for tests, 0 for instant. */
  speed: number;
  catalog?: readonly TemplateFolder[];
  /** Told after every settled power state change and every deletion. */
  onChange?: MachineChangeListener;
}

export interface SimulatedHypervisor extends Hypervisor {
  /** Cancels running steps and waits for pending inventory writes. */
  close(): Promise<void>;
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(abortError());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      reject(abortError());
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** What a stored machine is at `now`: an operation whose time has come has settled. */
function asOf(record: MachineRecord, now: number): HypervisorMachine {
  const { busy, ...machine } = record;
  if (!busy) return { ...machine, busy: null };
  if (busy.until.getTime() <= now) return { ...machine, powerState: busy.result, awaitingFirstBoot: false, busy: null };
  return { ...machine, busy: busy.operation };
}

/**
 * An in-process stand-in for vCenter: clones templates into labs and runs power operations that take time.
 * The inventory is the state: an operation is stored with when it settles, so every instance on the database
 * sees it run and complete (even if the instance that started it dies), and one machine runs one at a time.
 */
export async function createSimulatedHypervisor(options: SimulatedHypervisorOptions): Promise<SimulatedHypervisor> {
  const { machines: inventory, speed, catalog = TEMPLATE_CATALOG, onChange = () => undefined } = options;
  const shutdown = new AbortController();
  const pendingWrites = new Set<Promise<unknown>>();
  /** When each clone this instance runs ends (epoch ms), per lab (power operations are in the inventory). */
  const cloneEnds = new Map<string, Set<{ endsAt: number }>>();

  function write<T>(work: Promise<T>): Promise<T> {
    pendingWrites.add(work);
    return work.finally(() => pendingWrites.delete(work));
  }

  function signalFor(options: OperationOptions | undefined): AbortSignal {
    return options?.signal ? AbortSignal.any([options.signal, shutdown.signal]) : shutdown.signal;
  }

  async function clone(labId: string, ms: number, options: OperationOptions | undefined): Promise<void> {
    const running = { endsAt: Date.now() + ms };
    const lab = cloneEnds.get(labId) ?? new Set();
    cloneEnds.set(labId, lab.add(running));
    try {
      await wait(ms, signalFor(options));
    } finally {
      lab.delete(running);
      if (lab.size === 0) cloneEnds.delete(labId);
    }
  }

  async function current(vm: string): Promise<HypervisorMachine | undefined> {
    const record = await inventory.get(vm);
    return record && asOf(record, Date.now());
  }

  return {
    async templateFolders() {
      return catalog.map((folder) => ({ ...folder, vms: folder.vms.map((vm) => ({ ...vm })) }));
    },

    async labIds() {
      return [...new Set((await inventory.list()).map((machine) => machine.labId))];
    },

    async labMachines(labId) {
      const now = Date.now();
      return (await inventory.list(labId)).map((record) => asOf(record, now));
    },

    machine: current,

    async cloneTemplate(labId, template, position, options) {
      await clone(labId, options?.immediate ? 0 : stepMs('clone', speed), options);
      const record: MachineRecord = {
        vm: `vm-${randomBytes(5).toString('hex')}`,
        name: template.name,
        labId,
        templateVm: template.vm,
        powerState: 'POWERED_OFF',
        tools: template.tools,
        position,
        awaitingFirstBoot: true,
        busy: null,
      };
      await write(inventory.insert(record));
      const machine = asOf(record, Date.now());
      onChange(machine, 'CREATED');
      return machine;
    },

    async runOperation(vm, operation, expected, options) {
      const ms = options?.immediate ? 0 : stepMs(operation, speed);
      const now = Date.now();
      const busy = { operation, until: new Date(now + ms), result: OPERATION_RESULT[operation] };
      const start = await write(inventory.beginOperation(vm, expected, busy, new Date(now)));
      if (start === 'missing') throw notFound(`There is no machine ${vm}.`);
      if (start !== 'started') {
        const machine = await current(vm);
        if (!machine) throw notFound(`There is no machine ${vm}.`);
        if (machine.busy) throw conflict(`Machine is busy with ${machine.busy}. Please wait to try again.`);
        throw conflict(`Machine is now in ${machine.powerState} state.`);
      }
      await wait(ms, signalFor(options));
      // A revert or removal may have deleted the machine while the step ran.
      const settled = await write(inventory.settle(vm, busy));
      const machine = await current(vm);
      if (!machine || (!settled && machine.powerState !== busy.result)) throw notFound(`Machine ${vm} was deleted.`);
      onChange(machine, busy.result);
      return busy.result;
    },

    async destroyLab(labId) {
      const doomed = await inventory.list(labId);
      await write(inventory.deleteLab(labId));
      for (const machine of doomed) onChange(machine, 'DELETED');
    },

    async nextStepInMs(labId) {
      const now = Date.now();
      const operations = (await inventory.list(labId)).flatMap(({ busy }) =>
        busy && busy.until.getTime() > now ? [busy.until.getTime()] : [],
      );
      const clones = [...(cloneEnds.get(labId) ?? [])].map(({ endsAt }) => endsAt);
      if (operations.length === 0 && clones.length === 0) return null;
      return Math.max(0, Math.min(...operations, ...clones) - now);
    },

    async close() {
      shutdown.abort();
      await Promise.allSettled([...pendingWrites]);
    },
  };
}
