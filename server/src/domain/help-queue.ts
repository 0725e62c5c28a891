import type { HelpRequestState } from '@academy/contracts';
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
