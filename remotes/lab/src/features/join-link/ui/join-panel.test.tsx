import { $runtimeConfig } from '@academy/bus';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $navigations, testConfig } from '@/shared/testing/fixtures';
import { $consoleReach, $joined, $linkProblem } from '../model';
import { JoinPanel } from './join-panel';

const ada = { name: 'Ada Lovelace', username: 'win-03@academy.test', personalPassphrase: null };

interface Shown {
  problem?: string;
  joined?: { name: string; username: string; personalPassphrase: string | null };
  reach?: 'unknown' | 'checking' | 'reachable' | 'blocked';
}

function show(values: Shown) {
  const scope = fork({
    values: [
      [$runtimeConfig, testConfig],
      [$linkProblem, values.problem ?? ''],
      [$joined, values.joined ?? null],
      [$consoleReach, values.reach ?? 'unknown'],
    ],
  });
  render(
    <Provider value={scope}>
      <JoinPanel />
    </Provider>,
  );
  return scope;
}

describe('JoinPanel', () => {
  afterEach(cleanup);

  it('says whose lab the link opens, by name and username as students type it', () => {
    show({ joined: ada, reach: 'reachable' });
    expect(screen.getByText(/This link opens the lab of/).textContent).toBe(
      'This link opens the lab of Ada Lovelace (win-03).',
    );
    expect(screen.getByRole('status').textContent).toBe('This network lets your machines’ consoles through.');
    expect(screen.queryByRole('button', { name: 'Continue to my machines' })).toBeNull();
  });

  it('shows a personal passphrase with what it is for, and waits for Continue', () => {
    const scope = show({ joined: { ...ada, personalPassphrase: 'quiet-harbor-1234' }, reach: 'reachable' });
    // A level-two heading under the page's h1 (a callout title would be an h5: axe's heading order).
    expect(screen.getByRole('heading', { level: 2, name: 'Your personal passphrase' })).toBeTruthy();
    expect(screen.getByText('quiet-harbor-1234')).toBeTruthy();
    expect(screen.getByText(/This page shows it only once\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to my machines' }));
    expect(scope.getState($navigations)).toEqual(['/machines']);
  });

  it('names what is blocked when the console cannot get through', () => {
    show({ joined: ada, reach: 'blocked' });
    expect(screen.getByRole('status').textContent).toMatch(
      /^This network blocks the connection your machines’ consoles use/,
    );
    expect(screen.getByRole('button', { name: 'Continue to my machines' })).toBeTruthy();
  });

  it('says why a link did not sign in, and offers the login form', () => {
    show({ problem: 'This sign-in link has been revoked by your instructor.' });
    expect(screen.getByRole('heading', { level: 2, name: 'This link did not sign you in' })).toBeTruthy();
    expect(screen.getByText('This sign-in link has been revoked by your instructor.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in with your username and passphrase' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});
