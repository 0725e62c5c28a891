import { DomainError, type DomainErrorKind } from '../errors';

/** The guest operating system's family: which shells a check script may run in. */
export type GuestOs = 'linux' | 'windows';

/** The interpreter a script runs in: sh in Linux guests, PowerShell or cmd in Windows guests. */
export type GuestShell = 'sh' | 'powershell' | 'cmd';

/** The guest account a script runs as (the course machine's check account). */
export interface GuestAccount {
  username: string;
  password: string;
}

export interface GuestScriptRequest {
  account: GuestAccount;
  script: string;
  shell: GuestShell;
  /** A script still running after this long is killed, and answers `timedOut`. */
  timeoutMs: number;
  /** Abandons the run (the server is stopping): the script is killed, its files removed, AbortError thrown. */
  signal?: AbortSignal;
}

export interface GuestScriptResult {
  /** The script's exit code; -1 when it was killed at its time-out. */
  exitCode: number;
  /** Its standard output and error, at most GUEST_OUTPUT_MAX_BYTES of UTF-8. */
  output: string;
  /** Whether the output went on beyond GUEST_OUTPUT_MAX_BYTES (the rest is cut). */
  outputCut: boolean;
  timedOut: boolean;
  /** From the call to the verdict, as the caller waited. */
  durationMs: number;
}

/** Scripts above this many bytes of UTF-8 are refused before anything reaches the guest. */
export const GUEST_SCRIPT_MAX_BYTES = 1024 * 1024;
/** Output beyond this many bytes is not read back. */
export const GUEST_OUTPUT_MAX_BYTES = 64 * 1024;

/**
 * Why a guest script could not run, besides a machine that is gone (HypervisorError not-found) and a hypervisor
 * that does not answer (HypervisorError unavailable). `machine-off`: powered off or suspended; `tools-not-running`:
 * VMware Tools do not run in the guest; `login-refused`: the guest refused the account; `script-too-large`: above
 * GUEST_SCRIPT_MAX_BYTES; `wrong-shell`: a shell the guest's family has not (PowerShell in Linux).
 */
export type GuestScriptFailure =
  | 'machine-off'
  | 'tools-not-running'
  | 'login-refused'
  | 'script-too-large'
  | 'wrong-shell';

const KIND_OF: Record<GuestScriptFailure, DomainErrorKind> = {
  'machine-off': 'conflict',
  'tools-not-running': 'conflict',
  // The course's guest account is wrong: the portal's setting, not the student's doing.
  'login-refused': 'upstream_failed',
  'script-too-large': 'invalid',
  'wrong-shell': 'invalid',
};

/** A guest script refused: the message says why in plain words ("VMware Tools is not running on DC01."). */
export class GuestScriptError extends DomainError {
  readonly failure: GuestScriptFailure;

  constructor(failure: GuestScriptFailure, message: string) {
    super(KIND_OF[failure], message);
    this.name = 'GuestScriptError';
    this.failure = failure;
  }
}

/** The shells each guest family runs. */
export const SHELLS_OF: Record<GuestOs, readonly GuestShell[]> = {
  linux: ['sh'],
  windows: ['powershell', 'cmd'],
};

/**
 * What every adapter refuses before it reaches the guest: a script too large, or in a shell the guest has not.
 * Throws GuestScriptError.
 */
export function checkGuestScript(request: GuestScriptRequest, guestOs: GuestOs): void {
  const bytes = Buffer.byteLength(request.script, 'utf8');
  if (bytes > GUEST_SCRIPT_MAX_BYTES) {
    throw new GuestScriptError(
      'script-too-large',
      `The script has ${bytes} bytes: at most ${GUEST_SCRIPT_MAX_BYTES} (1 MiB) may run in a guest.`,
    );
  }
  if (!SHELLS_OF[guestOs].includes(request.shell)) {
    throw new GuestScriptError('wrong-shell', `A ${guestOs} guest cannot run a ${request.shell} script.`);
  }
}

/** The output as the port answers it: at most GUEST_OUTPUT_MAX_BYTES, cut on a character boundary. */
export function cappedOutput(bytes: Uint8Array, more: boolean): { output: string; outputCut: boolean } {
  const cut = more || bytes.length > GUEST_OUTPUT_MAX_BYTES;
  const kept = bytes.subarray(0, GUEST_OUTPUT_MAX_BYTES);
  // A character cut in two at the limit is dropped rather than shown as U+FFFD.
  const text = new TextDecoder().decode(kept);
  return { output: cut ? text.replace(/\uFFFD$/, '') : text, outputCut: cut };
}
