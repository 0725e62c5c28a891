import { MAX_ATTENDEES, ROSTER_MAX_BYTES, ROSTER_NAME_MAX_LENGTH, type RosterRowInput } from '@academy/api';
import { isEmailAddress } from '@academy/class-rules';
import { type RowProblem, rosterTooLargeText, rowProblemText, tooManyStudentsText } from './roster-problems';
import { type RosterRecord, splitRosterText } from './roster-text';

/** One student's row of a roster as read: its line, its name and address (trimmed), and its first problem. */
export interface RosterLine extends RosterRowInput {
  line: number;
  /** "Row 3: 'bob@' is not an e-mail address."; null for a good row. */
  problem: string | null;
}

/** A roster's text as read: its students' rows, and what is wrong with it as a whole. */
export interface RosterCheck {
  lines: RosterLine[];
  /** What concerns the whole roster ('15 students at most: …', too large); row problems are on their lines. */
  messages: string[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: a name must hold none of them (C0, DEL and C1)
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/** The first thing wrong with a student's name, or null. */
export function nameProblemOf(name: string): RowProblem | null {
  if (name === '') return { kind: 'nameMissing' };
  if (CONTROL_CHARACTER.test(name)) return { kind: 'nameControl' };
  if (name.length > ROSTER_NAME_MAX_LENGTH) return { kind: 'nameTooLong' };
  return null;
}

/** The first thing wrong with a student's address on its own (the class's e-mail rule), or null. */
export function emailProblemOf(email: string): RowProblem | null {
  if (email === '') return { kind: 'emailMissing' };
  return isEmailAddress(email) ? null : { kind: 'emailInvalid', email };
}

/** An address as compared for duplicates: e-mail addresses are the same in any case. */
export function emailKeyOf(email: string): string {
  return email.toLowerCase();
}

const NAME_HEADINGS = new Set(['name', 'names', 'full name', 'student', 'student name']);
const EMAIL_HEADINGS = new Set(['email', 'e-mail', 'mail', 'email address', 'e-mail address']);

const headingOf = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/** Where a header row puts the name and the address ('name,email', 'E-mail;Name;Company'), or null for a student's row. */
function headerColumnsOf(record: RosterRecord): { name: number; email: number } | null {
  const headings = record.cells.map(headingOf);
  const name = headings.findIndex((heading) => NAME_HEADINGS.has(heading));
  const email = headings.findIndex((heading) => EMAIL_HEADINGS.has(heading));
  return name < 0 || email < 0 ? null : { name, email };
}

/** A row without a header: name then address; an address alone, or first, is taken for what it is. */
function rowOfCells(cells: readonly string[]): { row: RosterRowInput; problem: RowProblem | null } {
  const trimmed = cells.map((cell) => cell.trim());
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop();
  const [first = '', second = ''] = trimmed;
  if (trimmed.length > 2)
    return { row: { name: first, email: second }, problem: { kind: 'cellCount', cells: trimmed.length } };
  if (trimmed.length === 1 && first.includes('@')) return { row: { name: '', email: first }, problem: null };
  if (isEmailAddress(first) && !isEmailAddress(second)) return { row: { name: second, email: first }, problem: null };
  return { row: { name: first, email: second }, problem: null };
}

function tooLargeCheck(text: string): RosterCheck | null {
  // A character is at least one byte: a text that long is over without being measured.
  const bytes = text.length > ROSTER_MAX_BYTES ? text.length : new TextEncoder().encode(text).length;
  return bytes > ROSTER_MAX_BYTES ? { lines: [], messages: [rosterTooLargeText(bytes)] } : null;
}

/**
 * A roster's text read and checked by the rules the server applies: each row's first problem on its line (a
 * missing, too long or invisible-charactered name, an address that is not one, the same address twice in any case),
 * and at most MAX_ATTENDEES rows. A header row naming the columns is skipped, and says which column is which.
 * A text over ROSTER_MAX_BYTES is refused unread.
 */
export function checkRosterText(text: string): RosterCheck {
  const tooLarge = tooLargeCheck(text);
  if (tooLarge) return tooLarge;
  const records = splitRosterText(text);
  const header = records[0] ? headerColumnsOf(records[0]) : null;
  const firstLineOf = new Map<string, number>();
  const lines = (header ? records.slice(1) : records).map(({ line, cells }): RosterLine => {
    const read = header
      ? { row: { name: (cells[header.name] ?? '').trim(), email: (cells[header.email] ?? '').trim() }, problem: null }
      : rowOfCells(cells);
    const { name, email } = read.row;
    const firstLine = email === '' ? undefined : firstLineOf.get(emailKeyOf(email));
    if (email !== '' && firstLine === undefined) firstLineOf.set(emailKeyOf(email), line);
    const problem =
      read.problem ??
      nameProblemOf(name) ??
      emailProblemOf(email) ??
      (firstLine === undefined ? null : { kind: 'emailOnRow' as const, email, line: firstLine });
    return { line, name, email, problem: problem ? rowProblemText(line, problem) : null };
  });
  return { lines, messages: lines.length > MAX_ATTENDEES ? [tooManyStudentsText(lines.length)] : [] };
}

/** Whether the roster can be saved as read: no row problem and no message. */
export function isRosterValid(check: RosterCheck): boolean {
  return check.messages.length === 0 && check.lines.every((line) => line.problem === null);
}

/** The rows a valid roster sends (TrainingClassInput.roster). */
export function rosterRowsOf(check: RosterCheck): RosterRowInput[] {
  return check.lines.map(({ name, email }) => ({ name, email }));
}
