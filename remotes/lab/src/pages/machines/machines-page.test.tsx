import type { Machine } from '@academy/api';
import type { PowerState } from '@academy/power-rules';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Effect, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import {
  $expectedVmCount,
  $hasManual,
  $isReverting,
  $listError,
  $machines,
  $revertError,
  fetchConsoleTicketRequestFx,
  fetchPowerStateRequestFx,
  revertLabRequestFx,
  sendPowerCommandRequestFx,
} from '@/features/machine-list/model';
import { $isLabLoaded, $labName, logInRequestFx } from '@/shared/model/lab-session';
import { deferred, labMachine, loginAnswer, machine, signedInValues } from '@/shared/testing/fixtures';
import MachinesPage from '.';

function renderPage(scope: Scope) {
  render(
    <Provider value={scope}>
      <MachinesPage />
    </Provider>,
  );
}

type Values = ReturnType<typeof signedInValues>;
// biome-ignore lint/suspicious/noExplicitAny: fork() takes effects and handlers of any type, and effector does not export that type
type Handlers = Array<[Effect<any, any, any>, (...args: any[]) => unknown]>;

function labScope(machines: Machine[], extra: Values = [], handlers: Handlers = []) {
  return fork({
    values: [
      ...signedInValues(),
      [$machines, machines],
      [$isLabLoaded, true],
      [$labName, 'Security Fundamentals'],
      ...extra,
    ],
    handlers,
  });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`${name}\\b`) });
const buttonsOf = (name: string) =>
  within(rowOf(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('<MachinesPage>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('without a session asks to log in, with a link to /login', () => {
    renderPage(fork());
    expect(screen.getByRole('heading', { level: 1, name: 'Please log in to view your machine list.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the lab name, the five buttons, the help icon and the table columns', () => {
    renderPage(labScope([machine('vm-1', 'POWERED_ON')]));
    expect(screen.getByRole('heading', { level: 1, name: 'Security Fundamentals' })).toBeTruthy();
    for (const name of [
      'Refresh List',
      'Power On All',
      'Power Off All',
      'Suspend All',
      'Revert Lab',
      'Action Definitions',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'State',
      'Machine Name',
      'Actions',
    ]);
  });

  it("offers 'Manual' only for a class that reads one; a plain click opens a running machine's console", async () => {
    const tickets: string[] = [];
    const ticketOf = async ({ vm }: { vm: string }) => {
      tickets.push(vm);
      return { vm, ticket: 'ws://lab.test/console/t1', expiresAt: '2026-01-05T00:01:00Z' };
    };
    renderPage(labScope([machine('vm-1', 'POWERED_ON')]));
    expect(screen.queryByRole('link', { name: 'Manual' })).toBeNull();
    cleanup();
    renderPage(
      labScope([machine('vm-1', 'POWERED_ON')], [[$hasManual, true]], [[fetchConsoleTicketRequestFx, ticketOf]]),
    );
    const link = screen.getByRole('link', { name: 'Manual' });
    expect(link.getAttribute('href')).toBe('/view');
    // A click that opens a new tab is left to the browser.
    fireEvent.click(link, { ctrlKey: true });
    expect(tickets).toEqual([]);
    fireEvent.click(link);
    await waitFor(() => expect(tickets).toEqual(['vm-1']));
  });

  it('offers per row the actions of its state, with a status dot named after the state', () => {
    const states: Array<[string, PowerState, boolean]> = [
      ['on-tools', 'POWERED_ON', true],
      ['on-bare', 'POWERED_ON', false],
      ['off-tools', 'POWERED_OFF', true],
      ['off-bare', 'POWERED_OFF', false],
      ['suspended', 'SUSPENDED', true],
      ['suspend', 'SUSPEND', true],
    ];
    renderPage(labScope(states.map(([vm, state, tools]) => ({ ...machine(vm, state), vm_ware_tools: tools }))));
    expect(buttonsOf('Machine on-tools')).toEqual(['Reset', 'Stop', 'Reboot', 'Shut down', 'View']);
    expect(buttonsOf('Machine on-bare')).toEqual(['Reset', 'Stop', 'View']);
    expect(buttonsOf('Machine off-tools')).toEqual(['Start', 'Reboot']);
    expect(buttonsOf('Machine off-bare')).toEqual(['Start']);
    expect(buttonsOf('Machine suspended')).toEqual(['Refresh', 'Start']);
    expect(buttonsOf('Machine suspend')).toEqual(['Refresh']);
    const dot = (name: string) => within(rowOf(name)).getByRole('img');
    expect(dot('Machine on-tools').getAttribute('aria-label')).toBe('POWERED ON');
    expect(dot('Machine on-tools').className).toContain('status-dot--green');
    expect(dot('Machine off-bare').getAttribute('aria-label')).toBe('POWERED OFF');
    expect(dot('Machine off-bare').className).toContain('status-dot--red');
    expect(dot('Machine suspended').className).toContain('status-dot--yellow');
    expect(dot('Machine suspend').className).toContain('status-dot--yellow');
  });

  it("shows a machine's message in its row and disables its buttons while its action runs", () => {
    renderPage(
      labScope([
        machine('vm-1', 'SUSPEND', { message: 'Server is unavailable.' }),
        machine('vm-2', 'POWERED_OFF', { isLoading: true }),
      ]),
    );
    expect(within(rowOf('Machine vm-1')).getByRole('alert').textContent).toBe('Server is unavailable.');
    // Unavailable, yet focusable: a keyboard user's focus is not thrown to the page body by their own click.
    const start = within(rowOf('Machine vm-2')).getByRole('button', { name: 'Start' });
    expect(start.getAttribute('aria-disabled')).toBe('true');
    expect(start.hasAttribute('disabled')).toBe(false);
    expect(within(rowOf('Machine vm-1')).getByRole('button', { name: 'Refresh' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
  });

  it('names each row after its machine and its state in words; the status dot is no tab stop', () => {
    renderPage(labScope([machine('vm-1', 'POWERED_ON'), machine('vm-2', 'SUSPENDED')]));
    const row = screen.getByRole('row', { name: 'Machine vm-1, Powered On' });
    expect(screen.getByRole('row', { name: 'Machine vm-2, Suspended' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'POWERED ON' }).closest('[tabindex]')).toBe(row);
    expect(row.getAttribute('tabindex')).toBe('-1');
  });

  it("spells each machine's state out for the phone card, where a dot has no hover tooltip (hidden from the row's name)", () => {
    renderPage(labScope([machine('vm-1', 'POWERED_OFF')]));
    const words = within(screen.getByRole('row', { name: 'Machine vm-1, Powered Off' })).getByText('Powered Off');
    expect(words.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps focus in the row when the command changed the buttons offered', async () => {
    const scope = labScope(
      [machine('vm-1', 'POWERED_ON')],
      [],
      [
        [fetchPowerStateRequestFx, async () => ({ vm: 'vm-1', powerState: 'POWERED_ON' })],
        [sendPowerCommandRequestFx, async () => ({ vm: 'vm-1', powerState: 'POWERED_OFF' })],
      ],
    );
    renderPage(scope);
    const stop = within(rowOf('Machine vm-1')).getByRole('button', { name: 'Stop' });
    stop.focus();
    fireEvent.click(stop);
    await waitFor(() => expect(buttonsOf('Machine vm-1')).toEqual(['Start', 'Reboot']));
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Machine vm-1, Powered Off' }));
  });

  it('while a revert or provisioning runs, the bulk actions and Revert Lab say why they are unavailable', () => {
    renderPage(
      labScope(
        [machine('vm-1', 'POWERED_ON')],
        [
          [$isReverting, true],
          [$expectedVmCount, 3],
        ],
      ),
    );
    const reason = screen.getByText('Unavailable while the lab is being provisioned.');
    expect(reason.getAttribute('role')).toBe('status');
    for (const name of ['Power On All', 'Power Off All', 'Suspend All', 'Revert Lab']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    }
    expect(screen.getByRole('button', { name: 'Refresh List' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('a click on Stop reads the state, sends stop and shows the new state', async () => {
    const scope = labScope(
      [machine('vm-1', 'POWERED_ON')],
      [],
      [
        [fetchPowerStateRequestFx, async () => ({ vm: 'vm-1', powerState: 'POWERED_ON' })],
        [sendPowerCommandRequestFx, async () => ({ vm: 'vm-1', powerState: 'POWERED_OFF' })],
      ],
    );
    renderPage(scope);
    fireEvent.click(within(rowOf('Machine vm-1')).getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(within(rowOf('Machine vm-1')).getByRole('img').getAttribute('aria-label')).toBe('POWERED OFF'),
    );
    expect(buttonsOf('Machine vm-1')).toEqual(['Start', 'Reboot']);
  });

  it('opens the Action Definitions dialog with the six definitions', async () => {
    renderPage(labScope([]));
    fireEvent.click(screen.getByRole('button', { name: 'Action Definitions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action Definitions' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const meanings = within(dialog)
      .getAllByRole('definition')
      .map((meaning) => meaning.textContent);
    expect(terms).toEqual(['Reboot', 'Refresh', 'Reset', 'Shut down', 'Start', 'Stop']);
    expect(meanings).toEqual([
      'restart the OS, close all apps and processes',
      "get an update of the machine's state",
      'hard restart with the power button',
      'shut down the OS',
      'power on the virtual machine',
      'power off the virtual machine',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'OK' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Revert Lab asks first; Cancel reverts nothing', async () => {
    const calls: string[] = [];
    renderPage(
      labScope(
        [machine('vm-1', 'POWERED_ON')],
        [],
        [
          [
            revertLabRequestFx,
            async () => {
              calls.push('revert');
              return { vms: [], expectedVmCount: 1 };
            },
          ],
        ],
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revert Lab' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Revert the entire lab?' });
    expect(alert.getAttribute('aria-describedby')).toBe(screen.getByText(/all work on your machines is erased/).id);
    // Focus starts on the answer that erases nothing.
    await waitFor(() => expect(document.activeElement).toBe(within(alert).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('shows the provisioning banner while reverting, and the stored errors', () => {
    renderPage(
      labScope(
        [machine('vm-1', 'POWERED_ON'), machine('vm-2', 'POWERED_OFF')],
        [
          [$isReverting, true],
          [$expectedVmCount, 3],
          [$listError, 'Server error.'],
          [$revertError, 'Client error.'],
        ],
      ),
    );
    const banner = screen.getByText('2 / 3 machines provisioned. 1 / 3 machines powered on. Please stand by.');
    // Announced: inside a live region that was in the page before the text.
    expect(banner.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('Server error.')).toBeTruthy();
    expect(screen.getByText('Client error.')).toBeTruthy();
  });

  it('opened after a reload, shows only the heading and Loading machines until the lab arrives, then all at once', async () => {
    const answer = deferred<ReturnType<typeof loginAnswer>>();
    const scope = fork({ values: signedInValues(), handlers: [[logInRequestFx, () => answer.promise]] });
    renderPage(scope);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Loading machines');
    expect(screen.queryByRole('button', { name: 'Refresh List' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    answer.resolve(loginAnswer([labMachine('vm-7', 'POWERED_ON')]));
    expect(await screen.findByRole('row', { name: /Machine vm-7/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh List' })).toBeTruthy();
    expect(screen.queryByText('Loading machines')).toBeNull();
  });

  it('opened after a reload, it loads the list with the stored credential', async () => {
    const scope = fork({
      values: signedInValues(),
      handlers: [[logInRequestFx, async () => loginAnswer([labMachine('vm-7', 'POWERED_ON')])]],
    });
    renderPage(scope);
    expect(await screen.findByRole('heading', { name: 'Windows Server 2022 Administration' })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Machine vm-7/ })).toBeTruthy();
  });
});
