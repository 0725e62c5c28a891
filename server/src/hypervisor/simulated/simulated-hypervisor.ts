import { randomBytes } from 'node:crypto';
import type { SettledPowerState } from '@academy/power-rules';
import { checkGuestScript, type GuestAccount, GuestScriptError } from '../../domain/ports/guest-scripts';
import { KEYS_PER_BATCH } from '../../domain/ports/guest-typing';
import {
  type Hypervisor,
  HypervisorError,
  type HypervisorMachine,
  type OperationOptions,
  type PowerOperation,
  type TemplateFolder,
} from '../../domain/ports/hypervisor';
import { OPERATION_RESULT } from '../../domain/power';
import { createMachineChangeHub } from '../../events/machine-change-hub';
import { digestOf, type OutsideHands } from '../outside-hands';
import { wait } from './abortable-wait';
import { TEMPLATE_CATALOG } from './catalog';
import { copyIntoGuest } from './guest/copy-into-guest';
import { createGuestSystems, type GuestSystem, type GuestSystems } from './guest/guest-system';
import { runInGuest } from './guest/run-in-guest';
import type { RunningOperation, SimulatedInventory, SimulatedMachineRecord } from './inventory';
import { stepMs } from './timings';

export interface SimulatedHypervisorOptions {
  /** Where the machines are kept, so labs survive a restart and every instance sharing it sees the same. */
  inventory: SimulatedInventory;
  /** Multiplies every step's duration: 1 is realistic, 0.01 for tests, 0 for instant (demo seeding). */
  speed: number;
  catalog?: readonly TemplateFolder[];
  /** The machines' guests (files, services), shared with their consoles so what a student types there, checks see. */
  guests?: GuestSystems;
}

export interface SimulatedHypervisor extends Hypervisor {
  /** Changes made outside the portal (tests): told to this hypervisor's subscribers like any other change. */
  outside: OutsideHands;
  /** The machines' guests, for their consoles. */
  guests: GuestSystems;
  /** Cancels running steps and waits for pending inventory writes. */
  close(): Promise<void>;
}

/** What a stored machine is at `now`: an operation whose time has come has settled. */
function asOf(record: SimulatedMachineRecord, now: number): HypervisorMachine {
  const { busy, ...machine } = record;
  if (!busy) return { ...machine, busy: null };
  if (busy.until.getTime() <= now) return { ...machine, powerState: busy.result, busy: null };
  return { ...machine, busy: busy.operation };
}

/** Operations the guest carries out, through VMware Tools. */
const GUEST_OPERATIONS: ReadonlySet<PowerOperation> = new Set(['shutdown-guest', 'reboot-guest']);

const gone = (vm: string) => new HypervisorError('not-found', `There is no machine ${vm}.`);

/**
 * An in-process stand-in for vCenter: clones templates into labs and runs power operations that take time.
 * The inventory is the state: an operation is stored with when it settles, so every instance on the database
 * sees it run and complete (even if the instance that started it dies), and one machine runs one at a time.
 * Operations a previous process left running are settled here when their time comes, and told like any other.
 */
export async function createSimulatedHypervisor(options: SimulatedHypervisorOptions): Promise<SimulatedHypervisor> {
  const { inventory, speed, catalog = TEMPLATE_CATALOG, guests = createGuestSystems() } = options;
  const changes = createMachineChangeHub();
  changes.subscribe(({ vm }, change) => {
    if (change === 'DELETED') guests.forget(vm);
  });
  const shutdown = new AbortController();
  const pendingWrites = new Set<Promise<unknown>>();
  /** When each clone this instance runs ends (epoch ms), per lab (power operations are in the inventory). */
  const cloneEnds = new Map<string, Set<{ endsAt: number }>>();
  let reachable = true;

  function write<T>(work: Promise<T>): Promise<T> {
    pendingWrites.add(work);
    return work.finally(() => pendingWrites.delete(work));
  }

  function signalFor(options: OperationOptions | undefined): AbortSignal {
    return options?.signal ? AbortSignal.any([options.signal, shutdown.signal]) : shutdown.signal;
  }

  /** Every call of the port fails while the hypervisor is unreachable, as a vCenter behind a dead link would. */
  function answering(): void {
    if (!reachable) throw new HypervisorError('unavailable', 'The hypervisor does not answer.');
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

  /** Settles a previous process's operation at its time; told only if this process wrote it (once, whoever looks). */
  async function finishLeftOver(record: SimulatedMachineRecord, busy: RunningOperation): Promise<void> {
    // Never before the process that inherits it has returned it to its caller, who subscribes then.
    await wait(Math.max(1, busy.until.getTime() - Date.now()), shutdown.signal);
    if (await write(inventory.settle(record.vm, busy))) changes.publish(record, busy.result);
  }

  const leftOver = (await inventory.list()).flatMap((record) => (record.busy ? [{ record, busy: record.busy }] : []));
  for (const { record, busy } of leftOver) void finishLeftOver(record, busy).catch(() => undefined);

  async function rejectionOf(vm: string, start: 'busy' | 'changed'): Promise<HypervisorError> {
    const machine = await current(vm);
    if (!machine) return gone(vm);
    if (machine.busy) {
      return new HypervisorError('wrong-state', `Machine is busy with ${machine.busy}. Please wait to try again.`);
    }
    // Refused while busy with an operation that has ended since: the refusal still says why.
    if (start === 'busy') return new HypervisorError('wrong-state', 'Machine was busy. Please wait to try again.');
    return new HypervisorError('wrong-state', `Machine is now in ${machine.powerState} state.`);
  }

  /** A powered-on machine's guest whose VMware Tools run and which takes the account: what guest operations need. */
  async function guestFor(
    vm: string,
    account: GuestAccount,
  ): Promise<{ machine: HypervisorMachine; system: GuestSystem }> {
    const machine = await current(vm);
    if (!machine) throw gone(vm);
    if (machine.powerState !== 'POWERED_ON') {
      const state = machine.powerState === 'SUSPENDED' ? 'suspended' : 'off';
      throw new GuestScriptError('machine-off', `${machine.name} is ${state}.`);
    }
    if (!machine.tools) {
      throw new GuestScriptError('tools-not-running', `VMware Tools is not running on ${machine.name}.`);
    }
    const system = guests.of(machine);
    if (!system.accepts(account)) {
      throw new GuestScriptError('login-refused', `${machine.name} refused the guest account.`);
    }
    return { machine, system };
  }

  return {
    async templateFolders() {
      answering();
      return catalog.map((folder) => ({ ...folder, vms: folder.vms.map((vm) => ({ ...vm })) }));
    },

    async labIds() {
      answering();
      return [...new Set((await inventory.list()).map((machine) => machine.labId))];
    },

    async labMachines(labId) {
      answering();
      const now = Date.now();
      return (await inventory.list(labId)).map((record) => asOf(record, now));
    },

    async machine(vm) {
      answering();
      return current(vm);
    },

    async cloneTemplate(labId, template, options) {
      answering();
      await clone(labId, stepMs('clone', speed), options);
      const record: SimulatedMachineRecord = {
        vm: `vm-${randomBytes(5).toString('hex')}`,
        name: template.name,
        labId,
        powerState: 'POWERED_OFF',
        tools: template.tools,
        guestOs: template.guestOs,
        busy: null,
      };
      await write(inventory.insert(record));
      changes.publish(record, 'CREATED');
      return asOf(record, Date.now());
    },

    async runOperation(vm, operation, expected, options) {
      answering();
      if (GUEST_OPERATIONS.has(operation) && (await current(vm))?.tools === false) {
        throw new HypervisorError('wrong-state', `VMware Tools are not running in ${vm}: it cannot ${operation}.`);
      }
      const ms = stepMs(operation, speed);
      const now = Date.now();
      const busy = { operation, until: new Date(now + ms), result: OPERATION_RESULT[operation] };
      const start = await write(inventory.beginOperation(vm, expected, busy, new Date(now)));
      if (start === 'missing') throw gone(vm);
      if (start !== 'started') throw await rejectionOf(vm, start);
      await wait(ms, signalFor(options));
      // A revert, a removal or someone outside the portal may have changed or deleted the machine meanwhile.
      const settled = await write(inventory.settle(vm, busy));
      const machine = await current(vm);
      if (!machine) throw new HypervisorError('not-found', `Machine ${vm} was deleted.`);
      if (!settled && machine.powerState !== busy.result) {
        throw new HypervisorError(
          'task-failed',
          `The ${operation} of ${vm} was interrupted: it is ${machine.powerState}.`,
        );
      }
      changes.publish(machine, busy.result);
      return busy.result;
    },

    async destroyLab(labId) {
      answering();
      const doomed = await inventory.list(labId);
      await write(inventory.deleteLab(labId));
      for (const machine of doomed) changes.publish(machine, 'DELETED');
    },

    async copyFileToGuest(vm, request) {
      answering();
      const { machine, system } = await guestFor(vm, request.account);
      return copyIntoGuest(system, machine.name, request, {
        stepMs: stepMs('guest-file', speed),
        signal: signalFor(request),
      });
    },

    async nextStepInMs(labId) {
      answering();
      const machines = await inventory.list(labId);
      // Read after the list: an operation that started while it was read ends at most one step from now.
      const now = Date.now();
      const operations = machines.flatMap(({ busy }) =>
        busy && busy.until.getTime() > now ? [busy.until.getTime()] : [],
      );
      const clones = [...(cloneEnds.get(labId) ?? [])].map(({ endsAt }) => endsAt);
      if (operations.length === 0 && clones.length === 0) return 0;
      return Math.max(0, Math.min(...operations, ...clones) - now);
    },

    async runGuestScript(vm, request) {
      answering();
      const machine = await current(vm);
      if (!machine) throw gone(vm);
      checkGuestScript(request, machine.guestOs);
      const { system } = await guestFor(vm, request.account);
      return runInGuest(system, request, { stepMs: stepMs('guest-script', speed), speed, signal: signalFor(request) });
    },

    async typeInGuest(vm, { keys, signal, afterBatch }) {
      const started = Date.now();
      let sent = 0;
      // In batches, as vSphere takes them, each after one step's time, so a cancelled paste stops between two and a
      // machine turned off meanwhile takes no more.
      do {
        await wait(stepMs('guest-keys', speed), signalFor({ signal }));
        answering();
        const machine = await current(vm);
        if (!machine) throw gone(vm);
        if (machine.powerState !== 'POWERED_ON') {
          const state = machine.powerState === 'SUSPENDED' ? 'suspended' : 'off';
          throw new GuestScriptError('machine-off', `${machine.name} is ${state}.`);
        }
        // Cancelled while the machine was looked up: the batch is not sent.
        signal?.throwIfAborted();
        guests.of(machine).pressKeys(keys.slice(sent, sent + KEYS_PER_BATCH));
        sent += KEYS_PER_BATCH;
        if (sent < keys.length) await afterBatch?.(sent);
      } while (sent < keys.length);
      return { keysSent: keys.length, durationMs: Date.now() - started };
    },

    subscribe: changes.subscribe,

    guests,

    outside: {
      async setPowerState(vm, state: SettledPowerState) {
        const record = await inventory.get(vm);
        if (!record || !(await write(inventory.force(vm, state)))) throw gone(vm);
        changes.publish(record, state);
      },
      async remove(vm) {
        const record = await inventory.get(vm);
        if (!record || !(await write(inventory.delete(vm)))) throw gone(vm);
        changes.publish(record, 'DELETED');
      },
      async setReachable(answers) {
        reachable = answers;
      },
      async guestFiles(vm) {
        const machine = await current(vm);
        if (!machine) throw gone(vm);
        return guests.of(machine).filePaths();
      },
      async guestFileDigest(vm, path) {
        const machine = await current(vm);
        if (!machine) throw gone(vm);
        return digestOf(guests.of(machine).readBytes(path));
      },
      async typedText(vm) {
        const machine = await current(vm);
        if (!machine) throw gone(vm);
        return guests.of(machine).typedText;
      },
      async setKeyboardLayout(vm, layout) {
        const machine = await current(vm);
        if (!machine) throw gone(vm);
        guests.of(machine).setKeyboardLayout(layout);
      },
    },

    async close() {
      shutdown.abort();
      await Promise.allSettled([...pendingWrites]);
    },
  };
}
