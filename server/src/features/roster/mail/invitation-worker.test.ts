import { describe, expect, it } from '@rstest/core';
import { silentLogger } from '../../../../test-support/silent-logger';
import type { ClaimedInvitation, InvitationQueue } from '../../../domain/ports/roster-storage';
import { createInvitationWorker, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, retryDelayMs } from './invitation-worker';
import { MailFailure, type MailSender } from './mail-sender';

const NOW = new Date('2031-03-10T09:00:00Z');
const GRACE_MS = 15 * 60_000;

function job(tokenHash: string, attempts = 1): ClaimedInvitation {
  return {
    tokenHash,
    attempts,
    message: { to: `${tokenHash}@x.org`, replyTo: 't@x.org', subject: 's', text: 't', html: 'h' },
  };
}

/** A queue that hands out `due` once and records what the worker did with each job. */
function recordingQueue(due: ClaimedInvitation[]) {
  const done: string[] = [];
  const claims: Array<Parameters<InvitationQueue['claimDue']>[0]> = [];
  const queue: InvitationQueue = {
    async claimDue(claim) {
      claims.push(claim);
      return due.splice(0);
    },
    async markSent(hash, _owner, at) {
      done.push(`${hash} sent at ${at.toISOString()}`);
    },
    async retryLater(hash, _owner, reason, retryAt) {
      done.push(`${hash} ${reason}, again at ${retryAt.toISOString()}`);
    },
    async markFailed(hash, _owner, reason) {
      done.push(`${hash} failed: ${reason}`);
    },
  };
  return { queue, done, claims };
}

/** A relay that answers each address as the table says. */
function relay(answers: Record<string, MailFailure | 'accepted'>): MailSender {
  return {
    async send(message) {
      const answer = answers[message.to.split('@')[0] ?? ''];
      if (answer !== 'accepted') throw answer;
    },
    close: () => undefined,
  };
}

describe('the invitation worker', () => {
  it('backs off from 30 s, doubling, to at most 30 minutes', () => {
    expect([1, 2, 3, 7, 8, 12].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_800_000, 1_800_000, 1_800_000]);
  });

  it('marks sent, retries a temporary failure later, fails a permanent one and one tried too often', async () => {
    const { queue, done, claims } = recordingQueue([job('a'), job('b', 2), job('c'), job('d', MAIL_MAX_ATTEMPTS)]);
    const worker = createInvitationWorker({
      queue,
      sender: relay({
        a: 'accepted',
        b: new MailFailure('relay unreachable', false),
        c: new MailFailure('mailbox unavailable', true),
        d: new MailFailure('relay refused', false),
      }),
      clock: { now: () => NOW },
      logger: silentLogger,
      graceMs: GRACE_MS,
    });
    expect(await worker.runOnce()).toBe(4);
    expect(done).toEqual([
      'a sent at 2031-03-10T09:00:00.000Z',
      'b relay unreachable, again at 2031-03-10T09:01:00.000Z',
      'c failed: mailbox unavailable',
      'd failed: relay refused',
    ]);
    // Only invitations of classes whose links still work, each under a lease.
    expect(claims[0]).toMatchObject({
      now: NOW,
      leaseMs: MAIL_LEASE_MS,
      classEndAfter: new Date(NOW.getTime() - GRACE_MS),
    });
  });

  it('keeps sending while it runs, and stops', async () => {
    const { queue, done } = recordingQueue([job('a')]);
    const worker = createInvitationWorker({
      queue,
      sender: relay({ a: 'accepted' }),
      clock: { now: () => NOW },
      logger: silentLogger,
      graceMs: 0,
      pollMs: 10,
    });
    worker.start();
    await expect.poll(() => done).toEqual(['a sent at 2031-03-10T09:00:00.000Z']);
    await worker.stop();
  });
});
