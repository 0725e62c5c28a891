import { createEvent, createStore } from 'effector';
import { consoleLeft, consoleOpened } from './console';

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
export const $phase = createStore<Phase>('idle').reset(consoleLeft);

/** Reconnect attempt under way or waited for since the connection was lost (0 while connected). */
export const $attempt = createStore(0).reset(consoleOpened, consoleLeft);
/** Reason of the last failure ('' when none). */
export const $connectionError = createStore('').reset(consoleOpened, consoleLeft);
