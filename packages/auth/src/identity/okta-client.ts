import { routes } from '@academy/api';
import type { OktaAuth } from '@okta/okta-auth-js/core';
import type { IdentityAuthState } from './model';
import {
  IdentityCallbackError,
  type IdentitySettings,
  identityAuthOf,
  oktaOptionsOf,
  postLogoutRedirectUriOf,
} from './okta-options';
import { IDENTITY_TOKEN_STORAGE_KEY } from './token-storage';

/*
 * The adapter around okta-auth-js. The SDK (its `core` entry) is imported dynamically, on the first call of one of
 * these functions, so a page that needs no instructor session never downloads it. One client per page.
 */

let client: { key: string; sdk: Promise<OktaAuth> } | null = null;
let started: Promise<void> | null = null;

async function createSdk(settings: IdentitySettings): Promise<OktaAuth> {
  const { OktaAuth: OktaAuthClass } = await import(/* webpackChunkName: "okta-auth-js" */ '@okta/okta-auth-js/core');
  return new OktaAuthClass(oktaOptionsOf(settings));
}

function sdkFor(settings: IdentitySettings): Promise<OktaAuth> {
  const key = JSON.stringify(settings);
  if (client?.key !== key) {
    const sdk = createSdk(settings);
    client = { key, sdk };
    started = null;
    // A failed download is not cached: the next call tries again.
    sdk.catch(() => {
      if (client?.sdk === sdk) client = null;
    });
  }
  return client.sdk;
}

/** What the running client reports. */
export interface IdentityClientListeners {
  /** Every change of the auth state: sign-in, renewal, removal. */
  onChange: (state: IdentityAuthState) => void;
  /** The SDK failed to renew a token on its own (e.g. the provider session ended). */
  onRenewFailed: (error: unknown) => void;
}

/**
 * Starts the client once (token renewal before expiry, cross-tab sync) and reports to the listeners. Resolves with
 * the current state, after any renewal of expired tokens it needed.
 */
export async function startIdentityClient(
  settings: IdentitySettings,
  listeners: IdentityClientListeners,
): Promise<IdentityAuthState> {
  const sdk = await sdkFor(settings);
  if (!started) {
    sdk.authStateManager.subscribe((state) => listeners.onChange(identityAuthOf(state)));
    sdk.tokenManager.on('error', listeners.onRenewFailed);
    started = sdk.start();
  }
  await started;
  await sdk.authStateManager.updateAuthState();
  return identityAuthOf(sdk.authStateManager.getAuthState());
}

/**
 * Redirects the browser to the provider's sign-in (authorization code + PKCE). `originalUri` is where the callback
 * returns to; without one, the address kept from an earlier attempt, else the course list.
 */
export async function redirectToSignIn(settings: IdentitySettings, originalUri?: string): Promise<void> {
  const sdk = await sdkFor(settings);
  await sdk.signInWithRedirect({ originalUri: originalUri ?? sdk.getOriginalUri() ?? routes.courses });
}

/** What a completed callback gives back. */
export interface CompletedSignIn {
  /** The address the sign-in started from. */
  originalUri: string;
}

/** Completes the redirect sign-in on /login/callback: exchanges the code, stores the tokens. */
export async function completeSignIn(settings: IdentitySettings): Promise<CompletedSignIn> {
  const params = new URLSearchParams(window.location.search);
  const error = params.get('error');
  if (error) throw new IdentityCallbackError(params.get('error_description') || error);
  if (!params.get('code') && !params.get('interaction_code')) {
    throw new IdentityCallbackError('Unable to parse interaction_code from the url');
  }
  const sdk = await sdkFor(settings);
  const state = params.get('state') ?? undefined;
  const originalUri = sdk.getOriginalUri(state) ?? routes.courses;
  const { tokens } = await sdk.token.parseFromUrl();
  sdk.tokenManager.setTokens(tokens);
  sdk.removeOriginalUri(state);
  return { originalUri };
}

/** Renews the tokens now (e.g. after a 401); rejects when the provider session is gone. */
export async function renewIdentityTokens(settings: IdentitySettings): Promise<IdentityAuthState> {
  const sdk = await sdkFor(settings);
  const tokens = await sdk.token.renewTokens();
  sdk.tokenManager.setTokens(tokens);
  await sdk.authStateManager.updateAuthState();
  return identityAuthOf(sdk.authStateManager.getAuthState());
}

/**
 * Signs out at the provider: revokes the access token, clears the local tokens and redirects to the provider's
 * logout, which returns to the home page.
 */
export async function signOutOfIdentityProvider(settings: IdentitySettings): Promise<void> {
  const sdk = await sdkFor(settings);
  await sdk.signOut({ postLogoutRedirectUri: postLogoutRedirectUriOf(settings), clearTokensBeforeRedirect: true });
}

/** Forgets the tokens held in this browser (after a failed sign-out), even when the SDK cannot be loaded. */
export async function clearIdentityTokens(settings: IdentitySettings): Promise<void> {
  try {
    const sdk = await sdkFor(settings);
    sdk.tokenManager.clear();
  } finally {
    localStorage.removeItem(IDENTITY_TOKEN_STORAGE_KEY);
  }
}
