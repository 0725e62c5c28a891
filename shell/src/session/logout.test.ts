import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { logoutRequested, navigationRequested, signedOut, type NavigationRequest } from '@academy/contracts';
import {
  $identityAuth,
  $isInstructor,
  $hasStudentSession,
  $studentBasic,
  $studentEmail,
  $studentPassphrase,
  clearTokensFx,
  signOutFx,
  signedOutIdentity,
} from '@academy/auth';
import './logout';

const instructor = { isAuthenticated: true, accessToken: 'at', idToken: 'id', refreshToken: '' };

function setup(options: { instructor: boolean; signOut?: () => Promise<void> }) {
  const calls = { signOut: 0, clear: 0, signedOut: 0 };
  const navigations: NavigationRequest[] = [];
  const scope = fork({
    values: [
      [$studentEmail, 'a@academy.test'],
      [$studentPassphrase, 'p'],
      [$studentBasic, 'YTpw'],
      [$identityAuth, options.instructor ? instructor : signedOutIdentity],
    ],
    handlers: [
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
    ],
  });
  createWatch({ unit: navigationRequested, scope, fn: (request) => navigations.push(request) });
  createWatch({ unit: signedOut, scope, fn: () => (calls.signedOut += 1) });
  return { scope, calls, navigations };
}

describe('Log Out', () => {
  it('without an identity-provider session clears the local session and goes home', async () => {
    const { scope, calls, navigations } = setup({ instructor: false });
    await allSettled(logoutRequested, { scope });
    expect(calls.signOut).toBe(0);
    expect(calls.signedOut).toBe(1);
    expect(scope.getState($hasStudentSession)).toBe(false);
    expect(navigations).toEqual([{ to: '/' }]);
  });

  it("with an identity-provider session calls the provider's sign-out, then signs out and goes home", async () => {
    const { scope, calls, navigations } = setup({ instructor: true });
    await allSettled(logoutRequested, { scope });
    expect(calls.signOut).toBe(1);
    expect(calls.clear).toBe(0);
    expect(calls.signedOut).toBe(1);
    expect(scope.getState($isInstructor)).toBe(false);
    expect(scope.getState($hasStudentSession)).toBe(false);
    expect(navigations).toEqual([{ to: '/' }]);
  });

  it('ignores a session-close error E0000007', async () => {
    const { scope, calls, navigations } = setup({
      instructor: true,
      signOut: async () => {
        throw Object.assign(new Error('Not found: Resource not found: me (Session)'), { errorCode: 'E0000007' });
      },
    });
    await allSettled(logoutRequested, { scope });
    expect(calls.clear).toBe(0);
    expect(calls.signedOut).toBe(1);
    expect(navigations).toEqual([{ to: '/' }]);
  });

  it('clears the local tokens after any other sign-out error', async () => {
    const { scope, calls, navigations } = setup({
      instructor: true,
      signOut: async () => {
        throw Object.assign(new Error('Failed to fetch'), { errorCode: 'INTERNAL' });
      },
    });
    const errors = console.error;
    console.error = () => {};
    try {
      await allSettled(logoutRequested, { scope });
    } finally {
      console.error = errors;
    }
    expect(calls.clear).toBe(1);
    expect(calls.signedOut).toBe(1);
    expect(scope.getState($isInstructor)).toBe(false);
    expect(navigations).toEqual([{ to: '/' }]);
  });
});
