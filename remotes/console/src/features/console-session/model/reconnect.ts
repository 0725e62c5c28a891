import { CONSOLE_RECONNECT_MS, CONSOLE_REPLACED_CLOSE_CODE, createTimeout } from '@academy/api';
import { $runtimeConfig } from '@academy/bus';
import { sample } from 'effector';
import { dropReasonOf } from '../lib';
import { connectionErrored, connectionStateChanged, consoleClosed } from './console';
import { $phase, attemptStarted, connectionFailed, failed } from './phase';

/**
 * A lost or failed connection is tried again every 4 s, counting the attempts, until it connects or fails for
 * good (a refused ticket, or the console closed for a newer one of the lab).
 */

/** The interval: spec §9's 4 s, or what the deployment's runtime configuration sets (the e2e servers' is shorter). */
export const $reconnectMs = $runtimeConfig.map(({ consoleReconnectMs }) =>
  consoleReconnectMs !== undefined && consoleReconnectMs > 0 ? consoleReconnectMs : CONSOLE_RECONNECT_MS,
);

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
  source: $reconnectMs,
  filter: (_, { final }) => !final,
  fn: (delayMs) => ({ delayMs, payload: undefined }),
  target: reconnectTimeout.start,
});

sample({
  clock: reconnectTimeout.fired,
  source: $phase,
  filter: (phase) => phase === 'waiting',
  target: attemptStarted,
});

sample({ clock: consoleClosed, target: reconnectTimeout.cancel });
