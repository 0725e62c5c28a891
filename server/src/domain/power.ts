import type { SettledPowerState } from '@academy/power-rules';
import { COMMAND_VERDICTS, type PowerChange, type PowerCommand, specRefusalTexts } from '@academy/power-rules';
import type { HypervisorMachine, PowerOperation } from './ports/hypervisor';

/** What a power command does to a machine in a given state (spec §4, plus the server's own refusals). */
export type PowerPlan =
  | { kind: 'read' }
  | { kind: 'refuse'; message: string }
  | { kind: 'run'; operation: PowerOperation };

/** The state each operation leaves the machine in. */
export const OPERATION_RESULT: Record<PowerOperation, SettledPowerState> = {
  'power-on': 'POWERED_ON',
  resume: 'POWERED_ON',
  'power-off': 'POWERED_OFF',
  'shutdown-guest': 'POWERED_OFF',
  'reboot-guest': 'POWERED_ON',
  reset: 'POWERED_ON',
  suspend: 'SUSPENDED',
};

/** The operation each command runs; `operationFor` names the two that depend on the state. */
const OPERATION_OF: Record<PowerChange, PowerOperation> = {
  start: 'power-on',
  stop: 'power-off',
  reset: 'reset',
  suspend: 'suspend',
  shutdown: 'shutdown-guest',
  reboot: 'reboot-guest',
};

const NO_TOOLS_SHUTDOWN =
  'VMware Tools are not installed on this machine, so it cannot shut down its OS. Use stop instead.';
const NO_TOOLS_REBOOT =
  'VMware Tools are not installed on this machine, so it cannot restart its OS. Use reset instead.';
const SUSPEND_WHILE_OFF = 'Machine is in POWERED_OFF state. Only a running machine can be suspended.';

function suspendedRefusal(command: PowerCommand): string {
  return `Machine is in SUSPENDED state. Start it to resume before trying ${command}.`;
}

function busyRefusal(operation: PowerOperation): string {
  return `Machine is busy with ${operation}. Please wait to try again.`;
}

function operationFor(state: SettledPowerState, command: PowerChange): PowerOperation {
  if (command === 'start' && state === 'SUSPENDED') return 'resume';
  // Reboot of a powered-off machine boots it (spec §4 offers Reboot there).
  if (command === 'reboot' && state === 'POWERED_OFF') return 'power-on';
  return OPERATION_OF[command];
}

function runPlan(state: SettledPowerState, command: PowerChange): PowerPlan {
  return { kind: 'run', operation: operationFor(state, command) };
}

type MachineFacts = Pick<HypervisorMachine, 'powerState' | 'tools' | 'busy'>;

/** The plan of a command, from the rules' one table (`COMMAND_VERDICTS`), which the front end checks too. */
export function planPowerCommand(machine: MachineFacts, command: PowerCommand): PowerPlan {
  // Refresh only reads the state, so it is answered even mid-transition or while suspended (spec §4).
  if (command === 'refresh') return { kind: 'read' };
  if (machine.busy) return { kind: 'refuse', message: busyRefusal(machine.busy) };

  const verdict = COMMAND_VERDICTS[machine.powerState][command];
  switch (verdict) {
    case 'runs':
      return runPlan(machine.powerState, command);
    case 'runs-with-tools':
      if (machine.tools) return runPlan(machine.powerState, command);
      return { kind: 'refuse', message: command === 'shutdown' ? NO_TOOLS_SHUTDOWN : NO_TOOLS_REBOOT };
    case 'already-on':
    case 'already-off':
      return { kind: 'refuse', message: specRefusalTexts[verdict] };
    case 'not-running':
      return { kind: 'refuse', message: SUSPEND_WHILE_OFF };
    case 'suspended':
      return { kind: 'refuse', message: suspendedRefusal(command) };
  }
}
