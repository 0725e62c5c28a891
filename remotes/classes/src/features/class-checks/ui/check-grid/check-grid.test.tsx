import { CLASS_CHECK_VERDICT_EVENT } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { parseCheckEveryoneStarted, parseClassChecks } from '../../answers';
import { channelEventReceived, checksOpened, fetchClassChecksFx, startEveryoneFx } from '../../model';
import { classChecksBody, verdictEventData } from '../../testing/class-checks';
import { ChecksRaised } from '../checks-raised/checks-raised';
import { CheckGrid } from './check-grid';

/** A start of "Check everyone" that answers when `started` settles (at once unless given). */
async function shown(students?: string[], started: Promise<void> = Promise.resolve()) {
  const scope = fork({
    handlers: [
      [fetchClassChecksFx, async () => parseClassChecks(classChecksBody(students))],
      [
        startEveryoneFx,
        async (_api: unknown, { checkId }: { checkId: string }) => {
          await started;
          return parseCheckEveryoneStarted({ checkId, step: 1, started: ['a@x', 'b@x'], alreadyRunning: [] });
        },
      ],
    ],
  });
  await allSettled(checksOpened, { scope, params: 'class-1' });
  render(
    <Provider value={scope}>
      <CheckGrid />
      <ChecksRaised email="a@x" />
    </Provider>,
  );
  return scope;
}

async function settle(scope: Scope) {
  await act(async () => {
    await allSettled(scope);
  });
}

describe('<CheckGrid>', () => {
  afterEach(cleanup);

  it('is a table of students × checks with headers, inside a region of its own that scrolls', async () => {
    await shown();
    const section = screen.getByRole('region', { name: 'Checks' });
    const scroller = within(section).getByRole('region', { name: 'Checks by student' });
    expect(scroller.tabIndex).toBe(0);
    const table = within(scroller).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Student', 'Step 1: Start DNSDC01', 'Step 2: Add a zoneDC01']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['a', 'b']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText(/^Passed at \d\d:\d\d$/)).toBeTruthy();
    expect(within(second as HTMLElement).getAllByText('Not checked')).toHaveLength(2);
    expect(within(section).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('opens a failed cell’s output in a dialog', async () => {
    await shown();
    fireEvent.click(screen.getByRole('button', { name: "Failed, 2 attempts: the output of a's latest failure" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("a: step 2's check, the latest failure")).toBeTruthy();
    expect(within(dialog).getByText('zone example.test not found')).toBeTruthy();
  });

  it('raises a student pushed as raised, in the grid and on their card', async () => {
    const scope = await shown();
    expect(screen.queryByText('Raised')).toBeNull();
    const cell = {
      checkId: '2-1',
      status: 'failed' as const,
      attempts: 3,
      lastAt: '2030-01-07T10:30:00.000Z',
      failedInARow: 3,
    };
    await act(async () => {
      await allSettled(channelEventReceived, {
        scope,
        params: { event: CLASS_CHECK_VERDICT_EVENT, data: verdictEventData({ email: 'a@x', cell, raised: true }) },
      });
    });
    expect(screen.getByText('Raised')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Failed, 3 attempts/ })).toBeTruthy();
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toContain("Failed step 2's check 3 times in a row");
  });

  it('asks before checking everyone in a large class, then says what started', async () => {
    const scope = await shown(Array.from({ length: 10 }, (_, index) => `s${index}`));
    fireEvent.click(screen.getByRole('button', { name: 'Check everyone on step 1' }));
    const alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText(
        "Run step 1's check in the machines of all 10 students? Each verdict fills the grid as it comes.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Check everyone on step 1' }));
    await settle(scope);
    expect(screen.getByText("Step 1's check started for 2 students.").getAttribute('role')).toBe('status');
  });

  it('shows only the pressed "Check everyone" as starting, and keeps focus on it', async () => {
    let answer: () => void = () => undefined;
    const scope = await shown(
      undefined,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const pressed = screen.getByRole('button', { name: 'Check everyone on step 2' });
    const other = screen.getByRole('button', { name: 'Check everyone on step 1' });
    pressed.focus();
    fireEvent.click(pressed);
    expect(within(pressed).queryByRole('progressbar')).not.toBeNull();
    expect(within(other).queryByRole('progressbar')).toBeNull();
    expect(pressed.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(pressed);
    answer();
    await settle(scope);
    expect(within(pressed).queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(pressed);
  });
});
