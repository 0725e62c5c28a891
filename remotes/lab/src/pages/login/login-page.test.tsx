import { HttpError, type StudentLoginResponse } from '@academy/api';
import { $hasStudentSession, $identityAuth, signedOutIdentity } from '@academy/auth';
import { $runtimeConfig } from '@academy/bus';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { joinRequestFx } from '@/features/join-link/model';
import { logInRequestFx } from '@/shared/model/lab-session';
import {
  deferred,
  labMachine,
  loginAnswer,
  signedInValues,
  testConfig,
  withoutConsoleErrors,
} from '@/shared/testing/fixtures';
import LoginPage from '.';

function renderLogin(scope: Scope) {
  render(
    <Provider value={scope}>
      <LoginPage />
    </Provider>,
  );
}

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('<LoginPage>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows Username, Passphrase, Log in and Instructor Login to a visitor', () => {
    renderLogin(fork({ values: [[$runtimeConfig, testConfig]] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Student Login' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect((screen.getByLabelText('Passphrase') as HTMLInputElement).type).toBe('password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instructor Login' }).getAttribute('href')).toBe('/courses');
  });

  it("at /join shows a personal link's page (its own chunk) instead of the form, and reads the link's fragment", async () => {
    window.history.replaceState(null, '', '/join#k3J9x_Qm2-vT8pL0aZ4rWc');
    const tokens: string[] = [];
    const answer = deferred<never>();
    try {
      renderLogin(
        fork({
          values: [[$runtimeConfig, testConfig]],
          handlers: [
            [
              joinRequestFx,
              ({ token }: { token: string }) => {
                tokens.push(token);
                return answer.promise;
              },
            ],
          ],
        }),
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Your lab' })).toBeTruthy();
      expect(screen.queryByLabelText('Username')).toBeNull();
      expect(tokens).toEqual(['k3J9x_Qm2-vT8pL0aZ4rWc']);
      expect(screen.getByText('Logging in')).toBeTruthy();
      await act(async () => answer.reject(new HttpError(401, 'This sign-in link has been replaced by a newer one.')));
      expect(await screen.findByText('This sign-in link has been replaced by a newer one.')).toBeTruthy();
      // Another link pasted into this page's address bar: only the fragment changes, and the page reads it.
      window.location.hash = '#Zz9x_Qm2-vT8pL0aZ4rWcQ';
      await waitFor(() => expect(tokens).toEqual(['k3J9x_Qm2-vT8pL0aZ4rWc', 'Zz9x_Qm2-vT8pL0aZ4rWcQ']));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('requires both fields, with the texts of spec §5, and sends nothing', async () => {
    const calls: unknown[] = [];
    renderLogin(
      fork({
        handlers: [
          [
            logInRequestFx,
            async (request: unknown) => {
              calls.push(request);
            },
          ],
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Passphrase is required.')).toBeTruthy();
    typeInto('Username', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('the toggle shows and hides the passphrase', () => {
    renderLogin(fork());
    const passphrase = screen.getByLabelText('Passphrase') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Show passphrase' }));
    expect(passphrase.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide passphrase' }));
    expect(passphrase.type).toBe('password');
  });

  it("shows 'Logging in' while the call runs, then the stored error as a banner, keeping what was typed", async () => {
    const answer = deferred<StudentLoginResponse>();
    const scope = fork({ values: [[$runtimeConfig, testConfig]], handlers: [[logInRequestFx, () => answer.promise]] });
    renderLogin(scope);
    typeInto('Username', 'win-01');
    typeInto('Passphrase', 'wrong-words');
    const polite = document.querySelectorAll('[aria-live="polite"]').length;
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Heard once: the text arrives in a live region that was in the page before it.
    expect((await screen.findByText('Logging in')).closest('[aria-live="polite"]')).toBeTruthy();
    expect(document.querySelectorAll('[aria-live="polite"]')).toHaveLength(polite);
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-disabled')).toBe('true');
    await withoutConsoleErrors(() =>
      act(async () => {
        answer.reject(new HttpError(401, 'no'));
        await answer.promise.catch(() => undefined);
      }),
    );
    expect(await screen.findByText('You have entered an invalid email or passphrase.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Logging in')).toBeNull());
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('win-01');
    expect((screen.getByLabelText('Passphrase') as HTMLInputElement).value).toBe('wrong-words');
  });

  it('a server failure shows Server error.', async () => {
    const scope = fork({
      handlers: [
        [
          logInRequestFx,
          async () => {
            throw new HttpError(502, 'bad gateway');
          },
        ],
      ],
    });
    renderLogin(scope);
    typeInto('Username', 'a');
    typeInto('Passphrase', 'b');
    await withoutConsoleErrors(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('Server error.')).toBeTruthy();
    });
  });

  it('a signed-in student is told so instead of the form', async () => {
    renderLogin(fork({ values: signedInValues() }));
    expect(screen.getByText("You're already signed in as win-01@academy.test.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your machines' }).getAttribute('href')).toBe('/machines');
  });

  it('a signed-in instructor is told so instead of the form', () => {
    renderLogin(fork({ values: [[$identityAuth, { ...signedOutIdentity, isAuthenticated: true, accessToken: 't' }]] }));
    expect(screen.getByText("You're already signed in as an instructor.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it("after a successful login it keeps 'Logging in' until the shell leaves the page (no flash of the notice)", async () => {
    const scope = fork({ handlers: [[logInRequestFx, async () => loginAnswer([labMachine('vm-1', 'POWERED_ON')])]] });
    renderLogin(scope);
    typeInto('Username', 'win-01@academy.test');
    typeInto('Passphrase', 'p');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(scope.getState($hasStudentSession)).toBe(true));
    await allSettled(scope);
    expect(screen.getByText('Logging in')).toBeTruthy();
    expect(screen.queryByText("You're already signed in as win-01@academy.test.")).toBeNull();
    cleanup();
    // Opened again later, the page says who is signed in.
    renderLogin(scope);
    expect(await screen.findByText("You're already signed in as win-01@academy.test.")).toBeTruthy();
  });
});
