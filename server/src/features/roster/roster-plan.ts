import type { PassphraseMode, RosterRowInput } from '@academy/api';
import { studentUsername } from '../../domain/credentials';
import type { RosterStudentRecord } from '../../domain/ports/roster-storage';

/** What saving a roster changes: who stays (their name and passphrase as saved), who comes, who goes. */
export interface RosterPlan {
  kept: RosterStudentRecord[];
  added: RosterStudentRecord[];
  removed: RosterStudentRecord[];
  /** The class's usernames after: the roster's, by number. */
  usernames: string[];
}

export interface RosterPlanInput {
  classId: string;
  slug: string;
  loginDomain: string;
  /** The students on the roster now. */
  current: readonly RosterStudentRecord[];
  /** Every number given in the class so far, removed students' included. */
  taken: readonly number[];
  rows: readonly RosterRowInput[];
  mode: PassphraseMode;
  newPassphrase: () => string;
}

/** Numbers from 1 up that are not in `taken`, marking each as taken as it is handed out. */
function* freeNumbers(taken: Set<number>): Generator<number> {
  for (let number = 1; ; number += 1) {
    if (taken.has(number)) continue;
    taken.add(number);
    yield number;
  }
}

function next(numbers: Generator<number>): number {
  const { value } = numbers.next();
  if (value === undefined) throw new Error('unreachable: free numbers are endless');
  return value;
}

/**
 * Rows matched to the roster by address (case aside): a kept student keeps their username, lab and link; a new row
 * takes the lowest number never given in the class; a student no row names is removed. In PERSONAL mode every
 * student has a passphrase of their own (a kept one keeps theirs); in CLASS mode none has.
 */
export function planRoster(input: RosterPlanInput): RosterPlan {
  const byAddress = new Map(
    input.current.flatMap((student) => (student.email === null ? [] : [[student.email.toLowerCase(), student]])),
  );
  const numbers = freeNumbers(new Set(input.taken));
  const passphrase = (own: string | null) => (input.mode === 'PERSONAL' ? (own ?? input.newPassphrase()) : null);
  const kept: RosterStudentRecord[] = [];
  const added: RosterStudentRecord[] = [];
  for (const row of input.rows) {
    const existing = byAddress.get(row.email.toLowerCase());
    if (existing) {
      byAddress.delete(row.email.toLowerCase());
      kept.push({ ...existing, name: row.name, email: row.email, passphrase: passphrase(existing.passphrase) });
      continue;
    }
    const number = next(numbers);
    added.push({
      classId: input.classId,
      username: studentUsername(input.slug, number, input.loginDomain),
      number,
      name: row.name,
      email: row.email,
      passphrase: passphrase(null),
    });
  }
  const staying = new Set([...kept, ...added].map((student) => student.username));
  return {
    kept,
    added,
    removed: input.current.filter((student) => !staying.has(student.username)),
    usernames: [...kept, ...added].sort((a, b) => a.number - b.number).map((student) => student.username),
  };
}

/**
 * The roster as it is, when a class's save does not send one: no one comes or goes (a roster erased after its class
 * ended included); only the passphrases follow the mode.
 */
export function keepRoster(input: Pick<RosterPlanInput, 'current' | 'mode' | 'newPassphrase'>): RosterPlan {
  const kept = input.current.map((student) => ({
    ...student,
    passphrase: input.mode === 'PERSONAL' ? (student.passphrase ?? input.newPassphrase()) : null,
  }));
  return { kept, added: [], removed: [], usernames: kept.map((student) => student.username) };
}

const NUMBER_OF_USERNAME = /-(\d+)@[^@]*$/;

/**
 * The usernames of a class without a roster whose roster had students once: its unnamed usernames are kept up to
 * `attendees`, and more take numbers never given in the class, so no one ever gets a removed student's lab.
 */
export function unnamedUsernames(input: {
  emails: readonly string[];
  attendees: number;
  taken: readonly number[];
  slug: string;
  loginDomain: string;
}): string[] {
  const rostered = new Set(input.taken);
  const numberOf = (username: string) => Number(NUMBER_OF_USERNAME.exec(username)?.[1] ?? Number.NaN);
  const kept = input.emails.filter((username) => !rostered.has(numberOf(username))).slice(0, input.attendees);
  const numbers = freeNumbers(new Set([...input.taken, ...kept.map(numberOf)]));
  const more = Array.from({ length: input.attendees - kept.length }, () =>
    studentUsername(input.slug, next(numbers), input.loginDomain),
  );
  return [...kept, ...more];
}
