import { randomBytes } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { IdentityStore } from '../domain/ports/storage';

/** The RS256 key tokens are signed with: the private JWK for oidc-provider, the public key for local checks. */
export interface SigningKey {
  privateJwk: JWK;
  publicKey: CryptoKey;
}

async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = `academy-${Date.now().toString(36)}`;
  return { ...privateJwk, kid, alg: 'RS256', use: 'sig' };
}

/**
 * The RS256 key (okta-auth-js verifies RS256 only), kept in the database: every instance signs and checks with
 * the first instance's key, and tokens survive a restart.
 */
export async function storedSigningKey(store: IdentityStore): Promise<SigningKey> {
  const privateJwk = await store.secret('signing-key', await generatePrivateJwk());
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  const publicKey = await importJWK(publicJwk, 'RS256');
  if (publicKey instanceof Uint8Array) throw new Error('the stored signing key is not an RSA key');
  return { privateJwk, publicKey };
}

/** The keys oidc-provider signs its cookies with, the same on every instance (a session cookie works on all). */
export function storedCookieKeys(store: IdentityStore): Promise<string[]> {
  return store.secret('cookie-keys', [randomBytes(32).toString('base64url')]);
}
