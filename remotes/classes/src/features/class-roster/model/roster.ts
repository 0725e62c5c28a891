import { type ClassRoster, callErrorText, createTimeout } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchClassRoster } from '../api';
import { hasQueuedInvitation, ROSTER_REFRESH_MS, usernameKeyOf } from '../lib';

/** A class's roster as its pages show it: read on opening, after every change made here, and while mail is on its way. */

export interface RosterOpening {
  classId: string;
  /** The page shows the invitations: while one is queued, the roster is read again every ROSTER_REFRESH_MS. */
  followsInvitations: boolean;
}

export const rosterOpened = createEvent<RosterOpening>();
export const rosterClosed = createEvent();
/** Something may have changed the roster (the monitor's push channel reopened, a student appeared): read it again. */
export const rosterOutdated = createEvent();
/** The usernames of the class's labs, as the monitor shows them: one the roster does not know was added elsewhere. */
export const labsSeen = createEvent<readonly string[]>();

export const fetchRosterFx = attach({ source: $instructorApi, effect: fetchClassRoster });
reportInstructorUnauthorized([fetchRosterFx]);

const refresh = createTimeout();

const $opening = createStore<RosterOpening | null>(null)
  .on(rosterOpened, (_, opening) => opening)
  .reset(rosterClosed, signedOut);
/** The class whose roster is open; null while none is. */
export const $rosterClassId = $opening.map((opening) => opening?.classId ?? null);

/** The roster last read; null before. */
export const $roster = createStore<ClassRoster | null>(null)
  .on(
    sample({
      clock: fetchRosterFx.done,
      source: $rosterClassId,
      filter: (classId, { params }) => classId === params,
      fn: (_, { result }) => result,
    }),
    (_, roster) => roster,
  )
  .reset(rosterOpened, rosterClosed, signedOut);

/** The last read's failure ('Server error.'): what was read before stays shown under it. */
export const $rosterError = createStore('')
  .on(fetchRosterFx.failData, (_, error) => callErrorText(error))
  .reset(rosterOpened, rosterClosed, fetchRosterFx.done, signedOut);

/** Each rostered student's name by their username (in any case), for the monitor's cards. */
export const $namesByUsername = $roster.map((roster) =>
  Object.fromEntries((roster?.students ?? []).map(({ username, name }) => [usernameKeyOf(username), name])),
);

sample({ clock: rosterOpened, fn: ({ classId }) => classId, target: fetchRosterFx });
sample({ clock: rosterOutdated, source: $rosterClassId, filter: Boolean, target: fetchRosterFx });

// While an invitation is queued, its state is read again a moment later; closing the page stops it.
sample({
  clock: $roster.updates,
  source: $opening,
  filter: (opening, roster) => Boolean(opening?.followsInvitations) && hasQueuedInvitation(roster?.students ?? []),
  fn: () => ({ delayMs: ROSTER_REFRESH_MS, payload: undefined }),
  target: refresh.start,
});
sample({
  clock: $roster.updates,
  filter: (roster) => !hasQueuedInvitation(roster?.students ?? []),
  target: refresh.cancel,
});
sample({ clock: refresh.fired, source: $rosterClassId, filter: Boolean, target: fetchRosterFx });
sample({ clock: [rosterOpened, rosterClosed, signedOut], target: refresh.cancel });

/** Usernames already asked about: a lab the roster does not name (a numbered one) is not asked about again. */
const $askedAbout = createStore<ReadonlySet<string>>(new Set()).reset(rosterOpened, rosterClosed, signedOut);
const unknownSeen = sample({
  clock: labsSeen,
  source: { roster: $roster, asked: $askedAbout, names: $namesByUsername },
  filter: ({ roster, asked, names }, usernames) =>
    roster !== null &&
    usernames.some((username) => !(usernameKeyOf(username) in names) && !asked.has(usernameKeyOf(username))),
  fn: ({ asked }, usernames) => new Set([...asked, ...usernames.map(usernameKeyOf)]),
});
sample({ clock: unknownSeen, target: [$askedAbout, rosterOutdated] });
