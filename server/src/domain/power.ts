import { errorTexts, type PowerCommand } from '@academy/contracts';
import type { HypervisorMachine, PowerOperation, SettledPowerState } from './ports';

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

type MachineFacts = Pick<HypervisorMachine, 'powerState' | 'tools' | 'busy'>;

export function planPowerCommand(machine: MachineFacts, command: PowerCommand): PowerPlan {
  // Refresh only reads the state, so it is answered even mid-transition or while suspended (spec §4).
  if (command === 'refresh') return { kind: 'read' };
  if (machine.busy) return { kind: 'refuse', message: busyRefusal(machine.busy) };

  switch (machine.powerState) {
    case 'SUSPENDED':
      return command === 'start'
        ? { kind: 'run', operation: 'resume' }
        : { kind: 'refuse', message: suspendedRefusal(command) };
    case 'POWERED_ON':
      return planWhileOn(machine.tools, command);
    case 'POWERED_OFF':
      return planWhileOff(machine.tools, command);
  }
}

function planWhileOn(tools: boolean, command: Exclude<PowerCommand, 'refresh'>): PowerPlan {
  switch (command) {
    case 'start':
      return { kind: 'refuse', message: errorTexts.machineAlreadyOn };
    case 'stop':
      return { kind: 'run', operation: 'power-off' };
    case 'reset':
      return { kind: 'run', operation: 'reset' };
    case 'suspend':
      return { kind: 'run', operation: 'suspend' };
    case 'shutdown':
      return tools ? { kind: 'run', operation: 'shutdown-guest' } : { kind: 'refuse', message: NO_TOOLS_SHUTDOWN };
    case 'reboot':
      return tools ? { kind: 'run', operation: 'reboot-guest' } : { kind: 'refuse', message: NO_TOOLS_REBOOT };
  }
}

function planWhileOff(tools: boolean, command: Exclude<PowerCommand, 'refresh'>): PowerPlan {
  switch (command) {
    case 'start':
      return { kind: 'run', operation: 'power-on' };
    case 'stop':
    case 'reset':
    case 'shutdown':
      return { kind: 'refuse', message: errorTexts.machineAlreadyOff };
    case 'suspend':
      return { kind: 'refuse', message: SUSPEND_WHILE_OFF };
    case 'reboot':
      // The front end offers Reboot on a powered-off machine with tools (spec §4): booting it is the useful answer.
      return tools ? { kind: 'run', operation: 'power-on' } : { kind: 'refuse', message: NO_TOOLS_REBOOT };
  }
}
