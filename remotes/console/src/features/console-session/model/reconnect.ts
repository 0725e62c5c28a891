import { CONSOLE_RECONNECT_MS, CONSOLE_REPLACED_CLOSE_CODE, createTimeout } from '@academy/contracts';
import { sample } from 'effector';
import { dropReasonOf } from '../lib';
import { connectionErrored, connectionStateChanged, consoleLeft } from './console';
import { $attempt, $connectionError, $phase, attemptStarted, connectionFailed } from './phase';

/**
 * A lost or failed connection is tried again every 4 s, counting the attempts, until it connects or fails for
 * good (a refused ticket, or the console closed for a newer one of the lab).
 */

const reconnectTimeout = createTimeout();

sample({
  clock: connectionStateChanged,
  filter: ({ state }) => state === 'disconnected',
  fn: (change) => ({ reason: dropReasonOf(change), final: change.code === CONSOLE_REPLACED_CLOSE_CODE }),
  target: connectionFailed,
});
sample({ clock: connectionErrored, fn: (reason) => ({ reason }), target: connectionFailed });

/** A failure counts once (an error is usually followed by `disconnected`), and only while a connection is wanted. */
export const failed = sample({
  clock: connectionFailed,
  source: $phase,
  filter: (phase) => phase === 'opening' || phase === 'open',
  fn: (_, failure) => failure,
});
$connectionError.on(failed, (_, { reason }) => reason);
$phase.on(failed, (_, { final }) => (final ? 'stopped' : 'waiting'));
$attempt.on(failed, (attempt, { final }) => (final ? attempt : attempt + 1));
sample({
  clock: failed,
  filter: ({ final }) => !final,
  fn: () => ({ delayMs: CONSOLE_RECONNECT_MS, payload: undefined }),
  target: reconnectTimeout.start,
});

const reconnectDue = sample({ clock: reconnectTimeout.fired, source: $phase, filter: (phase) => phase === 'waiting' });
$phase.on(reconnectDue, () => 'opening');
sample({ clock: reconnectDue, target: attemptStarted });

sample({ clock: consoleLeft, target: reconnectTimeout.cancel });
