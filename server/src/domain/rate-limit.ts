import type { Clock } from './ports';

export interface RateLimitOptions {
  clock: Clock;
  /** Failures allowed inside the window; the next attempt is refused. */
  maxFailures: number;
  windowMs: number;
  /** Clients tracked at most; the oldest are forgotten first, so a flood of addresses cannot exhaust memory. */
  maxClients?: number;
}

export interface FailureRateLimit {
  /** Seconds until the client may try again, or 0 when it may try now. */
  retryAfterSeconds(client: string): number;
  recordFailure(client: string): void;
}

/** Sliding window of failure times per client (a student login guesser is slowed to maxFailures per window). */
export function createFailureRateLimit(options: RateLimitOptions): FailureRateLimit {
  const { clock, maxFailures, windowMs, maxClients = 10_000 } = options;
  const failures = new Map<string, number[]>();

  function recent(client: string, now: number): number[] {
    const kept = (failures.get(client) ?? []).filter((time) => time > now - windowMs);
    if (kept.length === 0) failures.delete(client);
    else failures.set(client, kept);
    return kept;
  }

  return {
    retryAfterSeconds(client) {
      const now = clock.now().getTime();
      const times = recent(client, now);
      if (times.length < maxFailures) return 0;
      // The attempt becomes possible again when enough old failures leave the window.
      const oldestThatMustExpire = times[times.length - maxFailures] ?? now;
      return Math.max(1, Math.ceil((oldestThatMustExpire + windowMs - now) / 1000));
    },
    recordFailure(client) {
      const now = clock.now().getTime();
      const times = recent(client, now);
      failures.delete(client);
      failures.set(client, [...times, now].slice(-maxFailures));
      if (failures.size > maxClients) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
    },
  };
}
