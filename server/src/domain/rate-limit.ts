/** One sliding-window limit: at most `maxFailures` failures inside the last `windowMs`. */
export interface WindowLimit {
  maxFailures: number;
  windowMs: number;
}

/**
 * Seconds until fewer than `maxFailures` of the failures (oldest first) are inside the window, or 0 when fewer
 * already are: the attempt becomes possible again when enough old failures leave the window.
 */
export function secondsUntilUnderLimit(failures: readonly Date[], limit: WindowLimit, now: Date): number {
  const { maxFailures, windowMs } = limit;
  const inWindow = failures.filter((failure) => failure.getTime() > now.getTime() - windowMs);
  if (inWindow.length < maxFailures) return 0;
  const oldestThatMustExpire = inWindow[inWindow.length - maxFailures] ?? now;
  return Math.max(1, Math.ceil((oldestThatMustExpire.getTime() + windowMs - now.getTime()) / 1000));
}
