import { type CryptoKey, createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { DomainError, forbidden, unauthorized } from '../domain/errors';
import type { TokenVerifier } from '../domain/ports/identity';

export interface JwtVerifierOptions {
  /** Okta-shaped issuer, e.g. https://academy.okta.com/oauth2/default. */
  issuer: string;
  audience: string;
  /**
   * The portal's client id: Okta's default authorization server gives every application of the org the same
   * audience, so only the `cid` claim tells the portal's tokens from those of another application.
   */
  clientId: string;
  /** Groups (the token's `groups` claim) whose members are instructors: one is enough. */
  instructorGroups: readonly string[];
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

/** The names in the token's `groups` claim (Okta's groups claim is an array of group names). */
function groupsOf(payload: JWTPayload): string[] {
  return Array.isArray(payload.groups)
    ? payload.groups.filter((group): group is string => typeof group === 'string')
    : [];
}

/**
 * Verifies instructor access tokens statelessly with jose: RS256 only, the configured issuer and audience, and
 * expiry; then that the token was issued to the portal (`cid`) and that its holder is in an instructor group.
 * Keys come from the issuer's JWKS (cached by jose, refetched for an unknown kid). Revocation is not seen.
 */
export function createJwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const { issuer, audience, clientId, instructorGroups, extraKey } = options;
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
        if (payload.cid !== clientId) throw unauthorized('The access token was issued to another application.');
        if (!groupsOf(payload).some((group) => instructorGroups.includes(group))) {
          throw forbidden('Only instructors may do this: the access token names none of the instructor groups.');
        }
        const email = typeof payload.email === 'string' ? payload.email : undefined;
        const expiresAt = typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
        const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : undefined;
        return { subject: payload.sub, email, name: name ?? email ?? payload.sub, expiresAt };
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
