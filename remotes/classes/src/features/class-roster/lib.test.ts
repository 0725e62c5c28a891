import type { InvitationStatus, RosterStudent } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { timeTextOf } from '@/shared/lib/time-text';
import { aRosterStudent } from '@/shared/testing/roster';
import { invitationTextOf, redeemedTextOf, studentLabelOf } from './lib';

const invitation = aRosterStudent().invitation;

/** Each invitation state as the panel says it. */
const INVITATION_CASES = {
  QUEUED: [{ ...invitation, status: 'QUEUED', sentAt: null }, 'Queued'],
  SENT: [{ ...invitation, status: 'SENT' }, `Sent ${timeTextOf('2026-11-20T09:00:00.000Z')}`],
  FAILED: [
    { ...invitation, status: 'FAILED', sentAt: null, attempts: 3, lastError: 'mailbox unavailable' },
    'Failed: mailbox unavailable (attempt 3)',
  ],
  MAIL_OFF: [{ ...invitation, status: 'MAIL_OFF', sentAt: null }, 'Mail off'],
  REVOKED: [{ ...invitation, status: 'REVOKED' }, 'Revoked'],
} satisfies Record<InvitationStatus, [RosterStudent['invitation'], string]>;

describe('invitationTextOf', () => {
  it.each(Object.entries(INVITATION_CASES))('%s reads as the panel says it', (_, [state, text]) => {
    expect(invitationTextOf(state)).toBe(text);
  });

  it('a failure the server gave no reason for still says it failed', () => {
    expect(invitationTextOf({ ...invitation, status: 'FAILED', lastError: null, attempts: 1 })).toBe(
      'Failed: not sent (attempt 1)',
    );
  });
});

describe('a student as the panel names them', () => {
  it('says when the link was first used, nothing before', () => {
    expect(redeemedTextOf({ redeemedAt: null })).toBe('');
    expect(redeemedTextOf({ redeemedAt: '2026-11-21T08:55:10.000Z' })).toBe(
      `Link used ${timeTextOf('2026-11-21T08:55:10.000Z')}`,
    );
  });

  it('by username without the domain, and name', () => {
    expect(studentLabelOf(aRosterStudent())).toBe('java-101-01 (Lee, Ann)');
  });
});
