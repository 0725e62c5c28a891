import type { RequestHandler } from 'express';
import type { AccessTokenVerifier } from './access-tokens';
import { type Account, accountClaims } from './account';

/**
 * Compatibility 3 of docs/oidc.md: oidc-provider's userinfo endpoint refuses JWT access tokens issued for a
 * resource, so /v1/userinfo is served here. `sub` matches the ID token's (okta-auth-js compares them).
 */
export function oktaUserinfo(options: {
  account: Account;
  verifier: AccessTokenVerifier;
  issuer: string;
}): RequestHandler {
  return async (req, res) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const payload = token ? await options.verifier.verify(token) : undefined;
    if (!payload || payload.uid !== options.account.accountId) {
      res
        .status(401)
        .setHeader('WWW-Authenticate', `Bearer realm="${options.issuer}", error="invalid_token"`)
        .json({ error: 'invalid_token', error_description: 'invalid access token' });
      return;
    }
    const scopes = new Set(Array.isArray(payload.scp) ? payload.scp.map(String) : []);
    res.setHeader('Cache-Control', 'no-store');
    res.json(accountClaims(options.account, scopes));
  };
}
