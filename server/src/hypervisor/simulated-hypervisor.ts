import { randomBytes } from 'node:crypto';
import { conflict, notFound } from '../domain/errors';
import type {
  Hypervisor,
  HypervisorMachine,
  MachineChangeListener,
  MachineRecord,
  MachineRepository,
  OperationOptions,
  TemplateFolder,
} from '../domain/ports';
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

function copy(machine: HypervisorMachine): HypervisorMachine {
  return { ...machine };
}

/**
 * An in-process stand-in for vCenter: clones templates into labs and runs power operations that take time.
 * One operation at a time per machine; the settled state is written to the inventory after each step.
 */
export async function createSimulatedHypervisor(options: SimulatedHypervisorOptions): Promise<SimulatedHypervisor> {
  const { machines: inventory, speed, catalog = TEMPLATE_CATALOG, onChange = () => undefined } = options;
  const machines = new Map<string, HypervisorMachine>();
  const shutdown = new AbortController();
  const pendingWrites = new Set<Promise<void>>();
  /** When each running step ends (epoch ms), per lab: the lab's next change is due at the earliest. */
  const stepEnds = new Map<string, Set<{ endsAt: number }>>();

  for (const record of await inventory.list()) machines.set(record.vm, { ...record, busy: null });

  function write(work: Promise<void>): Promise<void> {
    pendingWrites.add(work);
    return work.finally(() => pendingWrites.delete(work));
  }

  function persist(machine: HypervisorMachine): Promise<void> {
    const { busy: _busy, ...record } = machine;
    return write(inventory.save(record satisfies MachineRecord));
  }

  function signalFor(options: OperationOptions | undefined): AbortSignal {
    return options?.signal ? AbortSignal.any([options.signal, shutdown.signal]) : shutdown.signal;
  }

  /** Waits out one step of a lab, known to nextStepInMs while it runs. */
  async function step(labId: string, ms: number, options: OperationOptions | undefined): Promise<void> {
    const running = { endsAt: Date.now() + ms };
    const lab = stepEnds.get(labId) ?? new Set();
    stepEnds.set(labId, lab.add(running));
    try {
      await wait(ms, signalFor(options));
    } finally {
      lab.delete(running);
      if (lab.size === 0) stepEnds.delete(labId);
    }
  }

  function inLab(labId: string): HypervisorMachine[] {
    return [...machines.values()].filter((machine) => machine.labId === labId).sort((a, b) => a.position - b.position);
  }

  return {
    async templateFolders() {
      return catalog.map((folder) => ({ ...folder, vms: folder.vms.map((vm) => ({ ...vm })) }));
    },

    async labIds() {
      return [...new Set([...machines.values()].map((machine) => machine.labId))];
    },

    async labMachines(labId) {
      return inLab(labId).map(copy);
    },

    async machine(vm) {
      const machine = machines.get(vm);
      return machine && copy(machine);
    },

    async cloneTemplate(labId, template, position, options) {
      await step(labId, options?.immediate ? 0 : stepMs('clone', speed), options);
      const machine: HypervisorMachine = {
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
      machines.set(machine.vm, machine);
      await persist(machine);
      onChange(machine, 'CREATED');
      return copy(machine);
    },

    async runOperation(vm, operation, expected, options) {
      const machine = machines.get(vm);
      if (!machine) throw notFound(`There is no machine ${vm}.`);
      if (machine.busy) throw conflict(`Machine is busy with ${machine.busy}. Please wait to try again.`);
      if (machine.powerState !== expected) throw conflict(`Machine is now in ${machine.powerState} state.`);
      machine.busy = operation;
      try {
        await step(machine.labId, options?.immediate ? 0 : stepMs(operation, speed), options);
      } finally {
        machine.busy = null;
      }
      // A revert or removal may have deleted the machine while the step ran.
      if (machines.get(vm) !== machine) throw notFound(`Machine ${vm} was deleted.`);
      machine.powerState = OPERATION_RESULT[operation];
      // Any completed operation on a fresh clone is its first boot (power-on is the only one it accepts).
      machine.awaitingFirstBoot = false;
      await persist(machine);
      onChange(machine, machine.powerState);
      return machine.powerState;
    },

    async destroyLab(labId) {
      // Leave the map first: a step finishing later sees its machine gone and writes nothing.
      const doomed = inLab(labId);
      for (const machine of doomed) machines.delete(machine.vm);
      for (const machine of doomed) onChange(machine, 'DELETED');
      await write(inventory.deleteLab(labId));
    },

    async nextStepInMs(labId) {
      const running = stepEnds.get(labId);
      if (!running) return null;
      const soonest = Math.min(...[...running].map(({ endsAt }) => endsAt));
      return Math.max(0, soonest - Date.now());
    },

    async close() {
      shutdown.abort();
      await Promise.allSettled([...pendingWrites]);
    },
  };
}
