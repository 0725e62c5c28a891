import { type AsyncStatus, routes } from '@academy/api';
import { $runtimeConfig, instructorSignInRequested, navigationRequested, signedOut } from '@academy/bus';
import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $isInstructor, type IdentityAuthState, identityAuthChanged, instructorUnauthorized } from './model';
import {
  type CompletedSignIn,
  clearIdentityTokens,
  completeSignIn,
  redirectToSignIn,
  renewIdentityTokens,
  signOutOfIdentityProvider,
  startIdentityClient,
} from './okta-client';
import { callbackErrorText, type IdentitySettings, identitySettingsOf, isSessionNotFoundError } from './okta-options';
import { hasStoredIdentityTokens } from './token-storage';

/*
 * The instructor's identity-provider session: restoring it at start-up, the guard of instructor pages, the redirect
 * sign-in and its callback, renewal after a 401, and sign-out. Every SDK call is an effect over okta-client.ts,
 * which downloads the SDK on first use.
 */

/** The shell started: restore an identity session if the browser holds tokens (without downloading the SDK otherwise). */
export const identityStarted = createEvent();
/** The guard of an instructor page was shown for `path` (pathname + search). */
export const instructorRouteOpened = createEvent<{ path: string }>();
/** The guard of an instructor page went away (another kind of page is shown). */
export const instructorRouteLeft = createEvent();
/** /login/callback was opened: complete the redirect sign-in. */
export const loginCallbackOpened = createEvent();
/** 'Try again' after a failed sign-in or callback. */
export const signInRetryClicked = createEvent();
/** Log Out with an identity-provider session. */
export const instructorSignOutRequested = createEvent();
/** After a 401 the tokens were renewed: a remote may repeat the call that failed (e.g. reload its list). */
export const instructorSessionRenewed = createEvent();

/** The SDK could not renew the tokens on its own (the provider session ended). */
const identityRenewFailed = createEvent<unknown>();
/** The callback stored the tokens and the client runs: go back to where the sign-in started. */
const callbackCompleted = createEvent<string>();

/** The site's origin: redirect and post-logout addresses are built from it. */
export const $siteOrigin = createStore(typeof window === 'undefined' ? '' : window.location.origin);
export const $identitySettings = combine($runtimeConfig, $siteOrigin, (config, origin) =>
  identitySettingsOf(config.identity, origin),
);

export const checkStoredTokensFx = createEffect(hasStoredIdentityTokens);

// Each effect runs one adapter function with the settings: `(settings, params)`, as fork handlers receive them too.
export const startIdentityFx = attach({
  source: $identitySettings,
  effect: (settings: IdentitySettings) => {
    // Bound now, while the effect runs in the scope: the SDK reports later, from its own callbacks.
    const onChange = scopeBind(identityAuthChanged, { safe: true });
    const onRenewFailed = scopeBind(identityRenewFailed, { safe: true });
    return startIdentityClient(settings, { onChange, onRenewFailed });
  },
});

/** Redirects to the provider's sign-in; the parameter is the original address to come back to. */
export const signInWithRedirectFx = attach({
  source: $identitySettings,
  effect: (settings: IdentitySettings, originalUri: string | undefined) => redirectToSignIn(settings, originalUri),
});

export const completeSignInFx = attach({
  source: $identitySettings,
  effect: (settings: IdentitySettings): Promise<CompletedSignIn> => completeSignIn(settings),
});

export const renewTokensFx = attach({
  source: $identitySettings,
  effect: (settings: IdentitySettings): Promise<IdentityAuthState> => renewIdentityTokens(settings),
});

export const signOutFx = attach({
  source: $identitySettings,
  effect: (settings: IdentitySettings) => signOutOfIdentityProvider(settings),
});

export const clearTokensFx = attach({
  source: $identitySettings,
  effect: (settings: IdentitySettings) => clearIdentityTokens(settings),
});

export const logSignOutErrorFx = createEffect((error: unknown) => {
  console.error('Identity-provider sign-out failed; the local tokens were cleared', error);
});

/** Whether we know if there is an instructor session: no tokens held, or the client has started. */
export const $isIdentityChecked = createStore(false)
  .on(checkStoredTokensFx.doneData, (checked, held) => checked || !held)
  .on(startIdentityFx.finally, () => true);

/** The instructor page being shown (the original address of a sign-in it starts), or null. */
export const $instructorPath = createStore<string | null>(null)
  .on(instructorRouteOpened, (_, { path }) => path)
  .reset(instructorRouteLeft, signedOut);

/** The browser is being sent to the provider's sign-in: start it once. */
export const $isRedirecting = createStore(false)
  .on(signInWithRedirectFx, () => true)
  .reset(signInWithRedirectFx.fail);

const $isSigningOut = createStore(false)
  .on(instructorSignOutRequested, () => true)
  .reset(signedOut);

/** Status of /login/callback. */
export const $callbackStatus = createStore<AsyncStatus>('idle')
  .on(completeSignInFx, () => 'loading')
  .on(completeSignInFx.done, () => 'succeeded')
  .on(completeSignInFx.fail, () => 'failed');

/** Why the last sign-in or callback failed (spec §8 identity messages), shown with 'Try again'. */
export const $signInError = createStore('')
  .on(completeSignInFx.failData, (_, error) => callbackErrorText(error))
  .on(signInWithRedirectFx.failData, (_, error) => (error instanceof Error ? error.message : String(error)))
  .reset(signInWithRedirectFx, loginCallbackOpened);

const $callbackReturnTo = createStore<string | null>(null)
  .on(completeSignInFx.doneData, (_, { originalUri }) => originalUri)
  .reset(callbackCompleted);

// Start-up: download the SDK only when tokens from an earlier visit are held.
sample({ clock: identityStarted, target: checkStoredTokensFx });
sample({ clock: checkStoredTokensFx.doneData, filter: Boolean, target: startIdentityFx });
sample({ clock: startIdentityFx.doneData, target: identityAuthChanged });

// The guard: on an instructor page without a session, once we know there is none, start the redirect sign-in.
sample({
  clock: [instructorRouteOpened, $isIdentityChecked],
  source: {
    checked: $isIdentityChecked,
    isInstructor: $isInstructor,
    path: $instructorPath,
    redirecting: $isRedirecting,
    signingOut: $isSigningOut,
  },
  filter: ({ checked, isInstructor, path, redirecting, signingOut }) =>
    checked && !isInstructor && path !== null && !redirecting && !signingOut,
  fn: ({ path }) => path ?? routes.courses,
  target: signInWithRedirectFx,
});

// 'Instructor Login' on the student login page.
sample({
  clock: instructorSignInRequested,
  filter: $isInstructor,
  fn: ({ returnTo }) => ({ to: returnTo }),
  target: navigationRequested,
});
sample({
  clock: instructorSignInRequested,
  source: { isInstructor: $isInstructor, redirecting: $isRedirecting },
  filter: ({ isInstructor, redirecting }) => !isInstructor && !redirecting,
  fn: (_, { returnTo }) => returnTo,
  target: signInWithRedirectFx,
});

// The callback: store the tokens, start the client (renewal), then return to the original address.
sample({
  clock: loginCallbackOpened,
  source: $callbackStatus,
  filter: (status) => status === 'idle' || status === 'failed',
  target: completeSignInFx,
});
sample({ clock: completeSignInFx.done, target: startIdentityFx });
sample({
  clock: startIdentityFx.finally,
  source: $callbackReturnTo,
  filter: (returnTo): returnTo is string => returnTo !== null,
  target: callbackCompleted,
});
sample({ clock: callbackCompleted, fn: (to) => ({ to, replace: true }), target: navigationRequested });

// 'Try again': from an instructor page back to it; from the callback, to the address kept by the failed attempt.
sample({
  clock: signInRetryClicked,
  source: $instructorPath,
  fn: (path) => path ?? undefined,
  target: signInWithRedirectFx,
});

// A call still answered 401: renew the tokens, else sign in again and come back to the page.
sample({ clock: instructorUnauthorized, filter: $isInstructor, target: renewTokensFx });
sample({ clock: renewTokensFx.doneData, target: [identityAuthChanged, instructorSessionRenewed] });
const unauthorizedWithoutSession = sample({
  clock: instructorUnauthorized,
  source: $isInstructor,
  filter: (isInstructor) => !isInstructor,
});
sample({
  clock: [renewTokensFx.fail, unauthorizedWithoutSession],
  source: { path: $instructorPath, redirecting: $isRedirecting, signingOut: $isSigningOut },
  filter: ({ redirecting, signingOut }) => !redirecting && !signingOut,
  fn: ({ path }) => path ?? routes.courses,
  target: signInWithRedirectFx,
});
// The SDK's own renewal before expiry failed: on an instructor page, sign in again and come back to it.
sample({
  clock: identityRenewFailed,
  source: { path: $instructorPath, redirecting: $isRedirecting, signingOut: $isSigningOut },
  filter: ({ path, redirecting, signingOut }) => path !== null && !redirecting && !signingOut,
  fn: ({ path }) => path ?? routes.courses,
  target: signInWithRedirectFx,
});

// Log Out with a provider session: the provider's sign-out; E0000007 (session already closed) is no failure, any
// other failure still clears the local tokens. Then signed out as with a local logout.
sample({ clock: instructorSignOutRequested, target: signOutFx });
sample({ clock: signOutFx.done, target: signedOut });
sample({ clock: signOutFx.failData, filter: isSessionNotFoundError, target: signedOut });
sample({
  clock: signOutFx.failData,
  filter: (error) => !isSessionNotFoundError(error),
  target: [logSignOutErrorFx, clearTokensFx],
});
sample({ clock: clearTokensFx.finally, target: signedOut });
