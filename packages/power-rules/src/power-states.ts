/** Power states a machine reports (spec §3). SUSPEND is the client's own "action failed / wait" state. */
export type PowerState = 'POWERED_ON' | 'POWERED_OFF' | 'SUSPENDED' | 'SUSPEND';

/** The states a machine settles in; the client-side SUSPEND marker is never one of them. */
export type SettledPowerState = Exclude<PowerState, 'SUSPEND'>;

/** Commands of POST /api/training-class/vm/{machineId}/power/{command} (spec §4). */
export const POWER_COMMANDS = ['reboot', 'start', 'reset', 'stop', 'shutdown', 'suspend', 'refresh'] as const;
export type PowerCommand = (typeof POWER_COMMANDS)[number];

/** A command that acts on the machine: every one but refresh, which only reads its state again. */
export type PowerChange = Exclude<PowerCommand, 'refresh'>;
