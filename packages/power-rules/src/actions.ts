import type { PowerCommand, PowerState } from './power-states';

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

interface OfferedActions {
  withoutTools: readonly MachineAction[];
  /** Reboot and Shut down act through the guest OS, so they need VMware Tools. */
  withTools: readonly MachineAction[];
}

function withOrWithoutTools(actions: readonly MachineAction[]): OfferedActions {
  return { withoutTools: actions, withTools: actions };
}

/** Spec §4 "Actions offered per machine state", in the order the buttons stand. */
const ACTIONS_OFFERED: Record<PowerState, OfferedActions> = {
  POWERED_OFF: { withoutTools: ['start'], withTools: ['start', 'reboot'] },
  POWERED_ON: { withoutTools: ['reset', 'stop', 'view'], withTools: ['reset', 'stop', 'reboot', 'shutdown', 'view'] },
  SUSPENDED: withOrWithoutTools(['refresh', 'start']),
  SUSPEND: withOrWithoutTools(['refresh']),
};

/** The buttons of a machine, shared by the student's machine list and the instructor's class monitor. */
export function actionsFor({
  power_state,
  vm_ware_tools,
}: {
  power_state: PowerState;
  vm_ware_tools: boolean;
}): readonly MachineAction[] {
  // A state this build does not know (a newer server's) gets SUSPEND's: only reading it again.
  const offered = ACTIONS_OFFERED[Object.hasOwn(ACTIONS_OFFERED, power_state) ? power_state : 'SUSPEND'];
  return vm_ware_tools ? offered.withTools : offered.withoutTools;
}
