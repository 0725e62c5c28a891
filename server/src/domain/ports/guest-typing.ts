import type { KeyStroke } from '../keyboard/hid-usages';

/** Key presses for a machine's keyboard, as the layout tables made them from a text (domain/keyboard). */
export interface GuestKeysRequest {
  keys: readonly KeyStroke[];
  /** Stops sending (the student left, the server is stopping): the keys sent so far stay typed, AbortError thrown. */
  signal?: AbortSignal;
}

export interface GuestKeysResult {
  /** Key presses the machine's keyboard received. */
  keysSent: number;
  /** From the call to the last key received. */
  durationMs: number;
}
