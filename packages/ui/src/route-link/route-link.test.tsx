import { routes } from '@academy/api';
import { navigationRequested } from '@academy/bus';
import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { RouteLink } from './route-link';

describe('<RouteLink>', () => {
  afterEach(cleanup);

  it('asks the shell to navigate through the bus on a plain click', () => {
    const $requested = createStore<string | null>(null).on(navigationRequested, (_, { to }) => to);
    const scope = fork();
    render(
      <Provider value={scope}>
        <RouteLink to={routes.login}>Log in</RouteLink>
      </Provider>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login');
    fireEvent.click(link);
    expect(scope.getState($requested)).toBe('/login');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const $requested = createStore<string | null>(null).on(navigationRequested, (_, { to }) => to);
    const scope = fork();
    render(
      <Provider value={scope}>
        <RouteLink to={routes.machines}>Machines</RouteLink>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Machines' }), { ctrlKey: true });
    expect(scope.getState($requested)).toBeNull();
  });
});
