import { createHash, timingSafeEqual } from 'node:crypto';

/** An account of the development identity provider. */
export interface Account {
  /** Okta-style user id ("00u..."), stable for a given e-mail; the ID token's `sub` and the access token's `uid`. */
  accountId: string;
  email: string;
  name: string;
  /** Group names, sent in the access token's `groups` claim as an Okta groups claim would. */
  groups: string[];
}

/** How an account is configured: its credentials and groups. */
export interface AccountSettings {
  email: string;
  password: string;
  groups: string[];
}

/** The account for an e-mail address. */
export function accountFor(email: string, groups: string[]): Account {
  const normalised = email.trim().toLowerCase();
  const accountId = `00u${createHash('sha256').update(normalised).digest('hex').slice(0, 17)}`;
  const name = (normalised.split('@')[0] ?? normalised)
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
  return { accountId, email: normalised, name, groups };
}

/** OpenID claims: `sub` and whatever the scopes release. */
export interface AccountClaims {
  sub: string;
  [claim: string]: string | boolean;
}

/** OpenID claims of the account, limited to the granted scopes (`sub` always). */
export function accountClaims(account: Account, scopes: ReadonlySet<string>): AccountClaims {
  return {
    sub: account.accountId,
    ...(scopes.has('email') ? { email: account.email, email_verified: true } : {}),
    ...(scopes.has('profile') ? { name: account.name, preferred_username: account.email } : {}),
  };
}

/** Compares submitted credentials with the configured ones without leaking timing. */
export function credentialsMatch(
  expected: { email: string; password: string },
  submitted: { email: string; password: string },
): boolean {
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  const emailOk = timingSafeEqual(
    digest(expected.email.trim().toLowerCase()),
    digest(submitted.email.trim().toLowerCase()),
  );
  const passwordOk = timingSafeEqual(digest(expected.password), digest(submitted.password));
  return emailOk && passwordOk;
}

/** The accounts that can sign in: the instructor, and in tests others (an employee who is not an instructor). */
export interface AccountDirectory {
  instructor: Account;
  byId(accountId: string): Account | undefined;
  /** The account the credentials are right for, or undefined. */
  signIn(submitted: { email: string; password: string }): Account | undefined;
}

export function accountDirectory(instructor: AccountSettings, others: AccountSettings[] = []): AccountDirectory {
  const entries = [instructor, ...others].map((settings) => ({
    settings,
    account: accountFor(settings.email, settings.groups),
  }));
  return {
    instructor: accountFor(instructor.email, instructor.groups),
    byId: (accountId) => entries.find(({ account }) => account.accountId === accountId)?.account,
    signIn: (submitted) => entries.find(({ settings }) => credentialsMatch(settings, submitted))?.account,
  };
}
