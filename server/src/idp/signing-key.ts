import { type CryptoKey, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The RS256 key tokens are signed with: the private JWK for oidc-provider, the public key for local checks. */
export interface SigningKey {
  privateJwk: JWK;
  publicKey: CryptoKey;
}

/**
 * A fresh RS256 key per start (okta-auth-js verifies RS256 only). Tokens do not survive a restart, which suits a
 * development identity provider whose sessions live in memory anyway.
 */
export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = `academy-${Date.now().toString(36)}`;
  return { privateJwk: { ...privateJwk, kid, alg: 'RS256', use: 'sig' }, publicKey };
}
