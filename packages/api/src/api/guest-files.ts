/**
 * Sending a file into a lab machine (issue 41): the raw bytes are streamed to the server, which copies them into the
 * guest through guest operations as the course machine's guest account, into the folder the course sets.
 */
import { type AnswerReader, answerReader } from '../answer-fields';
import type { GuestOs } from './courses';

/**
 * The largest file the server takes when FILE_UPLOAD_MAX_BYTES does not set another (100 MB). The server's own limit
 * reaches the client in the console ticket's answer (`ConsoleTicket.fileUploadMaxBytes`).
 */
export const FILE_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** Names above this many bytes of UTF-8 are refused: the longest a file name may be in NTFS and ext4. */
export const GUEST_FILE_NAME_MAX_BYTES = 255;

/** A course machine's destination folder for files sent into it, as the course answers and saves it. */
export interface MachineFileFolder {
  /** The course machine's template (one of the course's `vms`). */
  vm: string;
  /** An absolute path of the guest's family: `C:\Shared` in Windows, `/srv/shared` in Linux. */
  folder: string;
}

/**
 * Answer of POST /api/training-class/vm/{machineId}/files?name=<file name> (the student of the lab, or the instructor
 * in control of its console). The body is the file's raw bytes (`Content-Type: application/octet-stream`,
 * `Content-Length` required: 411 without it, 413 above the limit before any byte is read). 400 for a refused name
 * (guestFileNameProblem's words), 409 when the machine is off ("Start DC01 - Domain Controller, then send the file
 * again."), VMware Tools do not run in it, the course machine has no guest account or the guest refuses it, or its
 * folder is not in the guest (each said for the student: "… tell your instructor."), 423 while the instructor's
 * pause holds the student's screen, 403 for an instructor watching (WATCHING_INSTRUCTOR_FILE_REFUSAL), 429 past the
 * student call limit.
 */
export interface SendFileAnswer {
  /** Where the file landed in the guest; a name already there gets " (2)" before its extension, as downloads do. */
  path: string;
  /** The bytes written. */
  bytes: number;
  /** From the call to the last byte written in the guest. */
  durationMs: number;
}

/** An instructor watching a student's console (not in control of it) cannot send a file into the machine (403). */
export const WATCHING_INSTRUCTOR_FILE_REFUSAL = 'Take control of this console to send a file into it.';

/** The answer of a sent file, read field by field. Throws AnswerError. */
export function sendFileAnswerOf(value: unknown): SendFileAnswer {
  const read: AnswerReader = answerReader('sent file');
  const answer = read.objectOf(value, 'answer');
  return {
    path: read.stringOf(answer.path, 'path'),
    bytes: read.countOf(answer.bytes, 'bytes'),
    durationMs: read.countOf(answer.durationMs, 'durationMs'),
  };
}

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it (1024 steps): "12 bytes", "512 KB", "2.0 GB"; one decimal below 10. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size < 10 ? size.toFixed(1) : Math.round(size)} ${UNITS[unit]}`;
}

/** The refusal of a file above the limit, said before the upload starts and by the server's 413. */
export function fileTooLargeText(name: string, bytes: number, maxBytes: number): string {
  return `${name} is ${fileSizeText(bytes)}; files up to ${fileSizeText(maxBytes)} can be sent.`;
}

// Names Windows keeps for devices, with or without an extension (CON, con.txt, LPT1.log).
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\..*)?$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const WINDOWS_FORBIDDEN = /[<>:"|?*]/;

/**
 * Why a file name cannot be sent into a guest, in plain words; null when it can. A base name only: no folder
 * (`/`, `\`), not `.` or `..`, no control characters, at most 255 bytes of UTF-8; Windows guests also refuse
 * their reserved device names (CON, NUL, COM1 …), the characters < > : " | ? * and a name ending in a dot or a space.
 * The client says the same words before uploading; the server refuses with them (400).
 */
export function guestFileNameProblem(name: string, guestOs?: GuestOs): string | null {
  if (name.length === 0) return 'The file has no name.';
  if (name.includes('\u0000')) return 'A file name cannot contain a NUL character.';
  if (CONTROL.test(name)) return 'A file name cannot contain control characters.';
  if (name.includes('/') || name.includes('\\')) {
    return `${name} is a path: only a file's own name can be sent, without / or \\.`;
  }
  if (name === '.' || name === '..') return `${name} is not a file name.`;
  const bytes = new TextEncoder().encode(name).length;
  if (bytes > GUEST_FILE_NAME_MAX_BYTES) {
    return `The file name is ${bytes} bytes long: at most ${GUEST_FILE_NAME_MAX_BYTES} can be sent.`;
  }
  if (guestOs === 'windows') {
    if (WINDOWS_RESERVED.test(name)) return `${name} is a name Windows keeps for a device: rename the file.`;
    if (WINDOWS_FORBIDDEN.test(name)) return `${name} has a character Windows refuses in file names (< > : " | ? *).`;
    if (/[. ]$/.test(name)) return `${name} ends in a dot or a space, which Windows drops: rename the file.`;
  }
  return null;
}

/**
 * Why a destination folder is not one for the guest's family, in plain words; null when it is: an absolute path
 * (`C:\…` or `\\server\share\…` in Windows, `/…` in Linux), no control characters, no `..` step.
 */
export function guestFolderProblem(folder: string, guestOs: GuestOs): string | null {
  if (folder.trim() === '') return 'Enter a folder, or leave it empty for the default.';
  if (CONTROL.test(folder)) return 'A folder cannot contain control characters.';
  const absolute = guestOs === 'windows' ? /^([A-Za-z]:\\|\\\\[^\\]+\\[^\\]+)/.test(folder) : folder.startsWith('/');
  if (!absolute) {
    return guestOs === 'windows'
      ? 'Enter a full Windows path that starts with a drive, such as C:\\Users\\Public\\Desktop.'
      : 'Enter a full Linux path that starts with /, such as /home/student.';
  }
  if (folder.split(/[\\/]/).includes('..')) return 'A folder cannot go up with "..": enter the folder itself.';
  return null;
}

/**
 * Where files go when the course sets no folder for the machine: the guest account's Desktop in Windows, its home
 * in Linux (/root for root).
 */
export function defaultGuestFileFolder(guestOs: GuestOs, account: string): string {
  if (guestOs === 'windows') return `C:\\Users\\${account}\\Desktop`;
  return account === 'root' ? '/root' : `/home/${account}`;
}
