import type { RequestHandler } from 'express';
import type { AccessTokenVerifier } from './access-tokens';
import { type AccountDirectory, accountClaims } from './account';

/**
 * Compatibility 3 of docs/oidc.md: oidc-provider's userinfo endpoint refuses JWT access tokens issued for a
 * resource, so /v1/userinfo is served here. `sub` matches the ID token's (okta-auth-js compares them).
 */
export function oktaUserinfo(options: {
  accounts: AccountDirectory;
  verifier: AccessTokenVerifier;
  issuer: string;
}): RequestHandler {
  return async (req, res) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const payload = token ? await options.verifier.verify(token) : undefined;
    const account = typeof payload?.uid === 'string' ? options.accounts.byId(payload.uid) : undefined;
    if (!account) {
      res
        .status(401)
        .setHeader('WWW-Authenticate', `Bearer realm="${options.issuer}", error="invalid_token"`)
        .json({ error: 'invalid_token', error_description: 'invalid access token' });
      return;
    }
    const granted = payload?.scp;
    const scopes = new Set(Array.isArray(granted) ? granted.map(String) : []);
    res.setHeader('Cache-Control', 'no-store');
    res.json(accountClaims(account, scopes));
  };
}
