import { randomUUID } from 'node:crypto';
import { type CryptoKey, generateKeyPair, SignJWT } from 'jose';

/** Makes instructor access tokens for POST /__test__/instructor-token. */
export interface InstructorTokenMinter {
  mint(expiresInSeconds: number): Promise<{ accessToken: string; expiresAt: Date }>;
}

/** The embedded identity provider mints with its own signing key: the API verifies it through the real JWKS. */
function identityProviderMinter(idp: {
  mintAccessToken(options: { expiresInSeconds: number }): Promise<string>;
}): InstructorTokenMinter {
  return {
    async mint(expiresInSeconds) {
      const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
      return { accessToken: await idp.mintAccessToken({ expiresInSeconds }), expiresAt };
    },
  };
}

/**
 * With an external issuer (no embedded identity provider) the hooks sign with a key of their own, made at start-up;
 * the API's verifier trusts that key (by its kid) only when test hooks are on. Claims follow Okta's shape.
 */
async function createOwnKeyMinter(options: {
  issuer: string;
  audience: string;
  clientId: string;
  email: string;
  groups: string[];
}): Promise<InstructorTokenMinter & { key: { kid: string; key: CryptoKey } }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `test-hooks-${randomUUID()}`;

  return {
    key: { kid, key: publicKey },
    async mint(expiresInSeconds) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const claims = {
        email: options.email,
        cid: options.clientId,
        groups: options.groups,
        scp: ['openid', 'profile', 'email'],
      };
      const accessToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setSubject(options.email)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + expiresInSeconds)
        .sign(privateKey);
      return { accessToken, expiresAt: new Date((issuedAt + expiresInSeconds) * 1000) };
    },
  };
}

export interface TestTokens {
  minter: InstructorTokenMinter;
  /** The key the API's verifier must also trust: only when the hooks sign with their own. */
  trustedKey?: { kid: string; key: CryptoKey };
}

/** Test hooks mint with the embedded provider when it runs; an external issuer's key is out of reach. */
export async function createTestTokens(options: {
  idp: Parameters<typeof identityProviderMinter>[0] | undefined;
  issuer: string;
  audience: string;
  clientId: string;
  email: string;
  /** The instructor groups, for the groups claim of tokens the hooks sign themselves. */
  groups: string[];
}): Promise<TestTokens> {
  const { idp, ...claims } = options;
  if (idp) return { minter: identityProviderMinter(idp) };
  const ownKey = await createOwnKeyMinter(claims);
  return { minter: ownKey, trustedKey: ownKey.key };
}
