import type { ConsoleTicket } from '@academy/contracts';
import { describeCheck, without } from '../testing/check-cases';
import { isConsoleTicket } from './console-ticket';

const ticket: ConsoleTicket = {
  vm: 'vm-1',
  ticket: 'wss://academy.test/console/abc',
  expiresAt: '2026-09-02T08:01:00Z',
};

describeCheck('isConsoleTicket', isConsoleTicket, ticket, {
  'without ticket': without(ticket, 'ticket'),
  'a ticket that is no string': { ...ticket, ticket: { url: 'wss://academy.test/console/abc' } },
});
