import { createEvent, createStore, sample } from 'effector';
import { connectionStateChanged, consoleClosed, consoleOpened } from './console';

/**
 * The connection's state machine: its three stores, and every move between their values, live here (connection.ts
 * and reconnect.ts start attempts and report failures; only this file changes where the connection stands).
 */

/** An attempt to connect starts (the first one, or a reconnect after the timer). */
export const attemptStarted = createEvent();
/** The current connection or attempt failed; `final` stops reconnecting. */
export const connectionFailed = createEvent<{ reason: string; final?: boolean }>();

/**
 * Where the connection stands: `opening` an attempt is under way, `open` connected, `waiting` for the reconnect
 * timer, `stopped` failed for good. The SDK's own disconnect() reports nothing, so this is the intent that
 * decides whether a `disconnected` is a drop to recover from.
 */
type Phase = 'idle' | 'opening' | 'open' | 'waiting' | 'stopped';
export const $phase = createStore<Phase>('idle').reset(consoleClosed);

/** Reconnect attempt under way or waited for since the connection was lost (0 while connected). */
export const $attempt = createStore(0).reset(consoleOpened, consoleClosed);
/** Reason of the last failure ('' when none). */
export const $connectionError = createStore('').reset(consoleOpened, consoleClosed);

/** The console reports the attempt connected. */
export const connected = sample({
  clock: connectionStateChanged,
  source: $phase,
  filter: (phase, { state }) => phase === 'opening' && state === 'connected',
});

/** A failure counts once (an error is usually followed by `disconnected`), and only while a connection is wanted. */
export const failed = sample({
  clock: connectionFailed,
  source: $phase,
  filter: (phase) => phase === 'opening' || phase === 'open',
  fn: (_, failure) => failure,
});

$phase
  .on(attemptStarted, () => 'opening')
  .on(connected, () => 'open')
  .on(failed, (_, { final }) => (final ? 'stopped' : 'waiting'));
$attempt.on(failed, (attempt, { final }) => (final ? attempt : attempt + 1)).reset(connected);
$connectionError.on(failed, (_, { reason }) => reason).reset(connected);
