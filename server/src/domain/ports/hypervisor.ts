import type { SettledPowerState } from '@academy/power-rules';
import { DomainError, type DomainErrorKind } from '../errors';
import type { GuestFileRequest } from './guest-files';
import type { GuestOs, GuestScriptRequest, GuestScriptResult } from './guest-scripts';
import type { GuestKeysRequest, GuestKeysResult } from './guest-typing';

/**
 * The virtualization platform the labs run on: its template catalog, the lab machines and their power. Adapters:
 * hypervisor/ (the simulator; vCenter fits the same port). Only what a hypervisor knows is here: which machines the
 * portal provisioned, in which order, and which still await their first boot is the portal's own bookkeeping
 * (LabMachineRepository, in storage).
 */

export interface TemplateMachine {
  vm: string;
  name: string;
  /** Whether VMware Tools run in the guest: guest shutdown and reboot need them. */
  tools: boolean;
  /** The guest's family: which shells its check scripts run in. */
  guestOs: GuestOs;
}

export interface TemplateFolder {
  folder: string;
  name: string;
  vms: TemplateMachine[];
}

/** Hypervisor-level operations a power command turns into. */
export type PowerOperation =
  | 'power-on'
  | 'resume'
  | 'power-off'
  | 'shutdown-guest'
  | 'reboot-guest'
  | 'reset'
  | 'suspend';

/** A lab machine as the hypervisor reports it. */
export interface HypervisorMachine {
  vm: string;
  name: string;
  /** The lab it was cloned into. */
  labId: string;
  /** Its state; while an operation runs, the state before it. */
  powerState: SettledPowerState;
  /** Whether VMware Tools run in the guest. */
  tools: boolean;
  /** The guest's family, its template's. */
  guestOs: GuestOs;
  /** The operation in progress, if any: a machine runs one operation at a time. */
  busy: PowerOperation | null;
}

export interface OperationOptions {
  /** Abandons the operation (the lab is being reverted or removed, the server is stopping): rejects with AbortError. */
  signal?: AbortSignal;
}

/** What happened to a machine: cloned, its new settled power state, or deleted. */
export type MachineChange = SettledPowerState | 'CREATED' | 'DELETED';

/**
 * Told every change of a lab machine, whoever made it: the portal's provisioning, power commands, reverts and lab
 * removals, and changes made outside the portal (a guest that shut itself down, an administrator). The console
 * uses it to end access, the class's push channel to tell the instructor, the domain to keep its bookkeeping.
 */
export type MachineChangeListener = (machine: { vm: string; labId: string }, change: MachineChange) => void;

/**
 * Why a hypervisor call failed. `wrong-state`: the machine is busy or no longer in the expected state (409);
 * `not-found`: no such machine, or it was deleted meanwhile (404); `unavailable`: the hypervisor does not answer
 * (503); `task-failed`: it took the operation and reported that it failed (502).
 */
export type HypervisorFailure = 'wrong-state' | 'not-found' | 'unavailable' | 'task-failed';

const KIND_OF: Record<HypervisorFailure, DomainErrorKind> = {
  'wrong-state': 'conflict',
  'not-found': 'not_found',
  unavailable: 'unavailable',
  'task-failed': 'upstream_failed',
};

/** The one error a hypervisor adapter rejects with, besides AbortError: the API answers its kind's status. */
export class HypervisorError extends DomainError {
  readonly failure: HypervisorFailure;

  constructor(failure: HypervisorFailure, message: string) {
    super(KIND_OF[failure], message);
    this.name = 'HypervisorError';
    this.failure = failure;
  }
}

export interface Hypervisor {
  templateFolders(): Promise<TemplateFolder[]>;
  /** Every lab that holds a machine. */
  labIds(): Promise<string[]>;
  /** The lab's machines, in no particular order. */
  labMachines(labId: string): Promise<HypervisorMachine[]>;
  machine(vm: string): Promise<HypervisorMachine | undefined>;
  /** Clones a template into the lab, powered off; resolves once the clone exists. */
  cloneTemplate(labId: string, template: TemplateMachine, options?: OperationOptions): Promise<HypervisorMachine>;
  /**
   * Runs one operation and resolves with the settled state once it completes. Rejects with `wrong-state` when the
   * machine is busy or no longer in `expected`, `not-found` when it is gone, `task-failed` when the hypervisor
   * reports the operation failed.
   */
  runOperation(
    vm: string,
    operation: PowerOperation,
    expected: SettledPowerState,
    options?: OperationOptions,
  ): Promise<SettledPowerState>;
  /** Hard power-off and delete of every machine of the lab, at once. */
  destroyLab(labId: string): Promise<void>;
  /**
   * Copies a file into the machine's guest through VMware Tools, as `request.account`, its bytes streamed as they
   * arrive, and answers its path there: `request.name` in `request.folder`, or its first numbered form free
   * ("report (2).pdf") when a file of that name is there. Rejects with GuestScriptError `machine-off`,
   * `tools-not-running` or `login-refused` as a guest script does; with GuestFileError `folder-missing`,
   * `size-mismatch` (the body ended short of `request.size` or went past it) or `name-taken`; with HypervisorError
   * `not-found` or `unavailable` as any call does. A copy that fails or is abandoned leaves nothing in the guest.
   */
  copyFileToGuest(vm: string, request: GuestFileRequest): Promise<string>;
  /**
   * How long until the lab's earliest running step (a clone or a power operation) completes, in ms: 0 when none
   * runs, null when the hypervisor cannot tell (vCenter reports a task's progress, not when it will end).
   */
  nextStepInMs(labId: string): Promise<number | null>;
  /**
   * The guest's CPU use of a powered-on machine, in percent of what it may use (vCenter's quick statistics); null
   * when unknown. Optional: a hypervisor without it (the simulator) has no busy guests, only idle ones.
   */
  guestCpuPercent?(vm: string): Promise<number | null>;
  /**
   * Runs a script in the machine's guest through VMware Tools, as `request.account`, and answers its exit code and
   * output once it ends, or once it was killed at `request.timeoutMs`. Rejects with GuestScriptError when the
   * machine is off or suspended, Tools do not run in it, the guest refuses the account, or the script is too large
   * (before anything reaches the guest); with HypervisorError `not-found` or `unavailable` as any call does. The
   * script's files are removed from the guest whatever happened.
   */
  runGuestScript(vm: string, request: GuestScriptRequest): Promise<GuestScriptResult>;
  /**
   * Presses the keys on the machine's keyboard, in order, in batches (the guest's layout turns them into text); keys
   * sent stay typed whatever happens after. Rejects with GuestScriptError `machine-off` when the machine is off or
   * suspended (before the first batch or between two); with HypervisorError `not-found` or `unavailable` as any
   * call does; with AbortError once `request.signal` aborts, between two batches.
   */
  typeInGuest(vm: string, request: GuestKeysRequest): Promise<GuestKeysResult>;
  /** Tells the listener every later change of a lab machine until the returned function is called. */
  subscribe(listener: MachineChangeListener): () => void;
}
