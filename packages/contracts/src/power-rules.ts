import type { Machine, PowerCommand, PowerState } from './api/labs';
import { errorTexts } from './errors';

/** Spec §4's rules of a machine's buttons, shared by the student's machine list and the instructor's class monitor. */

/** What a machine's buttons can do: a power command, reading the state again, or opening the console. */
export type MachineAction = Exclude<PowerCommand, 'suspend'> | 'view';

export const actionLabels: Record<MachineAction, string> = {
  start: 'Start',
  stop: 'Stop',
  reset: 'Reset',
  reboot: 'Reboot',
  shutdown: 'Shut down',
  refresh: 'Refresh',
  view: 'View',
};

/** Actions offered per machine state (spec §4); Reboot and Shut down need VMware Tools. */
export function actionsFor({
  power_state,
  vm_ware_tools,
}: Pick<Machine, 'power_state' | 'vm_ware_tools'>): MachineAction[] {
  switch (power_state) {
    case 'POWERED_OFF':
      return vm_ware_tools ? ['start', 'reboot'] : ['start'];
    case 'POWERED_ON':
      return vm_ware_tools ? ['reset', 'stop', 'reboot', 'shutdown', 'view'] : ['reset', 'stop', 'view'];
    case 'SUSPENDED':
      return ['refresh', 'start'];
    default:
      // SUSPEND, and any state this client does not know: only reading it again.
      return ['refresh'];
  }
}

const STOPPING: readonly PowerCommand[] = ['reset', 'stop', 'shutdown'];

/** Why a command is refused in the machine's freshly read state, or null when it may be sent (spec §4, §8). */
export function refusalOf(command: PowerCommand, state: PowerState): string | null {
  if (state === 'SUSPEND') return errorTexts.machineSuspend;
  if (command === 'start' && state === 'POWERED_ON') return errorTexts.machineAlreadyOn;
  if (STOPPING.includes(command) && state === 'POWERED_OFF') return errorTexts.machineAlreadyOff;
  return null;
}
