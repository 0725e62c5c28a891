import { COMMAND_VERDICTS, isSettled, type SpecRefusal } from './command-verdicts';
import type { PowerCommand, PowerState } from './power-states';

/** Spec §8's texts of the refusals spec §4 names. */
export const specRefusalTexts: Record<SpecRefusal, string> = {
  'already-on': 'Machine is already in POWERED_ON state.',
  'already-off': 'Machine is already in POWERED_OFF state.',
};

/** Spec §8's text of any command while the machine is SUSPEND (a failed action left it so). */
const SUSPEND_REFUSAL = 'Machine is in SUSPEND state. Please wait to try again.';

/**
 * Why the front end does not send a command in the machine's freshly read state, or null when it may (spec §4,
 * §8). Only the refusals the spec names: the server answers the others (no VMware Tools, suspended) itself.
 */
export function refusalOf(command: PowerCommand, state: PowerState): string | null {
  if (state === 'SUSPEND') return SUSPEND_REFUSAL;
  if (command === 'refresh' || !isSettled(state)) return null;
  const verdict = COMMAND_VERDICTS[state][command];
  return verdict === 'already-on' || verdict === 'already-off' ? specRefusalTexts[verdict] : null;
}
