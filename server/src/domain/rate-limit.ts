import type { Clock, FailureLog } from './ports';

export interface RateLimitOptions {
  clock: Clock;
  /** Where failures are kept: the database, so every instance counts the same failures. */
  log: FailureLog;
  /** Names this limit's clients apart from other limits' in the one log (e.g. 'account', 'address'). */
  bucket: string;
  /** Failures allowed inside the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
}

export interface FailureRateLimit {
  /** Seconds until the client may try again, or 0 when it may try now. */
  retryAfterSeconds(client: string): Promise<number>;
  recordFailure(client: string): Promise<void>;
}

/** Sliding window of failure times per client (a student login guesser is slowed to maxFailures per window). */
export function createFailureRateLimit(options: RateLimitOptions): FailureRateLimit {
  const { clock, log, bucket, maxFailures, windowMs } = options;
  return {
    async retryAfterSeconds(client) {
      const now = clock.now().getTime();
      const times = (await log.recent(bucket, client, new Date(now - windowMs))).map((time) => time.getTime());
      if (times.length < maxFailures) return 0;
      // The attempt becomes possible again when enough old failures leave the window.
      const oldestThatMustExpire = times[times.length - maxFailures] ?? now;
      return Math.max(1, Math.ceil((oldestThatMustExpire + windowMs - now) / 1000));
    },
    async recordFailure(client) {
      const now = clock.now().getTime();
      // Failures older than the window count no more: forgetting them keeps a flood of addresses bounded.
      await log.record(bucket, client, new Date(now), new Date(now - windowMs));
    },
  };
}
