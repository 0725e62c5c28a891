import express, { type RequestHandler } from 'express';
import Provider from 'oidc-provider';
import type { LoginThrottle } from '../domain/login-throttle';
import type { IdentityStore } from '../domain/ports';
import { AccessTokenVerifier, API_AUDIENCE, API_SCOPES } from './access-tokens';
import { instructorAccount } from './account';
import { appOriginCors } from './cors';
import { interactionRoutes } from './interactions';
import { offlineAccessNeedsConsent } from './okta-offline-access';
import { addOktaPostMessage } from './okta-post-message';
import { oktaRevocation } from './okta-revocation';
import { oktaUserinfo } from './okta-userinfo';
import { apiResourceServer, OKTA_ROUTES, providerConfiguration } from './provider-configuration';
import { storedCookieKeys, storedSigningKey } from './signing-key';
import { storedModels } from './stored-models';

/**
 * oidc-provider builds every URL of discovery and redirects from the request's Host (and, behind a proxy,
 * X-Forwarded-Host/Proto): a client could make it advertise endpoints on a host of its choosing. The issuer is
 * configured, so the request is made to name exactly its origin before the provider sees it.
 */
function pinToIssuerOrigin(issuer: string): express.RequestHandler {
  const { host, protocol } = new URL(issuer);
  return (req, _res, next) => {
    req.headers.host = host;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = protocol.replace(':', '');
    delete req.headers.forwarded;
    next();
  };
}

/** Settings of the development identity provider. */
export interface IdentityProviderOptions {
  /** Issuer URL, e.g. http://localhost:3000/oauth2/default; its path is where `handler` is mounted. */
  issuer: string;
  /** Origin of the shell (the only CORS origin; redirect URIs are built from it). */
  appOrigin: string;
  /** The shell's public client id. */
  clientId: string;
  /** The one account that can sign in. */
  instructor: { email: string; password: string };
  /** Failed sign-ins per account and per address (a guesser of the instructor password is slowed). */
  throttle: LoginThrottle;
  /** Keys, sessions, grants and tokens, in the database every instance shares. */
  store: IdentityStore;
  /** Access token lifetime in seconds (default 3600); short values let tests exercise renewal. */
  accessTokenTtlSeconds?: number;
}

/** A running development identity provider. */
export interface IdentityProvider {
  /** Express handler to mount at the issuer's path (/oauth2/default). */
  handler: RequestHandler;
  /** The issuer, as given. */
  issuer: string;
  /** The shell's client id, as given. */
  clientId: string;
  /** Releases resources (everything the provider keeps is in the store). */
  close(): Promise<void>;
  /** Test-only: mint an access token exactly as the sign-in flow would (same key, iss, aud api://default, scp, cid, uid, sub, email claims), with a given lifetime. */
  mintAccessToken(options?: { expiresInSeconds?: number }): Promise<string>;
}

const DEFAULT_ACCESS_TOKEN_TTL = 60 * 60;

/**
 * oidc-provider with Okta's URL shape and the five okta-auth-js compatibilities of docs/oidc.md, a sign-in page
 * for the instructor account and automatic consent. Development only: in production the API trusts a real Okta.
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { issuer, clientId, appOrigin } = options;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL;
  const account = instructorAccount(options.instructor.email);
  const key = await storedSigningKey(options.store);
  const verifier = new AccessTokenVerifier(key.publicKey, issuer, options.store);

  const provider = new Provider(
    issuer,
    providerConfiguration({
      account,
      clientId,
      appOrigin,
      signingJwk: key.privateJwk,
      cookieKeys: await storedCookieKeys(options.store),
      adapter: storedModels(options.store),
      accessTokenTtlSeconds,
      mountPath,
    }),
  );
  // The scheme and host come from the headers pinToIssuerOrigin sets, so an https issuer behind a TLS proxy works.
  provider.proxy = true;
  addOktaPostMessage(provider);

  const router = express.Router();
  router.use(pinToIssuerOrigin(issuer));
  const corsPaths = [
    OKTA_ROUTES.token,
    OKTA_ROUTES.jwks,
    OKTA_ROUTES.userinfo,
    OKTA_ROUTES.revocation,
    OKTA_ROUTES.end_session,
    '/.well-known/openid-configuration',
    '/.well-known/oauth-authorization-server',
  ];
  router.use(corsPaths, appOriginCors(appOrigin));
  router.post(OKTA_ROUTES.revocation, ...oktaRevocation({ clientId, verifier }));
  router.get(OKTA_ROUTES.userinfo, oktaUserinfo({ account, verifier, issuer }));
  router.post(OKTA_ROUTES.userinfo, oktaUserinfo({ account, verifier, issuer }));
  router.get(OKTA_ROUTES.authorization, offlineAccessNeedsConsent);
  router.use(
    interactionRoutes({ provider, account, credentials: options.instructor, mountPath, throttle: options.throttle }),
  );
  const oidc = provider.callback();
  router.use((req, res) => oidc(req, res));

  return {
    handler: router,
    issuer,
    clientId,
    close: async () => {},
    async mintAccessToken({ expiresInSeconds } = {}) {
      const client = await provider.Client.find(clientId);
      if (!client) throw new Error(`client ${clientId} is not configured`);
      // The same grant the sign-in's automatic consent records.
      const grant = new provider.Grant({ accountId: account.accountId, clientId });
      grant.addOIDCScope('openid profile email');
      grant.addResourceScope(API_AUDIENCE, API_SCOPES);
      const token = new provider.AccessToken({
        client,
        accountId: account.accountId,
        grantId: await grant.save(),
        scope: API_SCOPES,
        gty: 'authorization_code',
        resourceServer: new provider.ResourceServer(
          API_AUDIENCE,
          apiResourceServer(expiresInSeconds ?? accessTokenTtlSeconds),
        ),
        expiresIn: expiresInSeconds ?? accessTokenTtlSeconds,
      });
      return token.save();
    },
  };
}
