/** A time source in milliseconds that never goes back (performance.now in the server). */
export type MonotonicMs = () => number;

export interface TokenBucketRule {
  /** Tokens a key may spend at once. */
  burst: number;
  /** Milliseconds until one spent token is back. */
  refillMs: number;
}

export interface TokenBuckets {
  /** Spends one of the key's tokens: 0 when it had one, else the seconds (at least 1) until it has one again. */
  take(key: string): number;
}

/** One token bucket per key, in this process; a key back at its full burst is forgotten, so idle keys cost nothing. */
export function createTokenBuckets(rule: TokenBucketRule, now: MonotonicMs = () => performance.now()): TokenBuckets {
  // The instant each key's bucket would be full again: a bucket is one number.
  const fullAt = new Map<string, number>();
  const span = rule.burst * rule.refillMs;
  let nextSweep = now() + span;

  function sweep(at: number): void {
    if (at < nextSweep) return;
    for (const [key, instant] of fullAt) if (instant <= at) fullAt.delete(key);
    nextSweep = at + span;
  }

  return {
    take(key) {
      const at = now();
      sweep(at);
      const full = Math.max(fullAt.get(key) ?? at, at);
      // Spending one token moves the full instant a refill later; past a whole burst there is none to spend.
      const after = full + rule.refillMs;
      if (after - at > span) return Math.max(1, Math.ceil((after - span - at) / 1000));
      fullAt.set(key, after);
      return 0;
    },
  };
}
