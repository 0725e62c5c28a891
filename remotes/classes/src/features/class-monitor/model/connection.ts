import { instructorUnauthorized } from '@academy/auth';
import { createEvent, createStore, sample } from 'effector';
import { monitorClosed, monitorOpened } from './labs';

/** The push channel's state, shown on the monitor: live, or trying again (and when). */
export type ConnectionState = { kind: 'connecting' } | { kind: 'live' } | { kind: 'reconnecting'; retryInMs: number };

export const channelOpened = createEvent();
/** The stream ended or was refused (`status`, null without an answer); the channel tries again after `retryInMs`. */
export const channelDropped = createEvent<{ retryInMs: number; status: number | null }>();

export const $connection = createStore<ConnectionState>({ kind: 'connecting' })
  .on(channelOpened, () => ({ kind: 'live' }))
  .on(channelDropped, (_, { retryInMs }) => ({ kind: 'reconnecting', retryInMs }))
  .reset(monitorOpened, monitorClosed);

// A refused token is renewed (or the instructor signed in again) like after any other call; the next attempt reads it.
sample({ clock: channelDropped, filter: ({ status }) => status === 401, target: instructorUnauthorized });

export function connectionTextOf(state: ConnectionState): string {
  if (state.kind === 'live') return 'Live';
  if (state.kind === 'connecting') return 'Connecting…';
  return `Disconnected: reconnecting in ${Math.round(state.retryInMs / 1000)} s`;
}
