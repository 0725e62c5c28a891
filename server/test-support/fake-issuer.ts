import http from 'node:http';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** Test support: an Okta-shaped issuer serving discovery and JWKS, to check the API's real verification path. */
export interface FakeIssuer {
  issuer: string;
  /** Signs with the published key unless `key` is given (an unpublished one). */
  sign(claims: JWTPayload, options?: { key?: CryptoKey; kid?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeIssuer(): Promise<FakeIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server = http.createServer((req, res) => {
    const body =
      req.url === '/oauth2/default/.well-known/openid-configuration'
        ? { issuer, jwks_uri: `${issuer}/v1/keys` }
        : req.url === '/oauth2/default/v1/keys'
          ? { keys: [jwk] }
          : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/oauth2/default`;

  return {
    issuer,
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      // An instructor's token of the portal: its client id and an Okta groups claim holding the instructor group.
      const defaults = {
        iss: issuer,
        aud: 'api://default',
        sub: 'instructor@academy.test',
        cid: 'academy-portal',
        groups: ['Instructors'],
        iat: now,
        exp: now + 600,
      };
      return new SignJWT({ ...defaults, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'fake-key-1' })
        .sign(options.key ?? privateKey);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
