import type { SettledPowerState } from '@academy/power-rules';

/**
 * The virtualization platform the labs run on: its template catalog, the lab machines and their power. Adapters:
 * hypervisor/ (the simulator; a vSphere adapter fits the same port). Facts a hypervisor knows only: the portal's
 * own bookkeeping about the machines it provisioned is in storage (LabMachineRepository).
 */

export interface TemplateMachine {
  vm: string;
  name: string;
  /** Whether VMware Tools run in the guest: guest shutdown and reboot need them. */
  tools: boolean;
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

export interface HypervisorMachine {
  vm: string;
  name: string;
  labId: string;
  templateVm: string;
  powerState: SettledPowerState;
  tools: boolean;
  position: number;
  awaitingFirstBoot: boolean;
  /** The operation in progress, if any: a machine runs one operation at a time. */
  busy: PowerOperation | null;
}

export interface OperationOptions {
  /** Skip the simulated duration (demo seeding). */
  immediate?: boolean;
  /** Abandons the operation (the lab is being reverted or removed). */
  signal?: AbortSignal;
}

export interface Hypervisor {
  templateFolders(): Promise<TemplateFolder[]>;
  labIds(): Promise<string[]>;
  labMachines(labId: string): Promise<HypervisorMachine[]>;
  machine(vm: string): Promise<HypervisorMachine | undefined>;
  /** Clones a template into the lab, powered off; resolves once the clone exists. */
  cloneTemplate(
    labId: string,
    template: TemplateMachine,
    position: number,
    options?: OperationOptions,
  ): Promise<HypervisorMachine>;
  /**
   * Runs one operation and resolves with the settled state once it completes. Rejects with a 'conflict'
   * DomainError when the machine is busy or no longer in `expected`, 'not_found' when it is gone.
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
   * How long until the lab's earliest running step (a clone or a power operation) completes, in ms; null when
   * none runs. The next change a student could see in that lab is due then.
   */
  nextStepInMs(labId: string): Promise<number | null>;
}

/**
 * Told by the hypervisor adapter after each settled change of a machine: CREATED when provisioning cloned it, its
 * new power state, or DELETED when a revert or a lab's removal (class deleted, ended or moved) took it away. The
 * console uses it to end access, the class's push channel to tell the instructor.
 */
export type MachineChangeListener = (
  machine: { vm: string; labId: string },
  state: SettledPowerState | 'CREATED' | 'DELETED',
) => void;
