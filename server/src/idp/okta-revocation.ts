import type { RequestHandler } from 'express';
import { type AccessTokenVerifier, looksLikeJwt } from './access-tokens';

/**
 * Compatibilities 1 and 2 of docs/oidc.md, in front of oidc-provider's revocation endpoint:
 * 1. okta-auth-js authenticates a public client with `Authorization: Basic base64(clientId)` (no colon), which
 *    oidc-provider rejects; the client id moves to the `client_id` body parameter instead.
 * 2. oidc-provider refuses to revoke structured (JWT) access tokens; they are answered 200 here (RFC 7009) and
 *    remembered as revoked. Refresh tokens go on to oidc-provider, which reads the body index.ts parsed.
 */
export function oktaRevocation(options: { clientId: string; verifier: AccessTokenVerifier }): RequestHandler {
  return async (req, res, next) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (!body) return next(); // not a form post: oidc-provider answers with its own error
    const basicClientId = bareBasicClientId(req.headers.authorization);
    if (basicClientId !== undefined) {
      delete req.headers.authorization;
      body.client_id ??= basicClientId;
    }
    const token = body.token;
    if (typeof token !== 'string' || !looksLikeJwt(token)) return next();
    if (body.client_id !== options.clientId) {
      res.status(401).json({ error: 'invalid_client', error_description: 'client authentication failed' });
      return;
    }
    await options.verifier.revoke(token, options.clientId);
    res.status(200).end();
  };
}

/** The client id of a `Basic` header without a colon (Okta's public-client form), else undefined. */
function bareBasicClientId(header: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded && !decoded.includes(':') ? decoded : undefined;
}
