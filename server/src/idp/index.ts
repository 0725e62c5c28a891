import express, { type RequestHandler } from 'express';
import Provider from 'oidc-provider';
import type { LoginThrottle } from '../domain/login-throttle';
import type { Logger } from '../domain/ports/logger';
import type { IdentityStore } from '../domain/ports/storage';
import { AccessTokenVerifier, API_AUDIENCE, API_SCOPES } from './access-tokens';
import { type AccountSettings, accountDirectory } from './account';
import { appOriginCors } from './cors';
import { interactionRoutes } from './interactions';
import { originForm, pinToIssuerOrigin } from './issuer-origin';
import { refuseNulParameters } from './nul-parameters';
import { offlineAccessNeedsConsent } from './okta-offline-access';
import { addOktaPostMessage } from './okta-post-message';
import { oktaRevocation } from './okta-revocation';
import { oktaUserinfo } from './okta-userinfo';
import { pageSecurityHeaders } from './page-security';
import { apiResourceServer, OKTA_ROUTES, providerConfiguration } from './provider-configuration';
import { logProviderErrors } from './provider-logging';
import { storedCookieKeys, storedSigningKey } from './signing-key';
import { storedModels } from './stored-models';

/** Settings of the development identity provider. */
export interface IdentityProviderOptions {
  /** Issuer URL, e.g. http://localhost:3000/oauth2/default; its path is where `handler` is mounted. */
  issuer: string;
  /** Origin of the shell (the only CORS origin; redirect URIs are built from it). */
  appOrigin: string;
  /** The shell's public client id. */
  clientId: string;
  /** The instructor account, in the groups the API takes for instructors. */
  instructor: AccountSettings;
  /** Test-only: more accounts that can sign in, e.g. an employee of the org who is in no instructor group. */
  otherAccounts?: AccountSettings[];
  /** Failed sign-ins per account and per address (a guesser of the instructor password is slowed). */
  throttle: LoginThrottle;
  /** Keys, sessions, grants and tokens, in the database every instance shares. */
  store: IdentityStore;
  logger: Logger;
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
  const accounts = accountDirectory(options.instructor, options.otherAccounts);
  const account = accounts.instructor;
  const key = await storedSigningKey(options.store);
  const verifier = new AccessTokenVerifier(key.publicKey, issuer, options.store);

  const provider = new Provider(
    issuer,
    providerConfiguration({
      accounts,
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
  logProviderErrors(provider, options.logger);

  const router = express.Router();
  router.use(pinToIssuerOrigin(issuer));
  router.use(pageSecurityHeaders(appOrigin));
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
  // Every form body is parsed here, once, to be checked; oidc-provider then reads the parsed body.
  router.use(express.urlencoded({ extended: false, limit: '16kb' }));
  router.use(refuseNulParameters);
  router.post(OKTA_ROUTES.revocation, oktaRevocation({ clientId, verifier }));
  router.get(OKTA_ROUTES.userinfo, oktaUserinfo({ accounts, verifier, issuer }));
  router.post(OKTA_ROUTES.userinfo, oktaUserinfo({ accounts, verifier, issuer }));
  router.get(OKTA_ROUTES.authorization, offlineAccessNeedsConsent);
  router.use(interactionRoutes({ provider, accounts, mountPath, throttle: options.throttle }));
  const oidc = provider.callback();
  router.use((req, res) => {
    // Koa takes an absolute-form target (`GET http://evil.example/... HTTP/1.1`) as the URL to build links from.
    req.url = originForm(req.url);
    req.originalUrl = originForm(req.originalUrl);
    oidc(req, res);
  });

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
