import { type InvitationStatus, MAX_ATTENDEES, type RosterRowInput, type RosterStudent } from '@academy/api';
import { classFullText, fieldProblemText, type RowProblem } from '@/shared/lib/roster/roster-problems';
import { emailKeyOf, emailProblemOf, nameProblemOf } from '@/shared/lib/roster/roster-rows';
import { timeTextOf } from '@/shared/lib/time-text';
import { usernameOf } from '@/shared/lib/username';

/** How long a copy button says 'Copied'. */
export const COPIED_CONFIRMATION_MS = 2_000;
/** How often the panel reads the roster again while an invitation waits to be sent. */
export const ROSTER_REFRESH_MS = 5_000;

/** Where each invitation is, as the panel says it ('Sent 20 Nov 2026, 09:00:00'). */
const INVITATION_TEXTS = {
  QUEUED: () => 'Queued',
  SENT: ({ sentAt }) => (sentAt ? `Sent ${timeTextOf(sentAt)}` : 'Sent'),
  FAILED: ({ lastError, attempts }) => `Failed: ${lastError ?? 'not sent'} (attempt ${attempts})`,
  MAIL_OFF: () => 'Mail off',
  REVOKED: () => 'Revoked',
} satisfies Record<InvitationStatus, (invitation: RosterStudent['invitation']) => string>;

export function invitationTextOf(invitation: RosterStudent['invitation']): string {
  return INVITATION_TEXTS[invitation.status](invitation);
}

/** 'Link used 21 Nov 2026, 08:55:10', once the student signed in with it; '' before. */
export function redeemedTextOf(student: Pick<RosterStudent, 'redeemedAt'>): string {
  return student.redeemedAt ? `Link used ${timeTextOf(student.redeemedAt)}` : '';
}

/** 'java-101-03 (Ann Lee)': a student as a dialog names them. */
export function studentLabelOf(student: Pick<RosterStudent, 'username' | 'name'>): string {
  return `${usernameOf(student.username)} (${student.name})`;
}

/** After 'Send again': the old link stopped working, and where the new one is. */
export function resentTextOf(student: Pick<RosterStudent, 'username' | 'email'>, isMailOn: boolean): string {
  return isMailOn
    ? `A new invitation is on its way to ${student.email}: the old link stopped working.`
    : `A new link for ${usernameOf(student.username)} is ready to copy: the old link stopped working.`;
}

export function revokedTextOf(student: Pick<RosterStudent, 'username'>): string {
  return `The link of ${usernameOf(student.username)} stopped working. 'Send again' gives them a new one.`;
}

/** Whether any invitation waits to be sent: its state is worth reading again soon. */
export function hasQueuedInvitation(students: readonly RosterStudent[]): boolean {
  return students.some(({ invitation }) => invitation.status === 'QUEUED');
}

/** The 'Add a student' form's messages: each field's, and the class's when it is full. */
export interface NewStudentProblems {
  name: string | null;
  email: string | null;
  class: string | null;
}

const textOf = (problem: RowProblem | null) => (problem ? fieldProblemText(problem) : null);

/** A new student checked as the class form checks its rows, and against the class's students. */
export function newStudentProblemsOf(row: RosterRowInput, students: readonly RosterStudent[]): NewStudentProblems {
  const name = row.name.trim();
  const email = row.email.trim();
  const taken = students.find((student) => emailKeyOf(student.email) === emailKeyOf(email));
  return {
    name: textOf(nameProblemOf(name)),
    email: textOf(
      emailProblemOf(email) ?? (taken ? { kind: 'emailInClass', email, username: usernameOf(taken.username) } : null),
    ),
    class: students.length >= MAX_ATTENDEES ? classFullText(students.length) : null,
  };
}

export function hasNoProblem(problems: NewStudentProblems): boolean {
  return problems.name === null && problems.email === null && problems.class === null;
}

/** A username as the roster's key: the same in any case. */
export function usernameKeyOf(username: string): string {
  return username.toLowerCase();
}
