import type { InvitationStatus, RosterStudent } from '@academy/api';
import type { RosterStudentRecord, SignInLinkRecord } from '../../domain/ports/roster-storage';

/** Where the student's latest link and its invitation are, as the instructor's roster says it. */
function statusOf(link: SignInLinkRecord | undefined, mailEnabled: boolean): InvitationStatus {
  if (!link || link.endedAt !== null) return 'REVOKED';
  if (link.mailStatus === 'QUEUED') return mailEnabled ? 'QUEUED' : 'MAIL_OFF';
  return link.mailStatus;
}

/** A rostered student as their class's instructor sees them: never a passphrase, the link only while unsent. */
export function toRosterStudent(
  student: RosterStudentRecord,
  link: SignInLinkRecord | undefined,
  facts: { mailEnabled: boolean; expiresAt: Date },
): RosterStudent {
  const open = link !== undefined && link.endedAt === null;
  return {
    username: student.username,
    name: student.name ?? '',
    email: student.email ?? '',
    invitation: {
      status: statusOf(link, facts.mailEnabled),
      attempts: link?.attempts ?? 0,
      sentAt: link?.sentAt?.toISOString() ?? null,
      lastError: link?.mailStatus === 'SENT' ? null : (link?.lastError ?? null),
      expiresAt: facts.expiresAt.toISOString(),
    },
    link: open ? link.link : null,
    redeemedAt: link?.redeemedAt?.toISOString() ?? null,
  };
}
