import { identityErrorTexts, type NavigationRequest } from '@academy/api';
import {
  $isInstructor,
  completeSignInFx,
  type IdentitySettings,
  signInWithRedirectFx,
  startIdentityFx,
} from '@academy/auth';
import { navigationRequested } from '@academy/bus';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import LoginCallbackPage from './index';

const instructor = { isAuthenticated: true, accessToken: 'at', idToken: 'id', refreshToken: '' };

function renderCallback(complete: () => Promise<{ originalUri: string }>) {
  const redirects: (string | undefined)[] = [];
  const navigations: NavigationRequest[] = [];
  const scope = fork({
    handlers: [
      [completeSignInFx, complete],
      [startIdentityFx, async () => instructor],
      [
        signInWithRedirectFx,
        async (_settings: IdentitySettings, originalUri: string | undefined) => {
          redirects.push(originalUri);
        },
      ],
    ],
  });
  createWatch({ unit: navigationRequested, scope, fn: (request) => navigations.push(request) });
  render(
    <Provider value={scope}>
      <LoginCallbackPage />
    </Provider>,
  );
  return { scope, redirects, navigations };
}

describe('<LoginCallbackPage>', () => {
  afterEach(cleanup);

  it('shows Working..., completes the sign-in and returns to the original address', async () => {
    let finish: (value: { originalUri: string }) => void = () => {};
    const { scope, navigations } = renderCallback(() => new Promise((resolve) => (finish = resolve)));
    expect(screen.getByText('Working...')).toBeTruthy();
    finish({ originalUri: '/classes' });
    await waitFor(() => expect(navigations).toEqual([{ to: '/classes', replace: true }]));
    expect(screen.getByText('Working...')).toBeTruthy();
    expect(scope.getState($isInstructor)).toBe(true);
  });

  it('shows the library message of a tampered callback with a way to try again', async () => {
    const { redirects, navigations } = renderCallback(async () => {
      throw new Error("OAuth flow response state doesn't match request state");
    });
    expect(await screen.findByText(identityErrorTexts.stateMismatch)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign-in failed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Working...');
    expect(redirects).toEqual([undefined]);
    expect(navigations).toEqual([]);
  });
});
