import { createHash, timingSafeEqual } from 'node:crypto';

/** The one account the development identity provider knows: the instructor. */
export interface Account {
  /** Okta-style user id ("00u..."), stable for a given e-mail; the ID token's `sub` and the access token's `uid`. */
  accountId: string;
  email: string;
  name: string;
}

/** The instructor account for an e-mail address. */
export function instructorAccount(email: string): Account {
  const normalised = email.trim().toLowerCase();
  const accountId = `00u${createHash('sha256').update(normalised).digest('hex').slice(0, 17)}`;
  const name = (normalised.split('@')[0] ?? normalised)
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
  return { accountId, email: normalised, name };
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
