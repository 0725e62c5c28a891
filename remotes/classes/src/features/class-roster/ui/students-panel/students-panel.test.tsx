import type { ClassRoster } from '@academy/api';
import { cellOf } from '@academy/ui/testing';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { timeTextOf } from '@/shared/lib/time-text';
import { failingWith } from '@/shared/testing/failing-with';
import { aClassRoster, aRosterStudent } from '@/shared/testing/roster';
import { copyLinkFx, fetchRosterFx, resendFx, revokeFx, rosterOpened } from '../../model';
import StudentsPanel from './students-panel';

const expiresAt = '2026-11-24T05:00:00.000Z';
const students = [
  aRosterStudent({ redeemedAt: '2026-11-21T08:55:10.000Z' }),
  aRosterStudent({
    username: 'java-101-02@academy.test',
    name: 'Bob Chen',
    email: 'bob@x.org',
    invitation: { status: 'QUEUED', attempts: 0, sentAt: null, lastError: null, expiresAt },
    link: 'https://academy.test/join#bob-token',
  }),
  aRosterStudent({
    username: 'java-101-03@academy.test',
    name: 'Cy Diaz',
    email: 'cy@x.org',
    invitation: { status: 'FAILED', attempts: 4, sentAt: null, lastError: 'mailbox unavailable', expiresAt },
  }),
  aRosterStudent({
    username: 'java-101-04@academy.test',
    name: 'Di Evans',
    email: 'di@x.org',
    invitation: { status: 'REVOKED', attempts: 1, sentAt: null, lastError: null, expiresAt },
  }),
];

async function renderPanel(roster: ClassRoster = aClassRoster({ students }), handlers: Array<[unknown, unknown]> = []) {
  const scope = fork({ handlers: [[fetchRosterFx, async () => roster], ...handlers] as never });
  render(
    <Provider value={scope}>
      <StudentsPanel />
    </Provider>,
  );
  await act(() => allSettled(rosterOpened, { scope, params: { classId: 'class-1', followsInvitations: false } }));
  return scope;
}

const rowOf = (username: string) =>
  within(screen.getByRole('table', { name: 'Students and their sign-in links' }))
    .getAllByRole('row')
    .find((row) => cellOf(row, 'Username').textContent === username) as HTMLElement;

describe('<StudentsPanel>', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
  });

  it('lists each student: username without the domain, name, address and where the invitation is', async () => {
    await renderPanel();
    expect(screen.getByRole('region', { name: 'Invitations' })).toBeTruthy();
    const ann = rowOf('java-101-01');
    expect(cellOf(ann, 'Name').textContent).toBe('Lee, Ann');
    expect(cellOf(ann, 'E-mail').textContent).toBe('ann@x.org');
    expect(cellOf(ann, 'Invitation').textContent).toBe(
      `Sent ${timeTextOf('2026-11-20T09:00:00.000Z')}Link used ${timeTextOf('2026-11-21T08:55:10.000Z')}`,
    );
    expect(cellOf(rowOf('java-101-02'), 'Invitation').textContent).toBe('Queued');
    expect(cellOf(rowOf('java-101-03'), 'Invitation').textContent).toBe('Failed: mailbox unavailable (attempt 4)');
    expect(cellOf(rowOf('java-101-04'), 'Invitation').textContent).toBe('Revoked');
    expect(screen.getByText('Names and e-mail addresses are erased 30 days after the class ends.')).toBeTruthy();
    expect(screen.queryByText(/Mail is off/)).toBeNull();
  });

  it('shows a link to copy where the answer has one, with a labelled copy button', async () => {
    const copy = rs.fn(async ({ username }: { username: string; link: string }) => username);
    await renderPanel(undefined, [[copyLinkFx, copy]]);
    // A sent link is only in its message; a revoked one is gone: each said so, not left blank.
    expect(cellOf(rowOf('java-101-01'), 'Link').textContent).toBe('In the invitation');
    expect(cellOf(rowOf('java-101-04'), 'Link').textContent).toBe('None');
    const bob = rowOf('java-101-02');
    expect(cellOf(bob, 'Link').textContent).toContain('https://academy.test/join#bob-token');
    await act(async () => {
      fireEvent.click(within(bob).getByRole('button', { name: 'Copy the link of java-101-02' }));
    });
    expect(copy).toHaveBeenCalledWith({
      username: 'java-101-02@academy.test',
      link: 'https://academy.test/join#bob-token',
    });
    expect(within(rowOf('java-101-02')).getByRole('status').textContent).toBe('Copied');
  });

  it('says mail is off, each link there to copy', async () => {
    const off = students.map((student) => ({
      ...student,
      invitation: { ...student.invitation, status: 'MAIL_OFF' as const },
      link: `https://academy.test/join#${student.name}`,
    }));
    await renderPanel(aClassRoster({ mail: { enabled: false }, students: off }));
    expect(
      screen.getByText(
        "Mail is off: no invitation is e-mailed. Copy each student's link and give it to them yourself.",
      ),
    ).toBeTruthy();
    expect(cellOf(rowOf('java-101-02'), 'Invitation').textContent).toBe('Mail off');
    expect(screen.getAllByRole('button', { name: /^Copy the link of / })).toHaveLength(4);
  });

  it("'Send again' sends, and says the old link stopped working", async () => {
    const resend = rs.fn(async () => undefined);
    await renderPanel(undefined, [[resendFx, resend]]);
    await act(async () => {
      fireEvent.click(within(rowOf('java-101-03')).getByRole('button', { name: 'Send again to java-101-03' }));
    });
    expect(resend).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(
        screen.getByText('A new invitation is on its way to cy@x.org: the old link stopped working.'),
      ).toBeTruthy(),
    );
  });

  it("'Revoke' asks first: Cancel has the focus, Escape sends nothing, Revoke ends the link", async () => {
    const revoke = rs.fn(async () => undefined);
    await renderPanel(undefined, [[revokeFx, revoke]]);
    expect(within(rowOf('java-101-04')).queryByRole('button', { name: /Revoke/ })).toBeNull();
    const button = within(rowOf('java-101-02')).getByRole('button', { name: 'Revoke the link of java-101-02' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke link')).toBeTruthy();
    expect(within(dialog).getByText('java-101-02 (Bob Chen)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(revoke).not.toHaveBeenCalled();

    fireEvent.click(within(rowOf('java-101-02')).getByRole('button', { name: 'Revoke the link of java-101-02' }));
    const again = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Revoke' }));
    });
    expect(revoke).toHaveBeenCalledOnce();
    expect(
      await screen.findByText("The link of java-101-02 stopped working. 'Send again' gives them a new one."),
    ).toBeTruthy();
  });

  it('a failed read says so with Retry, which reads the roster again', async () => {
    let fail = true;
    await renderPanel(undefined, [
      [
        fetchRosterFx,
        async () => {
          if (fail) await failingWith(500)();
          return aClassRoster({ students });
        },
      ],
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Server error.Retry');
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rowOf('java-101-01')).toBeTruthy();
  });

  it('a refused call shows its banner above the list, which stays', async () => {
    await renderPanel(undefined, [[resendFx, failingWith(502)]]);
    await act(async () => {
      fireEvent.click(within(rowOf('java-101-01')).getByRole('button', { name: 'Send again to java-101-01' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Server error.');
    expect(rowOf('java-101-01')).toBeTruthy();
  });
});
