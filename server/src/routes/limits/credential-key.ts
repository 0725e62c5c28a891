import { createHash } from 'node:crypto';

/**
 * The credential a request carries, as a short key: a student's username (any case) with the passphrase, or an
 * instructor's bearer token. Only its holder can spend its limits: a stranger who knows a username but not the
 * passphrase counts under another key. Hashed, so no credential is kept in memory longer than its request.
 */
export function credentialKey(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const basic = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization);
  let credential = authorization.trim();
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) credential = `basic:${decoded.slice(0, colon).toLowerCase()}:${decoded.slice(colon + 1)}`;
  }
  return createHash('sha256').update(credential).digest('base64url');
}

/** Whether the request carries a student's Basic credential (a student call). */
export function isStudentCall(authorization: string | undefined): boolean {
  return /^Basic\s/i.test(authorization ?? '');
}
