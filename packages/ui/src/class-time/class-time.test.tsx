import { confirmStillHereFx } from '@academy/auth';
import { $studentClassEnd, studentNoticeReceived } from '@academy/bus';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { ClassTime } from './class-time';

const MINUTE = 60_000;

function endIn(ms: number, graceMs = 0) {
  const end = Date.now() + ms;
  return { endsAt: new Date(end).toISOString(), labsEndAt: new Date(end + graceMs).toISOString() };
}

describe('<ClassTime>', () => {
  afterEach(cleanup);

  it('shows the end and the time left, and warns without taking the focus from where the student types', async () => {
    const scope = fork({ values: [[$studentClassEnd, endIn(10 * MINUTE + 30_000)]] });
    const typing = document.createElement('textarea');
    document.body.append(typing);
    typing.focus();
    await act(async () => {
      render(
        <Provider value={scope}>
          <ClassTime />
        </Provider>,
      );
    });
    expect(screen.getByTestId('class-time').textContent).toMatch(/^Class ends .+Time left: 11 min$/);
    const warning = screen.getByRole('dialog', { name: 'Your lab ends soon' });
    expect(warning.getAttribute('aria-modal')).toBe('false');
    expect(document.activeElement).toBe(typing);
    expect(screen.getByRole('status').textContent).toMatch(
      /^Your lab ends in 11 minutes: its machines are powered off/,
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    typing.remove();
  });

  it("warns of the idle suspend with 'I'm still here', which closes the warning", async () => {
    const scope = fork({ handlers: [[confirmStillHereFx, async () => undefined]] });
    await act(async () => {
      render(
        <Provider value={scope}>
          <ClassTime />
        </Provider>,
      );
    });
    const suspendsAt = new Date(Date.now() + 5 * MINUTE).toISOString();
    await act(async () => {
      await allSettled(studentNoticeReceived, { scope, params: { kind: 'idle-warning', suspendsAt, minutesLeft: 5 } });
    });
    const warning = screen.getByRole('dialog', { name: 'Your lab will be suspended in 5 minutes' });
    await act(async () => {
      fireEvent.click(within(warning).getByRole('button', { name: "I'm still here" }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells how long the lab stays open after the class with a grace period, and nothing before the end is known', async () => {
    const scope = fork({ values: [[$studentClassEnd, endIn(3 * 86_400_000, 30 * MINUTE)]] });
    await act(async () => {
      render(
        <Provider value={scope}>
          <ClassTime />
        </Provider>,
      );
    });
    expect(screen.getByTestId('class-time').textContent).toMatch(/^Class ends .+Lab open until \d\d:\d\d$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    await act(async () => {
      render(
        <Provider value={fork()}>
          <ClassTime />
        </Provider>,
      );
    });
    expect(screen.getByTestId('class-time').textContent).toBe('');
  });
});
