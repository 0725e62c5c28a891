import type { NavigationRequest } from '@academy/api';
import {
  $hasStudentSession,
  $identityAuth,
  $isInstructor,
  $studentBasic,
  $studentEmail,
  $studentPassphrase,
  signedOutIdentity,
  signOutFx,
} from '@academy/auth';
import { logoutRequested, navigationRequested } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import './logout';

// The provider sign-out's own outcomes (E0000007 ignored, other errors clear the tokens) are tested in @academy/auth.
describe('Log Out', () => {
  function setup(isInstructor: boolean) {
    const providerSignOuts: number[] = [];
    const navigations: NavigationRequest[] = [];
    const scope = fork({
      values: [
        [$studentEmail, 'a@academy.test'],
        [$studentPassphrase, 'p'],
        [$studentBasic, 'YTpw'],
        [
          $identityAuth,
          isInstructor
            ? { isAuthenticated: true, accessToken: 'at', idToken: 'id', refreshToken: '' }
            : signedOutIdentity,
        ],
      ],
      handlers: [[signOutFx, async () => void providerSignOuts.push(1)]],
    });
    createWatch({ unit: navigationRequested, scope, fn: (request) => navigations.push(request) });
    return { scope, providerSignOuts, navigations };
  }

  it('without an identity-provider session clears the local session and goes home', async () => {
    const { scope, providerSignOuts, navigations } = setup(false);
    await allSettled(logoutRequested, { scope });
    expect(providerSignOuts).toEqual([]);
    expect(scope.getState($hasStudentSession)).toBe(false);
    expect(navigations).toEqual([{ to: '/' }]);
  });

  it("with an identity-provider session calls the provider's sign-out, then clears everything and goes home", async () => {
    const { scope, providerSignOuts, navigations } = setup(true);
    await allSettled(logoutRequested, { scope });
    expect(providerSignOuts).toEqual([1]);
    expect(scope.getState($isInstructor)).toBe(false);
    expect(scope.getState($hasStudentSession)).toBe(false);
    expect(navigations).toEqual([{ to: '/' }]);
  });
});
