import type { SettledPowerState } from '@academy/power-rules';
import type { MachineChangeHub } from '../../events/machine-change-hub';
import type { MachineUpdate, VmPowerState } from './machine-watcher';

/** vCenter's power states as the portal names them. */
export const SETTLED_STATE_OF = {
  poweredOn: 'POWERED_ON',
  poweredOff: 'POWERED_OFF',
  suspended: 'SUSPENDED',
} as const satisfies Record<VmPowerState, SettledPowerState>;

/**
 * Tells the hub's subscribers what the watch shows, each change once: a machine this process has not met was made
 * just now (by this process or another), told as created, or was there when the watch began, told as it is (an
 * operation a dead process began may have ended).
 */
export function machineChangeTeller(hub: MachineChangeHub): (update: MachineUpdate) => void {
  /** What subscribers were last told of each machine. */
  const told = new Map<string, { labId: string; state: SettledPowerState }>();
  return ({ vm, machine, snapshot }) => {
    const before = told.get(vm);
    if (!machine) {
      if (!before) return;
      told.delete(vm);
      hub.publish({ vm, labId: before.labId }, 'DELETED');
      return;
    }
    const { labId } = machine;
    if (!labId) return;
    if (!before && !snapshot) {
      told.set(vm, { labId, state: 'POWERED_OFF' });
      hub.publish({ vm, labId }, 'CREATED');
    }
    const state = SETTLED_STATE_OF[machine.powerState];
    if (told.get(vm)?.state === state) return;
    told.set(vm, { labId, state });
    hub.publish({ vm, labId }, state);
  };
}
