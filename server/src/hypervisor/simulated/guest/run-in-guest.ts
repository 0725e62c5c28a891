import { randomBytes } from 'node:crypto';
import {
  cappedOutput,
  type GuestScriptRequest,
  type GuestScriptResult,
  type GuestShell,
} from '../../../domain/ports/guest-scripts';
import { wait } from '../abortable-wait';
import type { GuestSystem } from './guest-system';
import { interpretScript } from './script-interpreter';

const EXTENSION: Record<GuestShell, string> = { sh: 'sh', powershell: 'ps1', cmd: 'cmd' };

/**
 * Runs an accepted script in a simulated guest as a guest operation would: the script is written to a file in the
 * guest's temporary folder, run, and the file removed whatever happens. It takes `stepMs` plus what it slept (both
 * at the simulator's speed); one that would never end, or take longer than its time-out, is killed at the time-out.
 */
export async function runInGuest(
  system: GuestSystem,
  request: GuestScriptRequest,
  timing: { stepMs: number; speed: number; signal: AbortSignal },
): Promise<GuestScriptResult> {
  const started = performance.now();
  const name = `academy-check-${randomBytes(6).toString('hex')}.${EXTENSION[request.shell]}`;
  const path = system.os === 'linux' ? `/tmp/${name}` : `C:\\Windows\\Temp\\${name}`;
  system.writeFile(path, request.script);
  try {
    const run = interpretScript(system, request.account.username, request.shell, request.script);
    const takesMs = timing.stepMs + run.sleptMs * timing.speed;
    const timedOut = run.endless || takesMs > request.timeoutMs;
    await wait(timedOut ? request.timeoutMs : takesMs, timing.signal);
    const { output, outputCut } = cappedOutput(Buffer.from(run.output, 'utf8'), run.outputCut);
    return {
      exitCode: timedOut ? -1 : run.exitCode,
      output,
      outputCut,
      timedOut,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    system.removeFile(path);
  }
}
