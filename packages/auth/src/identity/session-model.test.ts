import { identityErrorTexts, type NavigationRequest } from '@academy/api';
import { instructorSignInRequested, navigationRequested, signedOut } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import {
  $identityAuth,
  $isInstructor,
  type IdentityAuthState,
  instructorUnauthorized,
  signedOutIdentity,
} from './model';
import type { IdentitySettings } from './okta-options';
import {
  $callbackStatus,
  $isIdentityChecked,
  $isRedirecting,
  $signInError,
  checkStoredTokensFx,
  clearTokensFx,
  completeSignInFx,
  identityStarted,
  instructorRouteLeft,
  instructorRouteOpened,
  instructorSessionRenewed,
  instructorSignOutRequested,
  loginCallbackOpened,
  logSignOutErrorFx,
  renewTokensFx,
  signInRetryClicked,
  signInWithRedirectFx,
  signOutFx,
  startIdentityFx,
} from './session-model';

const instructor: IdentityAuthState = { isAuthenticated: true, accessToken: 'at-1', idToken: 'id-1', refreshToken: '' };

/** A scope whose SDK effects are fakes that record their calls. */
function setup(options: {
  tokensHeld?: boolean;
  started?: IdentityAuthState;
  signedIn?: boolean;
  checked?: boolean;
  completeSignIn?: () => Promise<{ originalUri: string }>;
  renew?: () => Promise<IdentityAuthState>;
  signOut?: () => Promise<void>;
}) {
  const calls = { start: 0, redirects: [] as (string | undefined)[], renew: 0, signOut: 0, clear: 0, logged: 0 };
  const scope = fork({
    values: [
      [$identityAuth, options.signedIn ? instructor : signedOutIdentity],
      [$isIdentityChecked, options.checked ?? false],
    ],
    handlers: [
      [checkStoredTokensFx, () => options.tokensHeld ?? false],
      [
        startIdentityFx,
        async () => {
          calls.start += 1;
          return options.started ?? signedOutIdentity;
        },
      ],
      [
        signInWithRedirectFx,
        async (_settings: IdentitySettings, originalUri: string | undefined) => {
          calls.redirects.push(originalUri);
        },
      ],
      [completeSignInFx, options.completeSignIn ?? (async () => ({ originalUri: '/courses' }))],
      [
        renewTokensFx,
        async () => {
          calls.renew += 1;
          return (options.renew ?? (async () => instructor))();
        },
      ],
      [
        signOutFx,
        async () => {
          calls.signOut += 1;
          await options.signOut?.();
        },
      ],
      [
        clearTokensFx,
        async () => {
          calls.clear += 1;
        },
      ],
      [
        logSignOutErrorFx,
        () => {
          calls.logged += 1;
        },
      ],
    ],
  });
  return { scope, calls, navigations: recordNavigations(scope), signOuts: countSignedOut(scope) };
}

function recordNavigations(scope: Scope): NavigationRequest[] {
  const requests: NavigationRequest[] = [];
  createWatch({ unit: navigationRequested, scope, fn: (request) => requests.push(request) });
  return requests;
}

function countSignedOut(scope: Scope): { count: number } {
  const counter = { count: 0 };
  createWatch({ unit: signedOut, scope, fn: () => (counter.count += 1) });
  return counter;
}

function sdkError(message: string, errorCode = 'INTERNAL'): Error {
  return Object.assign(new Error(message), { errorCode });
}

describe('identity session model: start-up', () => {
  it('does not start the SDK when the browser holds no tokens, and then knows there is no session', async () => {
    const { scope, calls } = setup({ tokensHeld: false });
    await allSettled(identityStarted, { scope });
    expect(calls.start).toBe(0);
    expect(scope.getState($isIdentityChecked)).toBe(true);
    expect(scope.getState($isInstructor)).toBe(false);
  });

  it('restores the session from held tokens and publishes it', async () => {
    const { scope, calls } = setup({ tokensHeld: true, started: instructor });
    await allSettled(identityStarted, { scope });
    expect(calls.start).toBe(1);
    expect(scope.getState($identityAuth)).toEqual(instructor);
    expect(scope.getState($isIdentityChecked)).toBe(true);
  });
});

describe('identity session model: the guard', () => {
  it('waits until the session is known, then starts the redirect sign-in with the page as original address', async () => {
    const { scope, calls } = setup({ tokensHeld: true, started: signedOutIdentity });
    await allSettled(instructorRouteOpened, { scope, params: { path: '/classes' } });
    expect(calls.redirects).toEqual([]);
    await allSettled(identityStarted, { scope });
    expect(calls.redirects).toEqual(['/classes']);
    expect(scope.getState($isRedirecting)).toBe(true);
  });

  it('starts the sign-in at once when the session is already known to be absent, and only once', async () => {
    const { scope, calls } = setup({ checked: true });
    await allSettled(instructorRouteOpened, { scope, params: { path: '/courses/new' } });
    await allSettled(instructorRouteOpened, { scope, params: { path: '/courses/new' } });
    expect(calls.redirects).toEqual(['/courses/new']);
  });

  it('does not sign in when held tokens restore an instructor session', async () => {
    const { scope, calls } = setup({ tokensHeld: true, started: instructor });
    await allSettled(instructorRouteOpened, { scope, params: { path: '/classes' } });
    await allSettled(identityStarted, { scope });
    expect(calls.redirects).toEqual([]);
    expect(scope.getState($isInstructor)).toBe(true);
  });

  it('does nothing once the instructor page was left', async () => {
    const { scope, calls } = setup({ tokensHeld: true });
    await allSettled(instructorRouteOpened, { scope, params: { path: '/classes' } });
    await allSettled(instructorRouteLeft, { scope });
    await allSettled(identityStarted, { scope });
    expect(calls.redirects).toEqual([]);
  });

  it('shows the error of a sign-in that could not start, and Try again retries with the same page', async () => {
    let attempts = 0;
    const scope = fork({
      values: [[$isIdentityChecked, true]],
      handlers: [
        [
          signInWithRedirectFx,
          async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('Loading chunk okta-auth-js failed.');
          },
        ],
      ],
    });
    await allSettled(instructorRouteOpened, { scope, params: { path: '/classes' } });
    expect(scope.getState($signInError)).toBe('Loading chunk okta-auth-js failed.');
    expect(scope.getState($isRedirecting)).toBe(false);
    await allSettled(signInRetryClicked, { scope });
    expect(attempts).toBe(2);
    expect(scope.getState($signInError)).toBe('');
  });
});

describe('identity session model: Instructor Login', () => {
  it('starts the redirect sign-in towards the requested page', async () => {
    const { scope, calls } = setup({ checked: true });
    await allSettled(instructorSignInRequested, { scope, params: { returnTo: '/courses' } });
    expect(calls.redirects).toEqual(['/courses']);
  });

  it('goes straight to the page when already signed in as an instructor', async () => {
    const { scope, calls, navigations } = setup({ signedIn: true, checked: true });
    await allSettled(instructorSignInRequested, { scope, params: { returnTo: '/courses' } });
    expect(calls.redirects).toEqual([]);
    expect(navigations).toEqual([{ to: '/courses' }]);
  });
});

describe('identity session model: the callback', () => {
  it('stores the tokens, starts the client and returns to the original address', async () => {
    const { scope, calls, navigations } = setup({
      started: instructor,
      completeSignIn: async () => ({ originalUri: '/classes' }),
    });
    await allSettled(loginCallbackOpened, { scope });
    expect(calls.start).toBe(1);
    expect(scope.getState($identityAuth)).toEqual(instructor);
    expect(scope.getState($callbackStatus)).toBe('succeeded');
    expect(navigations).toEqual([{ to: '/classes', replace: true }]);
  });

  it.each([
    ["OAuth flow response state doesn't match request state", identityErrorTexts.stateMismatch],
    [
      'Could not load PKCE codeVerifier from storage. This may indicate the auth flow has already completed.',
      identityErrorTexts.noTransaction,
    ],
    ['Unable to parse interaction_code from the url', identityErrorTexts.noInteractionCode],
  ])('shows the library message for "%s" and does not navigate', async (message, text) => {
    const { scope, navigations, calls } = setup({
      completeSignIn: async () => {
        throw sdkError(message);
      },
    });
    await allSettled(loginCallbackOpened, { scope });
    expect(scope.getState($callbackStatus)).toBe('failed');
    expect(scope.getState($signInError)).toBe(text);
    expect(navigations).toEqual([]);
    expect(calls.start).toBe(0);
  });

  it('Try again after a failed callback signs in again towards the kept original address', async () => {
    const { scope, calls } = setup({
      completeSignIn: async () => {
        throw sdkError("OAuth flow response state doesn't match request state");
      },
    });
    await allSettled(loginCallbackOpened, { scope });
    await allSettled(signInRetryClicked, { scope });
    expect(calls.redirects).toEqual([undefined]);
  });
});

describe('identity session model: expiry and 401', () => {
  it('renews the tokens after a 401 and publishes them', async () => {
    const renewed = { ...instructor, accessToken: 'at-2' };
    const { scope, calls } = setup({ signedIn: true, checked: true, renew: async () => renewed });
    const renewals = { count: 0 };
    createWatch({ unit: instructorSessionRenewed, scope, fn: () => (renewals.count += 1) });
    await allSettled(instructorRouteOpened, { scope, params: { path: '/classes' } });
    await allSettled(instructorUnauthorized, { scope });
    expect(calls.renew).toBe(1);
    expect(scope.getState($identityAuth).accessToken).toBe('at-2');
    expect(renewals.count).toBe(1);
    expect(calls.redirects).toEqual([]);
  });

  it('sends the instructor through sign-in again, back to the same page, when the renewal fails', async () => {
    const { scope, calls } = setup({
      signedIn: true,
      checked: true,
      renew: async () => {
        throw sdkError('login_required');
      },
    });
    await allSettled(instructorRouteOpened, { scope, params: { path: '/classes/edit' } });
    await allSettled(instructorUnauthorized, { scope });
    expect(calls.redirects).toEqual(['/classes/edit']);
  });
});

describe('identity session model: Log Out', () => {
  it('signs out at the provider, then signs out locally', async () => {
    const { scope, calls, signOuts } = setup({ signedIn: true, checked: true });
    await allSettled(instructorSignOutRequested, { scope });
    expect(calls.signOut).toBe(1);
    expect(calls.clear).toBe(0);
    expect(signOuts.count).toBe(1);
    expect(scope.getState($isInstructor)).toBe(false);
  });

  it('ignores a session-close error E0000007', async () => {
    const { scope, calls, signOuts } = setup({
      signedIn: true,
      signOut: async () => {
        throw sdkError('Not found: Resource not found: me (Session)', 'E0000007');
      },
    });
    await allSettled(instructorSignOutRequested, { scope });
    expect(calls.logged).toBe(0);
    expect(calls.clear).toBe(0);
    expect(signOuts.count).toBe(1);
  });

  it('still clears the local tokens after any other sign-out error', async () => {
    const { scope, calls, signOuts } = setup({
      signedIn: true,
      signOut: async () => {
        throw sdkError('Failed to fetch', 'E0000000');
      },
    });
    await allSettled(instructorSignOutRequested, { scope });
    expect(calls.logged).toBe(1);
    expect(calls.clear).toBe(1);
    expect(signOuts.count).toBe(1);
    expect(scope.getState($isInstructor)).toBe(false);
  });
});
