import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { NavigateFunction } from 'react-router-dom';
import { AppRouter } from './app-router';

describe('<AppRouter>', () => {
  afterEach(cleanup);

  it('renders the route of the address bar and hands out a navigate function that changes it', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    let navigate: NavigateFunction | undefined;
    render(
      <Provider value={fork()}>
        <AppRouter
          onNavigatorReady={(ready) => {
            navigate = ready;
          }}
        />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(navigate).toBeTypeOf('function');
    await act(async () => {
      await navigate?.('/also/unknown', { replace: true });
    });
    expect(window.location.pathname).toBe('/also/unknown');
  });
});
