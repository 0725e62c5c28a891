import { callErrorText, createAsyncGroup, type PassphraseMode, type RosterRowInput } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchClassRoster } from '@/shared/api/class-roster';
import { ROSTER_KEPT_TEXT } from '@/shared/lib/roster/roster-problems';
import { checkRosterText, isRosterValid, rosterRowsOf } from '@/shared/lib/roster/roster-rows';
import { formatRosterText } from '@/shared/lib/roster/roster-text';
import type { RosterPart } from './lib';

/**
 * The class form's Students field: the roster typed, pasted or uploaded, checked as it changes; the passphrase choice;
 * for an edited class, its roster read from the server first. With a roster, Attendees is its row count.
 */

/** The roster a class has (or '' and the class's mode for a class without one). */
export interface RosterBase {
  text: string;
  passphraseMode: PassphraseMode;
}

export interface RosterFieldOpening {
  /** The edited class, or null for a new class. */
  classId: string | null;
  /** How many students the edited class names (0 without a roster, or from an older server). */
  rosterSize: number;
  /** The edited class's passphrase mode, when the server told it. */
  passphraseMode: PassphraseMode;
  /** What a draft kept of the field (null: unchanged). */
  draft: { roster: string | null; passphraseMode: PassphraseMode | null };
}

export const rosterFieldOpened = createEvent<RosterFieldOpening>();
export const rosterFieldClosed = createEvent();
export const rosterTyped = createEvent<string>();
export const rosterFileChosen = createEvent<File>();
export const passphraseModeChosen = createEvent<PassphraseMode>();
export const rosterRetryClicked = createEvent();

export const fetchFormRosterFx = attach({ source: $instructorApi, effect: fetchClassRoster });
reportInstructorUnauthorized([fetchFormRosterFx]);

/** Reads an uploaded file in the browser; the reading code is its own chunk, fetched on the first upload. */
export const readRosterFileFx = createEffect(async (file: File): Promise<string> => {
  const { readRosterFile } = await import('./roster-file');
  return readRosterFile(file);
});

const $opening = createStore<RosterFieldOpening | null>(null)
  .on(rosterFieldOpened, (_, opening) => opening)
  .reset(rosterFieldClosed, signedOut);

/** An edited class's roster arrived (a late answer for a form opened since is dropped). */
const rosterRead = sample({
  clock: fetchFormRosterFx.done,
  source: $opening,
  filter: (opening, { params }) => opening?.classId === params,
  fn: (opening, { result }) => ({ roster: result, draft: (opening as RosterFieldOpening).draft }),
});

const NO_ROSTER: RosterBase = { text: '', passphraseMode: 'CLASS' };

/** The class's roster as it was before anything was typed; null while an edited class's roster is being read. */
export const $rosterBase = createStore<RosterBase | null>(NO_ROSTER)
  .on(rosterFieldOpened, (_, { rosterSize, passphraseMode }) => (rosterSize > 0 ? null : { text: '', passphraseMode }))
  .on(rosterRead, (_, { roster }) => ({
    text: formatRosterText(roster.students),
    passphraseMode: roster.passphraseMode,
  }))
  .reset(rosterFieldClosed, signedOut);

export const { $status: $rosterReadStatus, $error: $rosterReadError } = createAsyncGroup(
  [fetchFormRosterFx],
  callErrorText,
  [rosterFieldOpened, rosterFieldClosed, signedOut],
);

/** While an edited class's roster is unknown the field waits: nothing typed could be compared with it. */
export const $isRosterWaiting = $rosterBase.map((base) => base === null);

export const $rosterText = createStore('')
  .on(rosterFieldOpened, (_, { draft }) => draft.roster ?? '')
  .on(rosterTyped, (_, text) => text)
  .on(readRosterFileFx.doneData, (_, text) => text)
  .reset(rosterFieldClosed, signedOut);

export const $passphraseChoice = createStore<PassphraseMode>('CLASS')
  .on(rosterFieldOpened, (_, { passphraseMode, draft }) => draft.passphraseMode ?? passphraseMode)
  .on(passphraseModeChosen, (_, mode) => mode)
  .reset(rosterFieldClosed, signedOut);

// The class's own roster fills the field, unless a draft kept what was typed instead.
sample({
  clock: rosterFieldOpened,
  filter: ({ classId, rosterSize }) => classId !== null && rosterSize > 0,
  fn: ({ classId }) => classId as string,
  target: fetchFormRosterFx,
});
sample({
  clock: rosterRetryClicked,
  source: $opening,
  filter: (opening) => opening?.classId != null,
  fn: (opening) => opening?.classId as string,
  target: fetchFormRosterFx,
});
sample({
  clock: rosterRead,
  filter: ({ draft }) => draft.roster === null,
  fn: ({ roster }) => formatRosterText(roster.students),
  target: $rosterText,
});
sample({
  clock: rosterRead,
  filter: ({ draft }) => draft.passphraseMode === null,
  fn: ({ roster }) => roster.passphraseMode,
  target: $passphraseChoice,
});

/** A file's refusal ('… is 5.0 MB: a roster file is at most 64 KB.'), until the field changes again. */
export const $rosterFileError = createStore('')
  .on(readRosterFileFx.failData, (_, error) => (error instanceof Error ? error.message : String(error)))
  .reset(rosterTyped, readRosterFileFx, rosterFieldOpened, rosterFieldClosed, signedOut);
sample({ clock: rosterFileChosen, target: readRosterFileFx });

/** The roster as read and checked: its rows, each with its problem, and what is wrong with it as a whole. */
export const $rosterCheck = $rosterText.map(checkRosterText);

const $baseRowCount = $rosterBase.map((base) => (base ? checkRosterText(base.text).lines.length : 0));

/** Everything in the way of saving the roster, roster-wide first: the field's messages besides its rows' own. */
export const $rosterMessages = combine(
  { check: $rosterCheck, fileError: $rosterFileError, baseRows: $baseRowCount, readError: $rosterReadError },
  ({ check, fileError, baseRows, readError }): string[] => [
    ...(readError ? [`The class's students could not be read: ${readError}`] : []),
    ...(fileError ? [fileError] : []),
    ...check.messages,
    ...(baseRows > 0 && check.lines.length === 0 ? [ROSTER_KEPT_TEXT] : []),
  ],
);

/** Whether a save may send the roster: known (an edited class's is read first), with nothing wrong. */
export const $isRosterValid = combine(
  { base: $rosterBase, check: $rosterCheck, messages: $rosterMessages },
  ({ base, check, messages }) => base !== null && messages.length === 0 && isRosterValid(check),
);

/** The passphrase choice as shown: 'A personal passphrase per student' only with a roster. */
export const $shownPassphraseMode = combine(
  { choice: $passphraseChoice, check: $rosterCheck, isWaiting: $isRosterWaiting },
  ({ choice, check, isWaiting }): PassphraseMode => (isWaiting || check.lines.length > 0 ? choice : 'CLASS'),
);

/**
 * Attendees while a roster decides it: its row count, or the edited class's own while its roster is read. Null
 * without a roster: the Attendees select, as ever.
 */
export const $rosterAttendees = combine($rosterCheck, $opening, $rosterBase, (check, opening, base) => {
  if (base === null) return opening ? opening.rosterSize : null;
  return check.lines.length > 0 ? check.lines.length : null;
});

const sameRows = (a: readonly RosterRowInput[], b: readonly RosterRowInput[]) =>
  a.length === b.length && a.every((row, index) => row.name === b[index]?.name && row.email === b[index]?.email);

/**
 * What a save sends of the roster: nothing while there is none (the body of spec §7) or while it is unknown (the class
 * keeps its own); the rows when new or changed (an unchanged roster is left out: students added on the monitor
 * meanwhile stay); the passphrase choice with any roster.
 */
export const $rosterPart = combine(
  $rosterCheck,
  $rosterBase,
  $passphraseChoice,
  $rosterAttendees,
  (check, base, passphraseMode, attendees): RosterPart => {
    if (base === null || check.lines.length === 0) return { attendees };
    const rows = rosterRowsOf(check);
    const isChanged = !sameRows(rows, rosterRowsOf(checkRosterText(base.text)));
    return { attendees, ...(isChanged ? { roster: rows } : {}), passphraseMode };
  },
);
