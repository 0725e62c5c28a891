import type { ConsoleTicket } from '@academy/api';
import { $consoleTarget } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { $navigations, machine } from '@/shared/testing/fixtures';
import { click, failWith, labScope } from '../testing/lab-scope';
import { $currentTicket, $ticketError, $wmksUrl } from './index';

describe('machine list model: View', () => {
  const ticket: ConsoleTicket = { vm: 'vm-1', ticket: 'ws://lab.test/console/t1', expiresAt: '2026-01-05T00:01:00Z' };

  it('fetches the ticket, publishes the console target on the bus and goes to /view', async () => {
    const { scope, calls, row } = labScope([machine('vm-1', 'POWERED_ON')], { ticket: async () => ticket });
    await click(scope, 'vm-1', 'view');
    expect(calls).toEqual(['ticket vm-1']);
    expect(scope.getState($consoleTarget)).toEqual({ vm: 'vm-1', name: 'Machine vm-1', wmksUrl: ticket.ticket });
    expect(scope.getState($currentTicket)).toEqual(ticket);
    expect(scope.getState($wmksUrl)).toBe(ticket.ticket);
    expect(scope.getState($navigations)).toEqual(['/view']);
    expect(row('vm-1')).toEqual(machine('vm-1', 'POWERED_ON'));
  });

  it("hands /view what the ticket says beyond its address: the course machine's layout and the file limit", async () => {
    const told: ConsoleTicket = { ...ticket, keyboardLayout: 'de', fileUploadMaxBytes: 5_000_000 };
    const { scope } = labScope([machine('vm-1', 'POWERED_ON')], { ticket: async () => told });
    await click(scope, 'vm-1', 'view');
    expect(scope.getState($consoleTarget)).toEqual({
      vm: 'vm-1',
      name: 'Machine vm-1',
      wmksUrl: ticket.ticket,
      keyboardLayout: 'de',
      fileUploadMaxBytes: 5_000_000,
    });
  });

  it.each([
    [409, 'Request contains an invalid virtual machine.'],
    [500, 'Server is unavailable.'],
  ])('a ticket answered %i shows "%s" in the row, keeps the state and stays', async (status, text) => {
    const { scope, row } = labScope([machine('vm-1', 'POWERED_ON')], { ticket: failWith(status) });
    await click(scope, 'vm-1', 'view');
    expect(row('vm-1')).toEqual(machine('vm-1', 'POWERED_ON', { message: text }));
    expect(scope.getState($ticketError)).toBe(text);
    expect(scope.getState($consoleTarget)).toBeNull();
    expect(scope.getState($navigations)).toEqual([]);
  });
});
