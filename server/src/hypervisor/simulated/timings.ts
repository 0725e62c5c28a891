import type { PowerOperation } from '../../domain/ports/hypervisor';

/**
 * Seconds each step takes on a real cluster, roughly. HYPERVISOR_SPEED scales them (0.01 in tests, 0 for instant).
 */
export const STEP_SECONDS: Record<PowerOperation | 'clone', number> = {
  clone: 20,
  'power-on': 8,
  resume: 5,
  'power-off': 3,
  'shutdown-guest': 12,
  'reboot-guest': 20,
  reset: 10,
  suspend: 6,
};

export function stepMs(step: PowerOperation | 'clone', speed: number): number {
  return Math.round(STEP_SECONDS[step] * 1000 * speed);
}
