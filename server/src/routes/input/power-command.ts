import { POWER_COMMANDS, type PowerCommand } from '@academy/power-rules';
import type { Parsed } from './json-fields';

function isPowerCommand(command: string): command is PowerCommand {
  return (POWER_COMMANDS as readonly string[]).includes(command);
}

/** The {command} of a power call, read before any machine is looked up. */
export function parsePowerCommand(command: string): Parsed<PowerCommand> {
  if (!isPowerCommand(command)) {
    return { ok: false, problem: `Unknown command "${command}". Commands are ${POWER_COMMANDS.join(', ')}.` };
  }
  return { ok: true, value: command };
}
