import { MAX_ATTENDEES, ROSTER_MAX_BYTES, ROSTER_NAME_MAX_LENGTH } from '@academy/api';

/** What can be wrong with one student's row (a pasted line, or the monitor's 'Add a student'). */
export type RowProblem =
  | { kind: 'nameMissing' }
  | { kind: 'nameTooLong' }
  | { kind: 'nameControl' }
  | { kind: 'emailMissing' }
  | { kind: 'emailInvalid'; email: string }
  /** The address is already the roster's, on an earlier row. */
  | { kind: 'emailOnRow'; email: string; line: number }
  /** The address is already a student's of the class (the monitor's add). */
  | { kind: 'emailInClass'; email: string; username: string }
  | { kind: 'cellCount'; cells: number };

/** A value as a message quotes it: invisible characters shown, a long one cut. */
function shown(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a message must not print as they are
  const visible = value.replace(/[\u0000-\u001F\u007F-\u009F]/g, '\uFFFD');
  return visible.length > 60 ? `${visible.slice(0, 59)}…` : visible;
}

/** Each problem as the end of a sentence: 'Row 3: …' puts the row first, a field's message capitalises it. */
const PROBLEM_TEXTS = {
  nameMissing: () => 'the name is missing.',
  nameTooLong: () => `the name is longer than ${ROSTER_NAME_MAX_LENGTH} characters.`,
  nameControl: () => 'the name holds a control character (a tab, a line break or another invisible one).',
  emailMissing: () => 'the e-mail address is missing.',
  emailInvalid: ({ email }) => `'${shown(email)}' is not an e-mail address.`,
  emailOnRow: ({ email, line }) => `${shown(email)} is already on row ${line}.`,
  emailInClass: ({ email, username }) => `${shown(email)} is already in the class (${username}).`,
  cellCount: ({ cells }) => `a row holds a name and an e-mail address; this one has ${cells} cells.`,
} satisfies { [Kind in RowProblem['kind']]: (problem: Extract<RowProblem, { kind: Kind }>) => string };

function problemText(problem: RowProblem): string {
  return (PROBLEM_TEXTS[problem.kind] as (problem: RowProblem) => string)(problem);
}

/** "Row 3: 'bob@' is not an e-mail address." */
export function rowProblemText(line: number, problem: RowProblem): string {
  return `Row ${line}: ${problemText(problem)}`;
}

/** "'bob@' is not an e-mail address.", "The name is missing.": a field's own message. */
export function fieldProblemText(problem: RowProblem): string {
  const text = problemText(problem);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "15 students at most: this roster has 17." */
export function tooManyStudentsText(count: number): string {
  return `${MAX_ATTENDEES} students at most: this roster has ${count}.`;
}

/** "15 students at most: the class has 15." (the monitor's add, on a full class) */
export function classFullText(count: number): string {
  return `${MAX_ATTENDEES} students at most: the class has ${count}.`;
}

/** Bytes as a person reads them: '512 bytes', '64 KB', '5.2 MB' (KB = 1024 bytes). */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A pasted roster over ROSTER_MAX_BYTES (it is not read: nothing of it could be saved). */
export function rosterTooLargeText(bytes: number): string {
  return `A roster is at most ${sizeText(ROSTER_MAX_BYTES)} of text; this one is ${sizeText(bytes)}.`;
}

/** A class with named students keeps a roster: emptying it would leave the form without attendees. */
export const ROSTER_KEPT_TEXT =
  'This class has named students: keep at least one row (a student is removed on the class monitor).';
