import type { PowerOperation } from '../../domain/ports/hypervisor';

type Step = PowerOperation | 'clone' | 'guest-script' | 'guest-keys' | 'guest-file';

/**
 * Seconds each step takes on a real cluster, roughly. HYPERVISOR_SPEED scales them (0.01 in tests, 0 for instant).
 * A guest script: uploading it, starting it, following it and reading its output back through VMware Tools.
 */
export const STEP_SECONDS: Record<Step, number> = {
  clone: 20,
  'guest-script': 1.5,
  /** One batch of key presses (a PutUsbScanCodes call and its round trip). */
  'guest-keys': 0.05,
  /** A copy into a guest before its first byte: InitiateFileTransferToGuest and the transfer's connection. */
  'guest-file': 0.3,
  'power-on': 8,
  resume: 5,
  'power-off': 3,
  'shutdown-guest': 12,
  'reboot-guest': 20,
  reset: 10,
  suspend: 6,
};

export function stepMs(step: Step, speed: number): number {
  return Math.round(STEP_SECONDS[step] * 1000 * speed);
}
