import { callErrorText, createTimeout, type RosterStudent } from '@academy/api';
import { $instructorApi, reportInstructorUnauthorized } from '@academy/auth/instructor-api';
import { signedOut } from '@academy/bus';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { resendInvitation, revokeLink } from '../api';
import { COPIED_CONFIRMATION_MS, resentTextOf, revokedTextOf, usernameKeyOf } from '../lib';
import { $roster, $rosterClassId, rosterClosed, rosterOpened, rosterOutdated } from './roster';

/** What the instructor does with an invitation on the edit page: send it again, revoke its link, copy its link. */

export const resendClicked = createEvent<string>();
export const revokeClicked = createEvent<string>();
export const revokeCancelled = createEvent();
export const revokeConfirmed = createEvent();
export const linkCopyClicked = createEvent<string>();

export const resendFx = attach({ source: $instructorApi, effect: resendInvitation });
export const revokeFx = attach({ source: $instructorApi, effect: revokeLink });
reportInstructorUnauthorized([resendFx, revokeFx]);

/** Writes a student's link to the clipboard; answers their username. */
export const copyLinkFx = createEffect(async ({ username, link }: { username: string; link: string }) => {
  await navigator.clipboard.writeText(link);
  return username;
});
const copiedConfirmation = createTimeout();

/** The browser refused the clipboard (a permission, an insecure page): the link is shown, to copy by hand. */
export const LINK_NOT_COPIED_TEXT = 'The link could not be copied: select it and copy it yourself.';

const studentOf = (students: readonly RosterStudent[], username: string) =>
  students.find((student) => usernameKeyOf(student.username) === usernameKeyOf(username));

/** The student whose link waits for 'Revoke' to be confirmed. */
export const $revokeCandidate = createStore<RosterStudent | null>(null)
  .on(
    sample({
      clock: revokeClicked,
      source: $roster,
      fn: (roster, username) => studentOf(roster?.students ?? [], username) ?? null,
    }),
    (_, student) => student,
  )
  // Open until the call ends (its buttons wait meanwhile).
  .reset(revokeCancelled, revokeFx.finally, rosterOpened, rosterClosed, signedOut);

/** Usernames with a call under way: their buttons wait. */
export const $busyStudents = createStore<ReadonlySet<string>>(new Set())
  .on([resendFx, revokeFx], (busy, { username }) => new Set(busy).add(username))
  .on([resendFx.finally, revokeFx.finally], (busy, { params }) => {
    const next = new Set(busy);
    next.delete(params.username);
    return next;
  })
  .reset(rosterOpened, signedOut);

/** What the last call did ('A new invitation is on its way to …: the old link stopped working.'). */
export const $invitationNotice = createStore('')
  .on(
    sample({
      clock: resendFx.done,
      source: $roster,
      fn: (roster, { params }) => {
        const student = studentOf(roster?.students ?? [], params.username);
        return student ? resentTextOf(student, roster?.mail.enabled ?? true) : '';
      },
    }),
    (_, text) => text,
  )
  .on(
    sample({
      clock: revokeFx.done,
      fn: ({ params }) => revokedTextOf({ username: params.username }),
    }),
    (_, text) => text,
  )
  .reset(resendFx, revokeFx, rosterOpened, rosterClosed, signedOut);

/** The last call's failure (§8 'Server error.' / 'Client error.'), in the panel's banner. */
export const $invitationError = createStore('')
  .on([resendFx.failData, revokeFx.failData], (_, error) => callErrorText(error))
  .on(copyLinkFx.fail, () => LINK_NOT_COPIED_TEXT)
  .reset(resendFx, revokeFx, linkCopyClicked, rosterOpened, rosterClosed, signedOut);

/** The student whose link was copied a moment ago. */
export const $copiedUsername = createStore<string | null>(null)
  .on(copyLinkFx.doneData, (_, username) => username)
  .reset(copiedConfirmation.fired, rosterOpened, rosterClosed, signedOut);

sample({
  clock: resendClicked,
  source: $rosterClassId,
  filter: Boolean,
  fn: (classId, username) => ({ classId, username }),
  target: resendFx,
});
sample({
  clock: revokeConfirmed,
  source: { classId: $rosterClassId, student: $revokeCandidate },
  filter: ({ classId, student }) => classId !== null && student !== null,
  fn: ({ classId, student }) => ({ classId: classId as string, username: (student as RosterStudent).username }),
  target: revokeFx,
});
// The answer is not used: the roster read again shows the new state (and, mail off, the new link).
sample({ clock: [resendFx.finally, revokeFx.finally], target: rosterOutdated });

sample({
  clock: linkCopyClicked,
  source: $roster,
  filter: (roster, username) => typeof studentOf(roster?.students ?? [], username)?.link === 'string',
  fn: (roster, username) => ({ username, link: studentOf(roster?.students ?? [], username)?.link as string }),
  target: copyLinkFx,
});
sample({
  clock: copyLinkFx.done,
  fn: () => ({ delayMs: COPIED_CONFIRMATION_MS, payload: undefined }),
  target: copiedConfirmation.start,
});
sample({ clock: [rosterClosed, signedOut], target: copiedConfirmation.cancel });
