import { randomBytes } from 'node:crypto';
import {
  cappedOutput,
  checkGuestScript,
  GUEST_OUTPUT_MAX_BYTES,
  GuestScriptError,
  type GuestScriptRequest,
  type GuestScriptResult,
  type GuestShell,
} from '../../domain/ports/guest-scripts';
import { HypervisorError } from '../../domain/ports/hypervisor';
import type { GuestMachine } from './guest-machine';
import { type GuestOperations, guestFileAttributesOf } from './guest-operations';
import { portError } from './port-failures';
import type { VimClient } from './soap/vim-client';
import { isFault, VimFault } from './soap/vim-fault';
import type { VimFaultType } from './soap/vim-fault-types';

/** The first poll of a running script, growing by half each time up to the last: most checks end within a second. */
const FIRST_POLL_MS = 100;
const LAST_POLL_MS = 1000;

/**
 * How the script runs: a shell the guest has at a known path, the script's file, its output redirected to a file
 * (VMware Tools start programs through /bin/sh in Linux guests; cmd.exe redirects in Windows ones).
 */
const PROGRAM_OF: Record<GuestShell, (script: string, output: string) => { programPath: string; arguments: string }> = {
  sh: (script, output) => ({ programPath: '/bin/sh', arguments: `"${script}" > "${output}" 2>&1` }),
  powershell: (script, output) => ({
    programPath: 'C:\\Windows\\System32\\cmd.exe',
    arguments: `/c powershell.exe -NoProfile -NonInteractive -ExecutionPolicy Bypass -File "${script}" > "${output}" 2>&1`,
  }),
  cmd: (script, output) => ({
    programPath: 'C:\\Windows\\System32\\cmd.exe',
    arguments: `/c "${script}" > "${output}" 2>&1`,
  }),
};

const EXTENSION: Record<GuestShell, string> = { sh: 'sh', powershell: 'ps1', cmd: 'cmd' };

/** Guest operation faults as the port's errors (vSphere API reference, GuestOperationsManager's methods). */
const GUEST_FAILURE_OF: ReadonlyArray<
  readonly [VimFaultType, (machine: string, powerState: string | undefined) => Error]
> = [
  ['InvalidGuestLogin', (name) => new GuestScriptError('login-refused', `${name} refused the guest account.`)],
  ['GuestOperationsUnavailable', (name) => toolsNotRunning(name)],
  ['ToolsUnavailable', (name) => toolsNotRunning(name)],
  [
    'InvalidPowerState',
    (name, powerState) =>
      new GuestScriptError('machine-off', `${name} is ${powerState === 'suspended' ? 'suspended' : 'off'}.`),
  ],
  ['GuestProcessNotFound', (name) => new HypervisorError('task-failed', `The check's process vanished in ${name}.`)],
  ['FileNotFound', (name) => new HypervisorError('task-failed', `A check's file is missing in ${name}.`)],
];

function toolsNotRunning(name: string): GuestScriptError {
  return new GuestScriptError('tools-not-running', `VMware Tools is not running on ${name}.`);
}

/** What the port rejects with for a guest operation's error: the guest's faults in plain words, the rest as any call. */
export function guestScriptError(error: unknown, machine: GuestMachine): unknown {
  const match = GUEST_FAILURE_OF.find(([type]) => isFault(error, type));
  return match ? match[1](machine.name, machine.powerState) : portError(error);
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Runs scripts in lab machines' guests through VMware Tools (GuestOperationsManager): the script is uploaded
 * (InitiateFileTransferToGuest, then PUT), started with its output redirected to a file (StartProgramInGuest),
 * followed with back-off until it ends (ListProcessesInGuest) or killed at its time-out (TerminateProcessInGuest),
 * its output read back, 64 KiB at most (InitiateFileTransferFromGuest, then GET), and both files deleted
 * (DeleteFileInGuest) whatever happened. Whether the machine is on and its Tools run is vCenter's answer (its
 * faults), never the watch's: a vCenter that does not answer is said so, not guessed past. A check that ends by the
 * first poll costs 6 SOAP calls and 2 transfers (and, once per process, one read of the managers for scripts and
 * files alike).
 */
export function createGuestScripts(client: VimClient, guest: GuestOperations) {
  return async function runGuestScript(vm: string, request: GuestScriptRequest): Promise<GuestScriptResult> {
    const started = performance.now();
    const { machine, target, auth, signal } = await guest.callOf(vm, request);
    checkGuestScript(request, machine.guestOs);

    const name = `academy-check-${randomBytes(6).toString('hex')}`;
    const folder = machine.guestOs === 'windows' ? 'C:\\Windows\\Temp\\' : '/tmp/';
    const scriptPath = `${folder}${name}.${EXTENSION[request.shell]}`;
    const outputPath = `${folder}${name}.out`;
    const written: string[] = [];
    const { fileManager, processManager } = await guest.managers();

    try {
      const bytes = new TextEncoder().encode(request.script);
      const uploadUrl = await client.invoke('InitiateFileTransferToGuest', fileManager, {
        vm: target,
        auth,
        guestFilePath: scriptPath,
        fileAttributes: guestFileAttributesOf(machine.guestOs),
        fileSize: bytes.length,
        overwrite: true,
      });
      written.push(scriptPath);
      await client.transferFile(uploadUrl, { upload: bytes });
      written.push(outputPath);
      const pid = await client.invoke('StartProgramInGuest', processManager, {
        vm: target,
        auth,
        spec: PROGRAM_OF[request.shell](scriptPath, outputPath),
      });

      const deadline = Date.now() + request.timeoutMs;
      let exitCode: number | undefined;
      for (let wait = FIRST_POLL_MS; exitCode === undefined; wait = Math.min(LAST_POLL_MS, wait * 1.5)) {
        await pause(Math.min(wait, Math.max(0, deadline - Date.now())), signal);
        if (signal.aborted) break;
        const [process] = await client.invoke('ListProcessesInGuest', processManager, {
          vm: target,
          auth,
          pids: [pid],
        });
        // Ended processes stay listed for minutes (vSphere API reference, ListProcessesInGuest): one not listed is gone.
        if (!process) throw new VimFault('GuestProcessNotFound', `process ${pid} is not listed`);
        if (process.endTime !== undefined) exitCode = process.exitCode ?? 0;
        else if (Date.now() >= deadline) break;
      }
      const timedOut = exitCode === undefined;
      if (timedOut) {
        await client.invoke('TerminateProcessInGuest', processManager, { vm: target, auth, pid }).catch((error) => {
          // Ended between the last look and the kill: it is over either way.
          if (!isFault(error, 'GuestProcessNotFound')) throw error;
        });
      }
      if (signal.aborted) throw abortError();

      const download = await client.invoke('InitiateFileTransferFromGuest', fileManager, {
        vm: target,
        auth,
        guestFilePath: outputPath,
      });
      const read = await client.transferFile(download.url, { maxBytes: GUEST_OUTPUT_MAX_BYTES });
      const { output, outputCut } = cappedOutput(read.bytes, read.more || download.size > GUEST_OUTPUT_MAX_BYTES);
      return {
        exitCode: exitCode ?? -1,
        output,
        outputCut,
        timedOut,
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      throw guestScriptError(error, machine);
    } finally {
      for (const filePath of written) {
        // Best effort: a file never made (the script failed to start) or already gone is no failure of the check.
        await client.invoke('DeleteFileInGuest', fileManager, { vm: target, auth, filePath }).catch(() => undefined);
      }
    }
  };
}
