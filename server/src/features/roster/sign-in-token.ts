import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: a link cannot be guessed, and the login throttle stands behind it anyway. */
const TOKEN_BYTES = 32;

/** A new personal link's token, base64url (43 characters). */
export function newSignInToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What is stored of a token: its SHA-256, so the database alone opens no lab. */
export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link a student opens: the token in the fragment, which no request line, proxy or server log ever carries. */
export function signInLink(publicOrigin: string, token: string): string {
  return `${publicOrigin}/join#${token}`;
}
