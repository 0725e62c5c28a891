import type { GuestShell } from '../../../domain/ports/guest-scripts';
import { runCmdScript } from './cmd-script';
import type { GuestSystem } from './guest-system';
import { runPowerShellScript } from './powershell-script';
import { ScriptContext, type ScriptRun } from './script-runtime';
import { runShScript } from './sh-script';

const INTERPRETERS: Record<GuestShell, (context: ScriptContext, script: string) => number> = {
  sh: runShScript,
  powershell: runPowerShellScript,
  cmd: runCmdScript,
};

/**
 * Runs a script in the simulated guest as `user`, in the shell's small interpreter (each documented at the top of
 * its file): what it printed, its exit code, how long it slept, and whether it would never end. The console runs
 * what is typed through the same interpreters, so a command typed there and a check mean the same.
 */
export function interpretScript(system: GuestSystem, user: string, shell: GuestShell, script: string): ScriptRun {
  return ScriptContext.run(system, user, (context) => INTERPRETERS[shell](context, script));
}
