import { createEvent, createStore } from 'effector';
import { monitorClosed, monitorOpened } from './labs';

/** The push channel's state, shown on the monitor: live, or trying again (and when). */
export type ConnectionState = { kind: 'connecting' } | { kind: 'live' } | { kind: 'reconnecting'; retryInMs: number };

export const channelOpened = createEvent();
export const channelDropped = createEvent<number>();

export const $connection = createStore<ConnectionState>({ kind: 'connecting' })
  .on(channelOpened, () => ({ kind: 'live' }))
  .on(channelDropped, (_, retryInMs) => ({ kind: 'reconnecting', retryInMs }))
  .reset(monitorOpened, monitorClosed);

export function connectionTextOf(state: ConnectionState): string {
  if (state.kind === 'live') return 'Live';
  if (state.kind === 'connecting') return 'Connecting…';
  return `Disconnected: reconnecting in ${Math.round(state.retryInMs / 1000)} s`;
}
