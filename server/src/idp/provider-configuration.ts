import { type Adapter, type Configuration, errors, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { API_AUDIENCE, API_SCOPES, oktaAccessTokenClaims } from './access-tokens';
import { type AccountDirectory, accountClaims } from './account';
import { nonceOf } from './page-security';
import { errorPage, logoutPage, signedOutPage } from './pages';

/** Okta's endpoint paths under the issuer; okta-auth-js derives them from an issuer containing /oauth2. */
export const OKTA_ROUTES = {
  authorization: '/v1/authorize',
  token: '/v1/token',
  jwks: '/v1/keys',
  userinfo: '/v1/userinfo',
  revocation: '/v1/revoke',
  end_session: '/v1/logout',
} as const;

/** What the configuration is built from. */
export interface ProviderSettings {
  accounts: AccountDirectory;
  clientId: string;
  appOrigin: string;
  signingJwk: JWK;
  /** Signs the provider's cookies; the same on every instance. */
  cookieKeys: string[];
  /** Where sessions, grants and tokens are kept (the database). */
  adapter: new (
    model: string,
  ) => Adapter;
  accessTokenTtlSeconds: number;
  /** Path the provider is mounted at (the issuer's path), for interaction URLs. */
  mountPath: string;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** The resource server behind `api://default`: JWT access tokens signed RS256, like Okta's. */
export function apiResourceServer(accessTokenTtlSeconds: number) {
  return {
    scope: API_SCOPES,
    audience: API_AUDIENCE,
    accessTokenTTL: accessTokenTtlSeconds,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  } as const;
}

/** True when the logout names the signed-in account's ID token (okta-auth-js's signOut), not just any request. */
function hintNamesSession(ctx: KoaContextWithOIDC): boolean {
  const hinted = ctx.oidc.entities.IdTokenHint?.payload.sub;
  return typeof hinted === 'string' && hinted === ctx.oidc.session?.accountId;
}

/** oidc-provider configuration for the academy's development identity provider. */
export function providerConfiguration(settings: ProviderSettings): Configuration {
  const { accounts, clientId, appOrigin } = settings;
  return {
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${appOrigin}/login/callback`],
        // okta-auth-js defaults postLogoutRedirectUri to window.location.origin, without the trailing slash.
        post_logout_redirect_uris: [`${appOrigin}/`, appOrigin],
      },
    ],
    jwks: { keys: [settings.signingJwk] },
    routes: OKTA_ROUTES,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // Without this the code-flow ID token carries only sub; the shell reads the e-mail from it.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const account = accounts.byId(id);
      return account
        ? { accountId: id, claims: (_use, scope) => accountClaims(account, new Set(scope.split(' '))) }
        : undefined;
    },
    interactions: { url: (_ctx, interaction) => `${settings.mountPath}/interaction/${interaction.uid}` },
    cookies: { keys: settings.cookieKeys },
    adapter: settings.adapter,
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(nonceOf(ctx.res), form, hintNamesSession(ctx));
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(nonceOf(ctx.res));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget();
          return apiResourceServer(settings.accessTokenTtlSeconds);
        },
      },
    },
    formats: {
      customizers: {
        jwt: (_ctx, token, jwt) => {
          const account = 'accountId' in token ? accounts.byId(token.accountId) : undefined;
          if (!account) throw new Error('an access token for no known account');
          Object.assign(jwt.payload, oktaAccessTokenClaims(token.clientId ?? clientId, token.scope, account));
        },
      },
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? settings.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: HOUR,
      RefreshToken: 7 * DAY,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(nonceOf(ctx.res), 'Sign-in error', `${out.error}: ${out.error_description ?? ''}`);
    },
  };
}
