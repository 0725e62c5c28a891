import type { PowerChange, PowerState, SettledPowerState } from './power-states';

/**
 * What a settled machine does with a command that acts on it: runs it (some only with VMware Tools, which act
 * through the guest OS) or refuses it, and why.
 */
export type CommandVerdict = 'runs' | 'runs-with-tools' | SpecRefusal | 'not-running' | 'suspended';

/** The refusals spec §4 names, which the front end also checks before it sends a command. */
export type SpecRefusal = 'already-on' | 'already-off';

/**
 * The one table of the power rules, read by the server's plan and the front end's checks alike: spec §4 (start is
 * refused while on; reset, stop and shutdown while off) plus what a machine cannot do (suspend while off, anything
 * but start, which resumes it, while suspended; reboot and shutdown without VMware Tools). A powered-off machine
 * takes Reboot with tools (spec §4 offers it there): booting it is the useful answer.
 */
export const COMMAND_VERDICTS: Record<SettledPowerState, Record<PowerChange, CommandVerdict>> = {
  POWERED_ON: {
    start: 'already-on',
    stop: 'runs',
    reset: 'runs',
    suspend: 'runs',
    shutdown: 'runs-with-tools',
    reboot: 'runs-with-tools',
  },
  POWERED_OFF: {
    start: 'runs',
    stop: 'already-off',
    reset: 'already-off',
    shutdown: 'already-off',
    suspend: 'not-running',
    reboot: 'runs-with-tools',
  },
  SUSPENDED: {
    start: 'runs',
    stop: 'suspended',
    reset: 'suspended',
    shutdown: 'suspended',
    suspend: 'suspended',
    reboot: 'suspended',
  },
};

/** A state the table knows: not SUSPEND, nor one a newer server sends that this build has never heard of. */
export function isSettled(state: PowerState): state is SettledPowerState {
  return Object.hasOwn(COMMAND_VERDICTS, state);
}
