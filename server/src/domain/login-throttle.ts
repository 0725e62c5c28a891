import type { Clock } from './ports/clock';
import type { FailureLog } from './ports/storage';
import { secondsUntilUnderLimit } from './rate-limit';

/** An account's ceiling across all addresses, in failures one address may have on it. */
const ACCOUNT_CEILING_FACTOR = 10;

export interface LoginThrottleOptions {
  clock: Clock;
  log: FailureLog;
  /** Keeps this throttle's failures apart from another's in the one log (students, the instructor). */
  name: string;
  /** Failures one account may have from one address in the window: a guesser at one account, from one place. */
  maxFailuresPerAccountAndAddress: number;
  /**
   * Failures one address may have in the window, over all accounts. A whole classroom often shares one address
   * (NAT), so this is far larger: thirty students mistyping a few times stay well under it, while a guesser
   * spraying many accounts from one address is stopped at every account it already failed on.
   */
  maxFailuresPerAddress: number;
  windowMs: number;
}

/** A sign-in attempt whose credential was checked, to be answered or refused. */
export interface CheckedAttempt {
  account: string;
  /** The client address (after the trusted proxies). */
  address: string;
  right: boolean;
}

export interface LoginThrottle {
  /**
   * Seconds until this account may be tried from this address, or 0 when the attempt's own answer may be given;
   * an answered wrong attempt counts as a failure. A refused attempt is answered alike, right or wrong.
   */
  retryAfterSeconds(attempt: CheckedAttempt): Promise<number>;
}

/**
 * Failed sign-ins limited per account and address, so a stranger's guesses never lock anyone out from elsewhere.
 * Past the per-address limit, or past the account's ceiling across addresses (ten times the per-pair limit),
 * an address may still try the accounts it has not failed on in the window, and no others: a classmate's typos
 * or a guesser behind the classroom's address do not keep the class out, while the guesser gets one more try
 * at each account and no more.
 */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { clock, log, name, windowMs } = options;
  const pairLimit = { maxFailures: options.maxFailuresPerAccountAndAddress, windowMs };
  const addressLimit = { maxFailures: options.maxFailuresPerAddress, windowMs };
  const accountLimit = { maxFailures: options.maxFailuresPerAccountAndAddress * ACCOUNT_CEILING_FACTOR, windowMs };
  const untilClean = { maxFailures: 1, windowMs };
  return {
    retryAfterSeconds({ account, address, right }) {
      const normalised = account.trim().toLowerCase();
      const now = clock.now();
      return log.decide({
        // The address comes first in the pair: it has no spaces, so the pair reads back unambiguously.
        keys: [
          { bucket: `${name}/account+address`, client: `${address} ${normalised}` },
          { bucket: `${name}/address`, client: address },
          { bucket: `${name}/account`, client: normalised },
        ],
        failed: !right,
        at: now,
        since: new Date(now.getTime() - windowMs),
        refusal: ([pair = [], byAddress = [], byAccount = []]) => {
          const crowded = Math.max(
            secondsUntilUnderLimit(byAddress, addressLimit, now),
            secondsUntilUnderLimit(byAccount, accountLimit, now),
          );
          const untilPairClean = secondsUntilUnderLimit(pair, untilClean, now);
          return Math.max(secondsUntilUnderLimit(pair, pairLimit, now), Math.min(crowded, untilPairClean));
        },
      });
    },
  };
}
