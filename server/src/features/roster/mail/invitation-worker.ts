import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../domain/ports/clock';
import type { Logger } from '../../../domain/ports/logger';
import type { ClaimedInvitation, InvitationQueue } from '../../../domain/ports/roster-storage';
import { MailFailure, type MailSender } from './mail-sender';

/** Temporary failures in a row before an invitation is given up on (about four hours of trying). */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 30 * 60_000;
/** Longer than any send takes (the relay's time-outs are seconds): past it, another instance may take the job. */
export const MAIL_LEASE_MS = 5 * 60_000;

/** The wait before the next attempt: 30 s, doubling, at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface InvitationWorker {
  /** Sends what is due now; answers how many invitations it took. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops taking jobs; resolves once the send under way is settled. */
  stop(): Promise<void>;
}

/**
 * Sends the queued invitations, on every instance: each takes due jobs under a lease (the queue makes the claim
 * atomic), so a job is sent by one instance, and a job whose instance died is taken again once its lease ran out.
 */
export function createInvitationWorker(deps: {
  queue: InvitationQueue;
  sender: MailSender;
  clock: Clock;
  logger: Logger;
  /** LAB_GRACE_MINUTES in ms: a link works until its class's end plus this; an invitation after that is not sent. */
  graceMs: number;
  pollMs?: number;
  batch?: number;
}): InvitationWorker {
  const { queue, sender, clock, logger, graceMs } = deps;
  const owner = randomUUID();
  const pollMs = deps.pollMs ?? 2_000;
  const batch = deps.batch ?? 5;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function deliver(job: ClaimedInvitation): Promise<void> {
    try {
      await sender.send(job.message);
      await queue.markSent(job.tokenHash, owner, clock.now());
      logger.info('Invitation sent', { attempts: job.attempts });
    } catch (error) {
      const failure = error instanceof MailFailure ? error : new MailFailure('relay unreachable', false);
      const givenUp = failure.permanent || job.attempts >= MAIL_MAX_ATTEMPTS;
      if (givenUp) await queue.markFailed(job.tokenHash, owner, failure.reason);
      else {
        const retryAt = new Date(clock.now().getTime() + retryDelayMs(job.attempts));
        await queue.retryLater(job.tokenHash, owner, failure.reason, retryAt);
      }
      logger.info('Invitation not sent', { reason: failure.reason, attempts: job.attempts, givenUp });
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const jobs = await queue.claimDue({
      owner,
      now,
      leaseMs: MAIL_LEASE_MS,
      limit: batch,
      classEndAfter: new Date(now.getTime() - graceMs),
    });
    // One at a time: a relay is not flooded by a class of fifteen.
    for (const job of jobs) await deliver(job);
    return jobs.length;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      const run = runOnce().then(
        (taken) => schedule(taken === batch ? 0 : pollMs),
        (error: unknown) => {
          logger.error('Sending invitations failed', error);
          schedule(pollMs);
        },
      );
      running = run;
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
