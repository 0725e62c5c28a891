import { combine } from 'effector';
import { type ConsoleStatus, statusTextOf } from '../lib';
import { $attempt, $connectionError, $phase } from './phase';
import { $reconnectMs } from './reconnect';
import { $target } from './target';

/** Where the console stands, as the page shows it. */
export const $status = combine($phase, $attempt, (phase, attempt): ConsoleStatus => {
  switch (phase) {
    case 'idle':
      return 'idle';
    case 'opening':
      return attempt === 0 ? 'connecting' : 'reconnecting';
    case 'open':
      return 'connected';
    case 'waiting':
      return 'reconnecting';
    case 'stopped':
      return 'failed';
  }
});
export const $isConnected = $status.map((status) => status === 'connected');
/** The screen shows the last picture of a connection that is gone. */
export const $isScreenStale = $status.map((status) => status === 'reconnecting' || status === 'failed');

export const $statusText = combine(
  { status: $status, attempt: $attempt, error: $connectionError, target: $target, reconnectMs: $reconnectMs },
  ({ status, attempt, error, target, reconnectMs }) =>
    statusTextOf({ status, attempt, error, name: target?.name ?? 'the machine', reconnectMs }),
);
