import { CONSOLE_RECONNECT_MS, CONSOLE_REPLACED_CLOSE_CODE, createTimeout } from '@academy/contracts';
import { sample } from 'effector';
import { dropReasonOf } from '../lib';
import { connectionErrored, connectionStateChanged, consoleClosed } from './console';
import { $phase, attemptStarted, connectionFailed, failed } from './phase';

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

sample({
  clock: failed,
  filter: ({ final }) => !final,
  fn: () => ({ delayMs: CONSOLE_RECONNECT_MS, payload: undefined }),
  target: reconnectTimeout.start,
});

sample({
  clock: reconnectTimeout.fired,
  source: $phase,
  filter: (phase) => phase === 'waiting',
  target: attemptStarted,
});

sample({ clock: consoleClosed, target: reconnectTimeout.cancel });
