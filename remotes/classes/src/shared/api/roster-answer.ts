import {
  answerReader,
  type ClassRoster,
  type InvitationStatus,
  type PassphraseMode,
  type RosterStudent,
} from '@academy/api';

/** Every invitation state the page shows (a new one is listed here, or the compiler says so). */
const INVITATION_STATUSES = {
  QUEUED: true,
  SENT: true,
  FAILED: true,
  MAIL_OFF: true,
  REVOKED: true,
} satisfies Record<InvitationStatus, true>;

const PASSPHRASE_MODES = { CLASS: true, PERSONAL: true } satisfies Record<PassphraseMode, true>;

/** What GET /api/training-class/{id}/roster answered that is not a roster throws an AnswerError: 'Server error.' (§8). */
const { objectOf, stringOf, nullableStringOf, booleanOf, countOf, keyOf, arrayOf } = answerReader('roster');

function studentOf(value: unknown, index: number): RosterStudent {
  const what = `students[${index}]`;
  const student = objectOf(value, what);
  const invitation = objectOf(student.invitation, `${what}.invitation`);
  return {
    username: stringOf(student.username, `${what}.username`),
    name: stringOf(student.name, `${what}.name`),
    email: stringOf(student.email, `${what}.email`),
    invitation: {
      status: keyOf(INVITATION_STATUSES, invitation.status, `${what}.invitation.status`),
      attempts: countOf(invitation.attempts, `${what}.invitation.attempts`),
      sentAt: nullableStringOf(invitation.sentAt, `${what}.invitation.sentAt`),
      lastError: nullableStringOf(invitation.lastError, `${what}.invitation.lastError`),
      expiresAt: stringOf(invitation.expiresAt, `${what}.invitation.expiresAt`),
    },
    link: nullableStringOf(student.link, `${what}.link`),
    redeemedAt: nullableStringOf(student.redeemedAt, `${what}.redeemedAt`),
  };
}

/**
 * GET /api/training-class/{id}/roster's body as the ClassRoster it must be, field by field (fields it does not know
 * are left out); anything else throws an AnswerError, so the page says 'Server error.' and shows nothing wrong.
 */
export function parseClassRoster(body: unknown): ClassRoster {
  const roster = objectOf(body, 'the body');
  const mail = objectOf(roster.mail, 'mail');
  return {
    mail: { enabled: booleanOf(mail.enabled, 'mail.enabled') },
    passphraseMode: keyOf(PASSPHRASE_MODES, roster.passphraseMode, 'passphraseMode'),
    retentionDays: countOf(roster.retentionDays, 'retentionDays'),
    students: arrayOf(roster.students, 'students').map(studentOf),
  };
}
