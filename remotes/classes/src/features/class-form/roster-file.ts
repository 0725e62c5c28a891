import { ROSTER_MAX_BYTES } from '@academy/api';
import { sizeText } from '@/shared/lib/roster/roster-problems';

/** A roster file the form refuses, with what to tell the instructor. */
export class RosterFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RosterFileError';
  }
}

/**
 * An uploaded roster's text, read in the browser (nothing is sent). A file over ROSTER_MAX_BYTES is refused by its
 * size before a byte of it is read; a file that is not UTF-8 (a spreadsheet's legacy "CSV" export) is refused rather
 * than its accented names shown wrong. Loaded on the first upload, not with the form.
 */
export async function readRosterFile(file: File): Promise<string> {
  if (file.size > ROSTER_MAX_BYTES) {
    throw new RosterFileError(
      `${file.name} is ${sizeText(file.size)}: a roster file is at most ${sizeText(ROSTER_MAX_BYTES)}.`,
    );
  }
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    throw new RosterFileError(`${file.name} could not be read.`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new RosterFileError(`${file.name} is not UTF-8 text: save it as "CSV UTF-8" and upload it again.`);
  }
}
