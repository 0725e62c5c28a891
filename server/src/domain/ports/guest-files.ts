import { DomainError, type DomainErrorKind } from '../errors';
import type { GuestAccount, GuestOs } from './guest-scripts';

/** A file to copy into a machine's guest, its bytes streamed as they arrive (never held whole). */
export interface GuestFileRequest {
  /** The guest account the file is written as (the course machine's, issue 40). */
  account: GuestAccount;
  /** An absolute folder of the guest's family, which must exist. */
  folder: string;
  /** The file's own name (guestFileNameProblem's rule); a name taken gets " (2)" before its extension. */
  name: string;
  /** The bytes the body holds: announced to the guest before the first is sent. */
  size: number;
  body: AsyncIterable<Uint8Array>;
  /** Abandons the copy (the sender left, the server is stopping): nothing is left in the guest, AbortError thrown. */
  signal?: AbortSignal;
}

/**
 * Why a file could not be copied, besides the guest operations' failures (GuestScriptError `machine-off`,
 * `tools-not-running`, `login-refused`) and the hypervisor's (HypervisorError). `folder-missing`: the destination
 * folder is not in the guest; `size-mismatch`: the body held fewer or more bytes than announced; `name-taken`: the
 * name and its numbered forms up to NUMBERED_NAMES_TRIED are all taken.
 */
export type GuestFileFailure = 'folder-missing' | 'size-mismatch' | 'name-taken';

const KIND_OF: Record<GuestFileFailure, DomainErrorKind> = {
  // The course's folder is wrong: the instructor's to fix, the student can do nothing but say so.
  'folder-missing': 'conflict',
  'size-mismatch': 'invalid',
  'name-taken': 'conflict',
};

export class GuestFileError extends DomainError {
  readonly failure: GuestFileFailure;

  constructor(failure: GuestFileFailure, message: string) {
    super(KIND_OF[failure], message);
    this.name = 'GuestFileError';
    this.failure = failure;
  }
}

/** "report.pdf" is tried as "report (2).pdf", "report (3).pdf" … up to this number, as browsers number downloads. */
export const NUMBERED_NAMES_TRIED = 99;

// Double extensions browsers keep whole when they number a download (Chromium's kCommonDoubleExtensions).
const DOUBLE_EXTENSION = /\.tar\.(gz|bz2|xz|z|zst|lz)$/i;

/** "report.pdf" → "report (2).pdf"; "archive.tar.gz" → "archive (2).tar.gz"; ".bashrc" → ".bashrc (2)". */
export function numberedName(name: string, number: number): string {
  if (number <= 1) return name;
  const double = DOUBLE_EXTENSION.exec(name);
  const dot = double ? double.index : name.lastIndexOf('.');
  if (dot <= 0) return `${name} (${number})`;
  return `${name.slice(0, dot)} (${number})${name.slice(dot)}`;
}

/** The file's path in the guest: the folder (its trailing separators dropped) and the name. */
export function guestPathOf(guestOs: GuestOs, folder: string, name: string): string {
  if (guestOs === 'windows') return `${folder.replace(/[\\/]+$/, '')}\\${name}`;
  return `${folder.replace(/\/+$/, '')}/${name}`;
}

export function folderMissing(folder: string, machine: string): GuestFileError {
  return new GuestFileError('folder-missing', `The folder ${folder} does not exist in ${machine}.`);
}

export function sizeMismatch(size: number, received: number): GuestFileError {
  return new GuestFileError(
    'size-mismatch',
    `The file announced ${size} bytes but ${received < size ? 'ended after' : 'went on past'} ${received}: nothing was kept.`,
  );
}

export function nameTaken(name: string, folder: string): GuestFileError {
  return new GuestFileError(
    'name-taken',
    `${name} and its numbered copies up to (${NUMBERED_NAMES_TRIED}) are all in ${folder}: rename the file.`,
  );
}

/**
 * The body's chunks as they come, refused with `size-mismatch` once they pass `size` (before the chunk that does is
 * passed on) or when they end short of it.
 */
export async function* exactly(size: number, body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    if (received > size) throw sizeMismatch(size, received);
    yield chunk;
  }
  if (received < size) throw sizeMismatch(size, received);
}
