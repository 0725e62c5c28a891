import type { ConsoleMachine } from './console';

/** What the portal keeps of sign-in and console access: tickets, failed sign-ins, the identity provider's state. */

/** One-time console tickets, shared by every instance: a ticket issued on one opens on another, once. */
export interface TicketRepository {
  insert(ticket: ConsoleMachine & { token: string; expiresAt: Date }): Promise<void>;
  /** Deletes and returns the ticket if it has not expired by `now`; one caller at most gets it. */
  take(token: string, now: Date): Promise<ConsoleMachine | undefined>;
  revokeMachine(vm: string, labId: string): Promise<void>;
  deleteExpired(now: Date): Promise<void>;
}

/** One count in the failure log: the failures of `client` (an address, an account, a pair) in `bucket`. */
export interface FailureKey {
  bucket: string;
  client: string;
}

/** A verified sign-in attempt, to be answered or refused. */
export interface SignInAttempt {
  keys: FailureKey[];
  /** Whether the credential was wrong: a wrong attempt that is answered is recorded as a failure. */
  failed: boolean;
  at: Date;
  /** Failures before this count no more; the log forgets them. */
  since: Date;
  /** Seconds to wait given each key's failures since `since` (oldest first, in `keys` order); 0 answers. */
  refusal(failures: Date[][]): number;
}

/** Failed sign-ins, shared by every instance. */
export interface FailureLog {
  /**
   * Decides an attempt in one step: reads the keys' failures, asks `refusal`, and records an answered failed
   * attempt under every key. Decisions sharing a key run one after another, so concurrent guesses never all pass
   * on the same count; those of right attempts (which record nothing) may overlap one another. Resolves to the
   * seconds to wait, or 0.
   */
  decide(attempt: SignInAttempt): Promise<number>;
}

/** What the development identity provider keeps: oidc-provider's models and its signing and cookie secrets. */
export interface IdentityStore {
  /** The stored secret, or `created` stored first if none was (the first instance to start wins). */
  secret<T>(name: string, created: T): Promise<T>;
  upsert(model: string, id: string, payload: Record<string, unknown>, expiresAt: Date | undefined): Promise<void>;
  find(model: string, id: string, now: Date): Promise<Record<string, unknown> | undefined>;
  findBy(
    model: string,
    field: 'uid' | 'user_code',
    value: string,
    now: Date,
  ): Promise<Record<string, unknown> | undefined>;
  consume(model: string, id: string, at: number): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}
