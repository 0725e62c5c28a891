import { type CryptoKey, createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { DomainError, unauthorized } from '../domain/errors';
import type { TokenVerifier } from '../domain/ports';

export interface JwtVerifierOptions {
  /** Okta-shaped issuer, e.g. https://academy.okta.com/oauth2/default. */
  issuer: string;
  audience: string;
  /** One more trusted key, used only for tokens with its kid (the test hooks' token key). */
  extraKey?: { kid: string; key: CryptoKey };
}

interface Discovery {
  jwks_uri?: unknown;
}

/** Where the issuer publishes its keys: from discovery, else Okta's fixed `${issuer}/v1/keys`. */
async function discoverJwksUri(issuer: string): Promise<{ uri: URL; discovered: boolean }> {
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
    if (response.ok) {
      const { jwks_uri: uri } = (await response.json()) as Discovery;
      if (typeof uri === 'string') return { uri: new URL(uri), discovered: true };
    }
  } catch {
    // Falls back below; discovery is retried on the next call.
  }
  return { uri: new URL(`${issuer}/v1/keys`), discovered: false };
}

/**
 * Verifies instructor access tokens statelessly with jose: RS256 only, the configured issuer and audience, and
 * expiry. Keys come from the issuer's JWKS (cached by jose, refetched for an unknown kid). Revocation is not seen.
 */
export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const { issuer, audience, extraKey } = options;
  let remote: JWTVerifyGetKey | undefined;

  async function remoteKeys(): Promise<JWTVerifyGetKey> {
    if (remote) return remote;
    const { uri, discovered } = await discoverJwksUri(issuer);
    const keys = createRemoteJWKSet(uri);
    if (discovered) remote = keys;
    return keys;
  }

  const getKey: JWTVerifyGetKey = async (header, token) => {
    if (extraKey && header.kid === extraKey.kid) return extraKey.key;
    return (await remoteKeys())(header, token);
  };

  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, getKey, { issuer, audience, algorithms: ['RS256'] });
        if (typeof payload.sub !== 'string') throw unauthorized('The access token has no subject.');
        const email = typeof payload.email === 'string' ? payload.email : undefined;
        const expiresAt = typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
        return { subject: payload.sub, email, expiresAt };
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
          // The token may be fine: the issuer's keys could not be fetched.
          throw new DomainError('unavailable', 'The identity provider could not be reached to check the access token.');
        }
        throw unauthorized('The access token is not valid for this API.');
      }
    },
  };
}
