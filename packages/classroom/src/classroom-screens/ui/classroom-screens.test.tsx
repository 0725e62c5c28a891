import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createClassroomScreens } from '../model';
import { ClassroomScreens } from './classroom-screens';

function renderWith(values: { lines: string[]; paused: boolean }, children?: React.ReactNode) {
  const model = createClassroomScreens();
  const scope = fork({
    values: [
      [model.$watchLines, values.lines],
      [model.$isPaused, values.paused],
    ],
    handlers: [[model.fetchClassroomFx, async () => ({ screensPaused: values.paused, watchers: [] })]],
  });
  return render(
    <Provider value={scope}>
      <ClassroomScreens model={model}>{children}</ClassroomScreens>
    </Provider>,
  );
}

describe('ClassroomScreens', () => {
  afterEach(cleanup);

  it('says the banner and the pause in a live region; with a console, covers it while paused', () => {
    renderWith({ lines: ['Your instructor is viewing DC01'], paused: true }, <canvas aria-label="console" />);
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toContain('Your instructor is viewing DC01');
    expect(live.textContent).toContain('Your instructor has paused the lab screens');
    const cover = document.querySelector('[data-screens-paused]');
    expect(cover?.textContent).toBe('Your instructor has paused the lab screens');
    expect(cover?.parentElement?.contains(screen.getByLabelText('console'))).toBe(true);
  });

  it('without a console shows the pause as a notice, and nothing while not paused', () => {
    const { unmount } = renderWith({ lines: [], paused: true });
    expect(screen.getByRole('status').textContent).toBe('Your instructor has paused the lab screens');
    expect(document.querySelector('[data-screens-paused]')).toBeNull();
    unmount();
    renderWith({ lines: [], paused: false });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
