import {
  type JoinInput,
  MAX_ATTENDEES,
  type PassphraseMode,
  ROSTER_NAME_MAX_LENGTH,
  type RosterRowInput,
} from '@academy/api';
import { isEmailAddress } from '@academy/class-rules';
import { hasAnyControlCharacter } from '../../routes/input/control-characters';
import { inputProblem, type JsonObject, type Parsed, parseJsonObject } from '../../routes/input/json-fields';

const PASSPHRASE_MODES: readonly PassphraseMode[] = ['CLASS', 'PERSONAL'];
/** How much of a refused address a message repeats: enough to find it, never a whole hostile value. */
const SHOWN_LENGTH = 60;

/** A refused value as a message repeats it: control characters made visible, cut short. */
function shown(value: string): string {
  const visible = value.replace(/\p{Cc}/gu, '\uFFFD');
  return visible.length > SHOWN_LENGTH ? `${visible.slice(0, SHOWN_LENGTH)}…` : visible;
}

/** One row read, or what is wrong with it (without the row's number). */
function readRow(row: unknown): RosterRowInput | string {
  const { name, email } = typeof row === 'object' && row !== null ? (row as JsonObject) : {};
  if (typeof name !== 'string' || typeof email !== 'string') return 'it must be { "name": "…", "email": "…" }.';
  const trimmedName = name.trim();
  const trimmedEmail = email.trim();
  if (trimmedName === '') return 'the name is empty.';
  if (hasAnyControlCharacter(trimmedName)) return 'the name contains control characters.';
  if (trimmedName.length > ROSTER_NAME_MAX_LENGTH) {
    return `the name is longer than ${ROSTER_NAME_MAX_LENGTH} characters.`;
  }
  if (!isEmailAddress(trimmedEmail)) return `'${shown(trimmedEmail)}' is not an e-mail address.`;
  return { name: trimmedName, email: trimmedEmail };
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A roster's rows, every one valid and no address twice (case aside), or the first problem, named by its row. */
export function parseRosterRows(value: unknown): Parsed<RosterRowInput[]> {
  if (!Array.isArray(value)) return { ok: false, problem: 'roster must be a list of { "name", "email" } rows.' };
  if (value.length > MAX_ATTENDEES) {
    return { ok: false, problem: `${MAX_ATTENDEES} students at most: this roster has ${value.length}.` };
  }
  const rows: RosterRowInput[] = [];
  const rowOfAddress = new Map<string, number>();
  for (const [index, raw] of value.entries()) {
    const row = readRow(raw);
    if (typeof row === 'string') return { ok: false, problem: `Row ${index + 1}: ${row}` };
    const first = rowOfAddress.get(row.email.toLowerCase());
    if (first !== undefined) {
      return { ok: false, problem: `Row ${index + 1}: ${shown(row.email)} is already on row ${first}.` };
    }
    rowOfAddress.set(row.email.toLowerCase(), index + 1);
    rows.push(row);
  }
  return { ok: true, value: rows };
}

/** The class body's `roster`, when sent (a reader of parseJsonObject). */
export function readRoster(fields: JsonObject): RosterRowInput[] | undefined {
  if (fields.roster === undefined) return undefined;
  const rows = parseRosterRows(fields.roster);
  if (!rows.ok) throw inputProblem(rows.problem);
  return rows.value;
}

/** The class body's `passphraseMode`, when sent (a reader of parseJsonObject). */
export function readPassphraseMode(fields: JsonObject): PassphraseMode | undefined {
  const { passphraseMode } = fields;
  if (passphraseMode === undefined) return undefined;
  const mode = PASSPHRASE_MODES.find((known) => known === passphraseMode);
  if (!mode) throw inputProblem(`passphraseMode must be one of ${PASSPHRASE_MODES.join(', ')}.`);
  return mode;
}

/** The body of POST /api/training-class/{id}/roster: one student. */
export function parseNewStudent(body: unknown): Parsed<RosterRowInput> {
  return parseJsonObject(body, (fields) => {
    const row = readRow(fields);
    if (typeof row === 'string') throw inputProblem(sentence(row));
    return row;
  });
}

/** A token as sign-in links carry it: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The body of POST /api/training-class/join; a token of the wrong shape is read as one that is not valid. */
export function parseJoinInput(body: unknown): Parsed<JoinInput & { wellFormed: boolean }> {
  return parseJsonObject(body, ({ token }) => {
    if (typeof token !== 'string')
      throw inputProblem('The body must be { "token": "<the token of the sign-in link>" }.');
    return { token, wellFormed: TOKEN.test(token) };
  });
}
