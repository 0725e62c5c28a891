import {
  $identityAuth,
  $isIdentityChecked,
  checkStoredTokensFx,
  type IdentitySettings,
  identityAuthChanged,
  identityStarted,
  signedOutIdentity,
  signInWithRedirectFx,
  startIdentityFx,
} from '@academy/auth';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { InstructorGuard } from './instructor-guard';

const instructor = { isAuthenticated: true, accessToken: 'at', idToken: 'id', refreshToken: '' };

function renderGuard(scope: Scope, path = '/classes') {
  const router = createMemoryRouter(
    [
      {
        element: <InstructorGuard />,
        children: [
          { path: '/classes', element: <h1>Class list</h1> },
          { path: '/courses/new', element: <h1>New course</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** A scope whose redirect sign-in is recorded instead of leaving the page. */
function scopeWith(options: { checked: boolean; signedIn?: boolean; redirect?: () => Promise<void> }) {
  const redirects: (string | undefined)[] = [];
  const scope = fork({
    values: [
      [$isIdentityChecked, options.checked],
      [$identityAuth, options.signedIn ? instructor : signedOutIdentity],
    ],
    handlers: [
      [
        signInWithRedirectFx,
        async (_settings: IdentitySettings, originalUri: string | undefined) => {
          redirects.push(originalUri);
          await options.redirect?.();
        },
      ],
      [checkStoredTokensFx, () => true],
      [startIdentityFx, async () => signedOutIdentity],
    ],
  });
  return { scope, redirects };
}

describe('<InstructorGuard>', () => {
  afterEach(cleanup);

  it('shows Working... and waits while the held session is being restored', () => {
    const { scope, redirects } = scopeWith({ checked: false });
    renderGuard(scope);
    expect(screen.getByText('Working...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Class list' })).toBeNull();
    expect(redirects).toEqual([]);
  });

  it('without a session, shows Working... and starts the redirect sign-in with the current path', async () => {
    const { scope, redirects } = scopeWith({ checked: true });
    renderGuard(scope, '/courses/new');
    expect(screen.getByText('Working...')).toBeTruthy();
    expect(redirects).toEqual(['/courses/new']);
  });

  it('starts the sign-in once the restore finds no session', async () => {
    const { scope, redirects } = scopeWith({ checked: false });
    renderGuard(scope);
    await act(() => allSettled(identityStarted, { scope }));
    expect(redirects).toEqual(['/classes']);
    expect(screen.getByText('Working...')).toBeTruthy();
  });

  it('shows the requested page once authenticated', async () => {
    const { scope, redirects } = scopeWith({ checked: false });
    renderGuard(scope);
    await act(() => allSettled(identityAuthChanged, { scope, params: instructor }));
    expect(screen.getByRole('heading', { name: 'Class list' })).toBeTruthy();
    expect(screen.queryByText('Working...')).toBeNull();
    expect(redirects).toEqual([]);
  });

  it('shows the page at once with a session', () => {
    const { scope, redirects } = scopeWith({ checked: true, signedIn: true });
    renderGuard(scope);
    expect(screen.getByRole('heading', { name: 'Class list' })).toBeTruthy();
    expect(redirects).toEqual([]);
  });

  it('shows why a sign-in could not start, and Try again starts it again', async () => {
    let attempt = 0;
    const { scope, redirects } = scopeWith({
      checked: true,
      redirect: async () => {
        attempt += 1;
        if (attempt === 1)
          throw new Error('PKCE requires a modern browser with encryption support running in a secure context.');
      },
    });
    renderGuard(scope);
    expect(
      await screen.findByText('PKCE requires a modern browser with encryption support running in a secure context.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Working...')).toBeTruthy();
    expect(redirects).toEqual(['/classes', '/classes']);
  });
});
