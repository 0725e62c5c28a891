import { randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair, type CryptoKey } from 'jose';

export interface TestTokenIssuer {
  /** Trusted by the API's verifier only when test hooks are on. */
  key: { kid: string; key: CryptoKey };
  mint(claims: { email: string; expiresInSeconds: number }): Promise<{ accessToken: string; expiresAt: Date }>;
}

/**
 * Signs instructor access tokens shaped like the identity provider's (RS256, issuer, audience api://default,
 * Okta-style cid and scp), with a key of its own made at start-up, so end-to-end tests call instructor APIs without
 * a browser sign-in.
 */
export async function createTestTokenIssuer(options: {
  issuer: string;
  audience: string;
  clientId: string;
}): Promise<TestTokenIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `test-hooks-${randomUUID()}`;

  return {
    key: { kid, key: publicKey },
    async mint({ email, expiresInSeconds }) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = new Date((issuedAt + expiresInSeconds) * 1000);
      const accessToken = await new SignJWT({ email, cid: options.clientId, scp: ['openid', 'profile', 'email'] })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setSubject(email)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + expiresInSeconds)
        .sign(privateKey);
      return { accessToken, expiresAt };
    },
  };
}
