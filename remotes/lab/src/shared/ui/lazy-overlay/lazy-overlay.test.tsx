import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import { LazyOverlay, overlayLoader } from './lazy-overlay';

function setUp(load: () => Promise<ComponentType>) {
  const opened = createEvent();
  const closed = createEvent();
  const $isOpen = createStore(false)
    .on(opened, () => true)
    .on(closed, () => false);
  const loader = overlayLoader(load);
  const scope = fork();
  const open = () => act(() => allSettled(opened, { scope }));
  const close = () => act(() => allSettled(closed, { scope }));
  render(
    <Provider value={scope}>
      <button type="button">Elsewhere</button>
      <LazyOverlay loader={loader} $isOpen={$isOpen} loadFailed={closed} />
    </Provider>,
  );
  return { scope, $isOpen, open, close };
}

// Rendered whenever mounted: Blueprint's own overlays show or hide themselves from the model's flag.
const dialog = () => <div role="dialog" aria-label="Help" />;

describe('<LazyOverlay>', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
  });

  it("fetches nothing with the page, and fetches on the user's first click or key press", async () => {
    const load = rs.fn(async () => dialog);
    setUp(load);
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Elsewhere' }), { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(load).toHaveBeenCalledTimes(1);
    // Prefetched only: it shows when the model opens it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the first open even without a prefetch, and stays mounted once fetched', async () => {
    const load = rs.fn(async () => dialog);
    const { open, close } = setUp(load);
    await open();
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeTruthy();
    // Still mounted when closed, so Blueprint can play its closing transition and return focus.
    await close();
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
    await open();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('closes in the model when its code cannot be fetched, and the next open fetches again', async () => {
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = rs.fn<() => Promise<ComponentType>>().mockRejectedValueOnce(new Error('Loading chunk failed'));
    load.mockResolvedValue(dialog);
    const { scope, $isOpen, open } = setUp(load);
    await open();
    await waitFor(() => expect(scope.getState($isOpen)).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
