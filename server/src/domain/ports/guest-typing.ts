import type { KeyStroke } from '../keyboard/hid-usages';

/** Key presses sent to a machine's keyboard in one call: the vSphere adapter's PutUsbScanCodes and the simulator's. */
export const KEYS_PER_BATCH = 200;

/** Key presses for a machine's keyboard, as the layout tables made them from a text (domain/keyboard). */
export interface GuestKeysRequest {
  keys: readonly KeyStroke[];
  /** Stops sending (the student left, the server is stopping): the keys sent so far stay typed, AbortError thrown. */
  signal?: AbortSignal;
  /**
   * Told the keys sent so far after each batch but the last, and awaited before the next one is sent: the caller's
   * progress, and its hold (an instructor's pause) between two batches.
   */
  afterBatch?: (keysSent: number) => Promise<void> | void;
}

export interface GuestKeysResult {
  /** Key presses the machine's keyboard received. */
  keysSent: number;
  /** From the call to the last key received. */
  durationMs: number;
}
