import { type CryptoKey, type JWTPayload, jwtVerify } from 'jose';
import type { IdentityStore } from '../domain/ports/storage';
import type { Account } from './account';

/** Audience of every access token, as Okta's default authorization server issues them. */
export const API_AUDIENCE = 'api://default';
/** Scopes an access token for the API may carry. */
export const API_SCOPES = 'openid profile email offline_access';

/** The Okta-style claims added to every JWT access token. */
export interface OktaAccessTokenClaims {
  /** Client id. */
  cid: string;
  /** User id (the ID token's `sub`). */
  uid: string;
  /** Granted scopes as an array. */
  scp: string[];
  /** Okta puts the user's login (e-mail) in the access token's `sub`. */
  sub: string;
  email: string;
  /** The person's display name: a custom claim on Okta (see docs/oidc.md), told to students an instructor helps. */
  name: string;
  /** The account's groups: what an Okta authorization server sends with a groups claim on its access tokens. */
  groups: string[];
}

/** Okta's access token claims for a token issued to a client for the account. */
export function oktaAccessTokenClaims(
  clientId: string,
  scope: string | undefined,
  account: Account,
): OktaAccessTokenClaims {
  return {
    cid: clientId,
    uid: account.accountId,
    scp: scope ? scope.split(' ') : [],
    sub: account.email,
    email: account.email,
    name: account.name,
    groups: account.groups,
  };
}

/**
 * Checks the provider's own JWT access tokens (signature, issuer, audience, expiry) and remembers revoked ones.
 * Revocation is only visible here (userinfo); stateless checks elsewhere cannot see it, as with Okta. Revoked
 * token ids are stored until the token would have expired anyway, so every instance knows them.
 */
const REVOKED = 'RevokedAccessToken';

export class AccessTokenVerifier {
  constructor(
    private readonly publicKey: CryptoKey,
    private readonly issuer: string,
    private readonly store: IdentityStore,
  ) {}

  /** The verified payload, or undefined for an invalid, expired or revoked token. */
  async verify(token: string): Promise<JWTPayload | undefined> {
    const payload = await this.check(token);
    if (!payload) return undefined;
    if (payload.jti && (await this.store.find(REVOKED, payload.jti, new Date()))) return undefined;
    return payload;
  }

  /** Remembers a valid token issued to the client as revoked; anything else is ignored, as RFC 7009 allows. */
  async revoke(token: string, clientId: string): Promise<void> {
    const payload = await this.check(token);
    if (!payload?.jti || payload.client_id !== clientId) return;
    await this.store.upsert(REVOKED, payload.jti, {}, new Date((payload.exp ?? 0) * 1000));
  }

  private async check(token: string): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: this.issuer,
        audience: API_AUDIENCE,
        algorithms: ['RS256'],
        typ: 'at+jwt',
      });
      return payload;
    } catch {
      return undefined;
    }
  }
}

/** True for a compact JWS (three base64url parts), the shape of this provider's access tokens. */
export function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}
