import type { Clock, FailureLog } from './ports';
import { createFailureRateLimit } from './rate-limit';

export interface LoginThrottleOptions {
  clock: Clock;
  log: FailureLog;
  /** Keeps this throttle's failures apart from another's in the one log (students, the instructor). */
  name: string;
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
  retryAfterSeconds(account: string | undefined, address: string): Promise<number>;
  recordFailure(account: string | undefined, address: string): Promise<void>;
}

/** Failed sign-ins limited per account and per address, each with its own sliding window. */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { clock, log, name, windowMs } = options;
  const limit = (bucket: string, maxFailures: number) =>
    createFailureRateLimit({ clock, log, bucket: `${name}/${bucket}`, windowMs, maxFailures });
  const perAccount = limit('account', options.maxFailuresPerAccount);
  const perAddress = limit('address', options.maxFailuresPerAddress);
  const accountKey = (account: string) => account.trim().toLowerCase();
  return {
    async retryAfterSeconds(account, address) {
      const [byAccount, byAddress] = await Promise.all([
        account === undefined ? 0 : perAccount.retryAfterSeconds(accountKey(account)),
        perAddress.retryAfterSeconds(address),
      ]);
      return Math.max(byAccount, byAddress);
    },
    async recordFailure(account, address) {
      if (account !== undefined) await perAccount.recordFailure(accountKey(account));
      await perAddress.recordFailure(address);
    },
  };
}
