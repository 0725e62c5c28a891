import {
  errorTexts,
  isHttpError,
  type JoinResponse,
  SERVER_ERROR_STATUS,
  type StudentLoginResponse,
} from '@academy/api';

/** A link's token as the server makes them: base64url, 128 bits or more (22 characters), never absurdly long. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,200}$/;

/** The token of `/join#<token>`: in the fragment, which no request and no server log carries. Null when malformed. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return TOKEN_PATTERN.test(token) ? token : null;
}

export const MISSING_TOKEN_TEXT =
  'This sign-in link is incomplete: open it again from your invitation, or copy the whole link into the address bar.';

/**
 * Why the link did not sign the student in. The server's own words for a refused link (replaced, revoked, expired,
 * too many attempts: it names which); the catalogue's server error otherwise, as the login form shows it.
 */
export function joinErrorText(error: unknown): string {
  if (isHttpError(error) && error.status < SERVER_ERROR_STATUS && error.message) return error.message;
  return errorTexts.loginServer;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw new Error(`The sign-in answer has no ${key}.`);
  return value;
}

/**
 * The join call's answer, read: the fields this page uses are checked; the class and its machines are the login's
 * answer, which the machine list reads as it reads the login form's.
 */
export function parseJoinResponse(body: unknown): JoinResponse {
  if (!isRecord(body) || !isRecord(body.trainingClass) || !Array.isArray(body.vms)) {
    throw new Error('The sign-in answer is not a lab.');
  }
  const personal = body.personalPassphrase;
  return {
    ...(body as unknown as StudentLoginResponse),
    email: textField(body, 'email'),
    passphrase: textField(body, 'passphrase'),
    name: textField(body, 'name'),
    personalPassphrase: typeof personal === 'string' && personal !== '' ? personal : null,
  };
}

/** The console's WebSocket path on the API's server (consoles are at /console/<ticket> there), for the probe. */
export function consoleProbeUrl(apiBaseUrl: string, pageOrigin: string): string {
  const url = new URL('/console/probe', apiBaseUrl || pageOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
