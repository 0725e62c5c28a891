// The power vocabulary lives in the bundled @academy/power-rules, so a lab-only rule change never waits for the shell.
import type { PowerState } from '@academy/power-rules';

/** A lab machine as the API sends it. */
export interface LabMachine {
  vm: string;
  name: string;
  power_state: PowerState;
  vm_ware_tools: boolean;
}

/** A lab machine as the student's list holds it (spec §3 "Machine"). */
export interface Machine extends LabMachine {
  isLoading: boolean;
  message: string;
}

/** Answer of GET .../vm/{id}/power and POST .../vm/{id}/power/{command}. */
export interface PowerStateResponse {
  vm: string;
  powerState: PowerState;
}

/**
 * How long until the next machine of a provisioning or revert in progress is due (cloned or powered on), in ms;
 * null (or absent, from an older server) when none is under way. A duration, not an instant: the student's clock
 * need not agree with the server's.
 */
export interface NextMachineDue {
  nextMachineDueInMs?: number | null;
}

/** Answer of POST /api/training-class/revert. */
export interface RevertResponse extends NextMachineDue {
  vms: LabMachine[];
  expectedVmCount: number;
}
