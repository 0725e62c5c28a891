import { IDENTITY_SCOPES, identityErrorTexts, type RuntimeConfig, routes } from '@academy/api';
import type { AuthState, OktaAuthOptions } from '@okta/okta-auth-js/core';
import { type IdentityAuthState, signedOutIdentity } from './model';

/** What the identity client is built from: the runtime configuration and the site's origin. */
export interface IdentitySettings {
  /** Okta-shaped issuer, e.g. https://academy.okta.com/oauth2/default. */
  issuer: string;
  clientId: string;
  /** The site's origin, e.g. http://localhost:3000 (no trailing slash). */
  origin: string;
}

/** Client id of the shell at the embedded development identity provider (server config OIDC_CLIENT_ID). */
export const EMBEDDED_CLIENT_ID = 'academy-portal';

/** Issuer and client id from /config.json; without them, the server's embedded identity provider. */
export function identitySettingsOf(identity: RuntimeConfig['identity'], origin: string): IdentitySettings {
  return {
    issuer: identity.issuer || `${origin}/oauth2/default`,
    clientId: identity.clientId || EMBEDDED_CLIENT_ID,
    origin,
  };
}

/** Where the provider sends the browser back after sign-out: the home page, registered with the provider as is. */
export function postLogoutRedirectUriOf(settings: IdentitySettings): string {
  return `${settings.origin}${routes.home}`;
}

/**
 * okta-auth-js options: redirect flow with PKCE (S256), scopes openid profile email (spec §1), redirect address
 * origin + /login/callback (spec §2), tokens in localStorage (a reload keeps the session), renewed before expiry.
 */
export function oktaOptionsOf(settings: IdentitySettings): OktaAuthOptions {
  return {
    issuer: settings.issuer,
    clientId: settings.clientId,
    redirectUri: `${settings.origin}${routes.loginCallback}`,
    postLogoutRedirectUri: postLogoutRedirectUriOf(settings),
    scopes: [...IDENTITY_SCOPES],
    pkce: true,
    responseType: 'code',
    tokenManager: { storage: 'localStorage', autoRenew: true, autoRemove: true },
  };
}

/** The SDK's auth state as the bus publishes it; no state yet means signed out. */
export function identityAuthOf(state: AuthState | null | undefined): IdentityAuthState {
  if (!state) return signedOutIdentity;
  return {
    isAuthenticated: state.isAuthenticated === true,
    accessToken: state.accessToken?.accessToken ?? '',
    idToken: state.idToken?.idToken ?? '',
    refreshToken: state.refreshToken?.refreshToken ?? '',
  };
}

/** A failure of the redirect callback, raised before the SDK is asked (no code in the address). */
export class IdentityCallbackError extends Error {
  override readonly name = 'IdentityCallbackError';
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * The message a failed /login/callback shows: the identity library's own texts of spec §8 for a state mismatch,
 * a missing transaction and a missing code; any other failure (e.g. the provider's error) keeps its own message.
 */
export function callbackErrorText(error: unknown): string {
  const message = messageOf(error);
  if (/state doesn't match|does not match with transaction state/i.test(message))
    return identityErrorTexts.stateMismatch;
  if (/PKCE codeVerifier from storage|redirect params from storage|No transaction data/i.test(message)) {
    return identityErrorTexts.noTransaction;
  }
  if (/Unable to parse a token from the url|Unable to parse interaction_code/i.test(message)) {
    return identityErrorTexts.noInteractionCode;
  }
  return message || identityErrorTexts.noInteractionCode;
}

/** Okta's "session not found" (E0000007) from closing a provider session that is already gone: ignored on sign-out. */
export function isSessionNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { errorCode?: unknown }).errorCode === 'E0000007';
}
