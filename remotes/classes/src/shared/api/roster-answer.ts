import type { ClassRoster, InvitationStatus, PassphraseMode, RosterStudent } from '@academy/api';

/** Every invitation state the page shows (a new one is listed here, or the compiler says so). */
const INVITATION_STATUSES = {
  QUEUED: true,
  SENT: true,
  FAILED: true,
  MAIL_OFF: true,
  REVOKED: true,
} satisfies Record<InvitationStatus, true>;

const PASSPHRASE_MODES = { CLASS: true, PERSONAL: true } satisfies Record<PassphraseMode, true>;

/** What GET /api/training-class/{id}/roster answered that is not a roster: a failed read, 'Server error.' (§8). */
export class RosterAnswerError extends Error {
  constructor(what: string) {
    super(`The roster answer is not one: ${what}`);
    this.name = 'RosterAnswerError';
  }
}

type Fields = Record<string, unknown>;

function objectOf(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RosterAnswerError(what);
  return value as Fields;
}

function stringOf(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new RosterAnswerError(what);
  return value;
}

function nullableStringOf(value: unknown, what: string): string | null {
  return value === null ? null : stringOf(value, what);
}

function countOf(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new RosterAnswerError(what);
  return value;
}

function keyOf<Key extends string>(table: Record<Key, true>, value: unknown, what: string): Key {
  if (typeof value !== 'string' || !Object.hasOwn(table, value)) throw new RosterAnswerError(what);
  return value as Key;
}

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
 * are left out); anything else throws a RosterAnswerError, so the page says 'Server error.' and shows nothing wrong.
 */
export function parseClassRoster(body: unknown): ClassRoster {
  const roster = objectOf(body, 'the body');
  const mail = objectOf(roster.mail, 'mail');
  if (typeof mail.enabled !== 'boolean') throw new RosterAnswerError('mail.enabled');
  if (!Array.isArray(roster.students)) throw new RosterAnswerError('students');
  return {
    mail: { enabled: mail.enabled },
    passphraseMode: keyOf(PASSPHRASE_MODES, roster.passphraseMode, 'passphraseMode'),
    retentionDays: countOf(roster.retentionDays, 'retentionDays'),
    students: roster.students.map(studentOf),
  };
}
