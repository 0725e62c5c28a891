import { createHash } from 'node:crypto';
import type { KeyboardLayout } from '@academy/api';
import type { SettledPowerState } from '@academy/power-rules';

/** A guest file as a test compares it with what it sent: its size and SHA-256 (hex). */
export interface GuestFileDigest {
  size: number;
  sha256: string;
}

/** The digest of a file's bytes; undefined for no file. */
export function digestOf(bytes: Uint8Array | undefined): GuestFileDigest | undefined {
  return bytes && { size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * What happens to a hypervisor behind the portal's back, for tests to cause: a guest that shuts itself down, an
 * administrator who powers or deletes a machine, a hypervisor that stops answering. Each adapter offers it next to
 * itself (the simulator in process; a vSphere adapter's tests through another client of the same vCenter).
 */
export interface OutsideHands {
  /** Puts the machine in `state` at once, dropping whatever operation ran on it. */
  setPowerState(vm: string, state: SettledPowerState): Promise<void>;
  /** Deletes the machine. */
  remove(vm: string): Promise<void>;
  /** Whether the hypervisor answers: false fails every call with `unavailable` until true again. */
  setReachable(reachable: boolean): Promise<void>;
  /** Every file in the machine's guest: what guest operations left behind (none, after a script's run). */
  guestFiles(vm: string): Promise<string[]>;
  /** The size and SHA-256 of a file in the machine's guest (as far as written, while a copy runs); undefined: none. */
  guestFileDigest(vm: string, path: string): Promise<GuestFileDigest | undefined>;
  /** Everything the machine's keyboard typed since it was made, as its guest's layout read the keys. */
  typedText(vm: string): Promise<string>;
  /** Sets the guest's keyboard layout, as its administrator would (US until then). */
  setKeyboardLayout(vm: string, layout: KeyboardLayout): Promise<void>;
}
