import type { HelpRequestState } from '@academy/api';
import type { AddressedNotice } from './ports/events';
import type { HelpRequest } from './ports/storage';

/** A hand that is down. */
export const HAND_DOWN: HelpRequestState = { helpRequestedAt: null, queuePosition: null, claimedBy: null };

/** The student's place in the class's queue of raised hands (listed first raised first). */
export function helpStateOf(queue: readonly HelpRequest[], email: string): HelpRequestState {
  const index = queue.findIndex((request) => request.email === email);
  const request = queue[index];
  if (!request) return HAND_DOWN;
  return { helpRequestedAt: request.requestedAt.toISOString(), queuePosition: index + 1, claimedBy: request.claimedBy };
}

/** Told to every student of the class: whoever has a hand up reads their place again (places move for all). */
export const HELP_QUEUE_CHANGED: AddressedNotice = { to: null, notice: { kind: 'help-queue' } };
