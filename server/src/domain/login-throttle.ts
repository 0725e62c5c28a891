import type { Clock } from './ports';
import { createFailureRateLimit } from './rate-limit';

export interface LoginThrottleOptions {
  clock: Clock;
  /** Failures one account may have in the window (a guesser of one student's passphrase). */
  maxFailuresPerAccount: number;
  /**
   * Failures one client address may have in the window. A whole classroom often shares one address (NAT), so
   * this is far larger than the per-account limit: thirty students mistyping a few times stay well under it,
   * while a guesser spraying many accounts from one address is still stopped.
   */
  maxFailuresPerAddress: number;
  windowMs: number;
}

export interface LoginThrottle {
  /** Seconds until this account may be tried from this address, or 0 when it may be tried now. */
  retryAfterSeconds(account: string | undefined, address: string): number;
  recordFailure(account: string | undefined, address: string): void;
}

/** Failed sign-ins limited per account and per address, each with its own sliding window. */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { clock, windowMs } = options;
  const perAccount = createFailureRateLimit({ clock, windowMs, maxFailures: options.maxFailuresPerAccount });
  const perAddress = createFailureRateLimit({ clock, windowMs, maxFailures: options.maxFailuresPerAddress });
  const accountKey = (account: string) => account.trim().toLowerCase();
  return {
    retryAfterSeconds(account, address) {
      const byAccount = account === undefined ? 0 : perAccount.retryAfterSeconds(accountKey(account));
      return Math.max(byAccount, perAddress.retryAfterSeconds(address));
    },
    recordFailure(account, address) {
      if (account !== undefined) perAccount.recordFailure(accountKey(account));
      perAddress.recordFailure(address);
    },
  };
}
