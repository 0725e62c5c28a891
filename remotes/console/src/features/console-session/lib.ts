import { CONSOLE_RECONNECT_MS, errorTexts, httpStatusOf, SERVER_ERROR_STATUS } from '@academy/api';
import type { ConsoleStateChange } from './console-adapter';

/** Where the console stands, as the page shows it. */
export type ConsoleStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** A connection attempt that neither connects nor fails within this time counts as failed (the SDK stays silent on some protocol errors). */
export const CONSOLE_CONNECT_TIMEOUT_MS = 15_000;

/** Why the connection ended, from the WebSocket close the SDK reports. */
export function dropReasonOf({ reason, code }: Pick<ConsoleStateChange, 'reason' | 'code'>): string {
  if (code === 1006 || code === undefined) return 'The connection to the console was lost.';
  return reason
    ? `The console closed the connection: ${reason} (code ${code}).`
    : `The console closed the connection (code ${code}).`;
}

/** Spec §8 texts for a failed ticket call ("Refresh and ticket"). */
export function ticketErrorTextOf(error: unknown): string {
  return httpStatusOf(error) >= SERVER_ERROR_STATUS ? errorTexts.refreshServer : errorTexts.refreshClient;
}

/**
 * A ticket refused for these will be refused again: the credential is not accepted or the machine is not in the
 * student's lab. Retrying every few seconds would only add failed sign-ins, so reconnecting stops.
 * A machine that is off (409) or a server error is retried until it comes back.
 */
export function isFinalTicketError(error: unknown): boolean {
  return [401, 403, 404].includes(httpStatusOf(error));
}

export const CONSOLE_LOAD_FAILED_TEXT = 'The console software could not be loaded.';
export const CONSOLE_TIMEOUT_TEXT = `The console did not answer within ${CONSOLE_CONNECT_TIMEOUT_MS / 1000} seconds.`;

export interface StatusView {
  status: ConsoleStatus;
  /** Reconnect attempt (1 for the first one after a drop). */
  attempt: number;
  /** Reason of the last failure. */
  error: string;
  /** The machine's name. */
  name: string;
  /** The reconnect interval in ms; spec §9's CONSOLE_RECONNECT_MS unless the deployment sets another. */
  reconnectMs?: number;
}

/** The connection state in words, for the status line and the log. */
export function statusTextOf({ status, attempt, error, name, reconnectMs = CONSOLE_RECONNECT_MS }: StatusView): string {
  switch (status) {
    case 'idle':
      return 'Not connected.';
    case 'connecting':
      return `Connecting to ${name}…`;
    case 'connected':
      return `Connected to ${name}.`;
    case 'reconnecting':
      return `${error} Reconnecting every ${reconnectMs / 1000} s (attempt ${attempt})…`;
    case 'failed':
      return `Console connection failed: ${error}`;
  }
}

/**
 * The keys that take the keyboard back from the console (WCAG 2.1.2: the console gets Tab and Escape too). A chord
 * of modifiers alone, which a guest hardly ever needs (Apache Guacamole opens its menu with the same one).
 */
export const RELEASE_KEYS_TEXT = 'Ctrl + Alt + Shift';

/**
 * A key press that completes Ctrl + Alt + Shift, in any order, with no other key. AltGr (Ctrl + Alt to a browser on
 * Windows) with Shift types characters on many layouts, so it does not count.
 */
export function isReleaseKeys(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey' | 'getModifierState'>,
): boolean {
  return (
    ['Control', 'Alt', 'Shift'].includes(event.key) &&
    event.ctrlKey &&
    event.altKey &&
    event.shiftKey &&
    !event.metaKey &&
    !event.getModifierState('AltGraph')
  );
}

/** Id of the text that tells how to release the keyboard; the console's canvas is described by it. */
export const KEYBOARD_HINT_ID = 'console-keyboard-hint';
/** Id of the button that releases the keyboard: focus goes there when the keyboard is released. */
export const RELEASE_BUTTON_ID = 'console-release-keyboard';

/** The accessible name of the console's screen. */
export function consoleLabelOf(name: string): string {
  return `Console of ${name}`;
}
