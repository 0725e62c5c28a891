import { type ConsoleTarget, type ConsoleTicket, createAsyncGroup, routes } from '@academy/api';
import { consoleRequested, navigationRequested, signedOut } from '@academy/bus';
import { createStore, sample } from 'effector';
import { refreshErrorText } from '@/shared/lib/error-texts';
import { fetchTicketFx } from './requests';

// View: the console ticket, published on the bus, then /view.

/** The current console ticket (spec §3 "current"); its address is the session's wmksUrl. */
export const $currentTicket = createStore<ConsoleTicket | null>(null)
  .on(fetchTicketFx.doneData, (_, ticket) => ticket)
  .reset(signedOut);
export const $wmksUrl = $currentTicket.map((ticket) => ticket?.ticket ?? '');

export const { $error: $ticketError } = createAsyncGroup([fetchTicketFx], refreshErrorText, [signedOut]);

sample({
  clock: fetchTicketFx.done,
  // What the ticket says beyond its address goes along, so /view has it before a ticket of its own; /view reads it
  // (not the lab: a parser here would cost /machines bytes it does not have).
  fn: ({ params, result: { ticket, keyboardLayout, fileUploadMaxBytes } }): ConsoleTarget => ({
    vm: params.vm,
    name: params.name,
    wmksUrl: ticket,
    ...(params.opensManual ? { opensManual: true } : {}),
    ...(keyboardLayout ? { keyboardLayout } : {}),
    ...(fileUploadMaxBytes ? { fileUploadMaxBytes } : {}),
  }),
  target: consoleRequested,
});
sample({ clock: fetchTicketFx.done, fn: () => ({ to: routes.view }), target: navigationRequested });
