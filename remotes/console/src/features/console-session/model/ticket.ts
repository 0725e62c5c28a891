import type { ConsoleTarget } from '@academy/api';
import { $accessToken, $studentApi } from '@academy/auth';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { requestTicket, type TicketRequest } from '../api';
import { isFinalTicketError, ticketErrorTextOf } from '../lib';
import { $adapter, $session, consoleCreated } from './console';
import { $phase, attemptStarted, connectionFailed } from './phase';
import { $isTargetRestored, $target } from './target';

/**
 * The address an attempt connects to: the lab's ticket the first time, a fresh ticket every later time, and after a
 * reload (the lab's ticket was used before it) from the start.
 */

/**
 * The lab's console address once an attempt has gone to it: tickets work once, so every later attempt for that target
 * needs a fresh one (the fresh tickets are spent too, so the lab's address is what is remembered, not the last one).
 */
const $spentTicketUrl = createStore<string | null>(null);

export const requestTicketFx = createEffect(requestTicket);
const fetchTicketFx = attach({
  source: { studentApi: $studentApi, accessToken: $accessToken, target: $target },
  effect: requestTicketFx,
  mapParams: ({ vm }: { vm: string; session: number }, { studentApi, accessToken, target }): TicketRequest => {
    const instructor = target?.instructor;
    if (!instructor) return { ...studentApi, vm };
    return {
      ...studentApi,
      vm,
      instructor: { classId: instructor.classId, accessToken, mode: instructor.mode ?? 'view' },
    };
  },
});

/** The console exists: get an address for it. */
const addressNeeded = sample({
  clock: [consoleCreated, sample({ clock: attemptStarted, source: $adapter, filter: Boolean })],
  source: { target: $target, spent: $spentTicketUrl, restored: $isTargetRestored, session: $session },
  filter: ({ target }) => target !== null,
  fn: ({ target, spent, restored, session }) => {
    const { vm, wmksUrl } = target as ConsoleTarget;
    return { vm, wmksUrl, isSpent: restored || wmksUrl === spent, session };
  },
});

/** The address to connect this attempt to. */
export const addressReady = createEvent<string>();
sample({
  clock: addressNeeded,
  filter: ({ isSpent }) => !isSpent,
  fn: ({ wmksUrl }) => wmksUrl,
  target: addressReady,
});
sample({
  clock: addressNeeded,
  filter: ({ isSpent }) => isSpent,
  fn: ({ vm, session }) => ({ vm, session }),
  target: fetchTicketFx,
});

/** Still the attempt the ticket was asked for (the user has not left, maybe to come back, meanwhile). */
const $currentAttempt = combine({ phase: $phase, session: $session });
sample({
  clock: fetchTicketFx.done,
  source: $currentAttempt,
  filter: ({ phase, session }, { params }) => phase === 'opening' && session === params.session,
  fn: (_, { result }) => result.ticket,
  target: addressReady,
});
sample({
  clock: fetchTicketFx.fail,
  source: $currentAttempt,
  filter: ({ phase, session }, { params }) => phase === 'opening' && session === params.session,
  fn: (_, { error }) => ({ reason: ticketErrorTextOf(error), final: isFinalTicketError(error) }),
  target: connectionFailed,
});

$spentTicketUrl.on(addressNeeded, (_, { wmksUrl }) => wmksUrl);
