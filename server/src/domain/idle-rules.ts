import type { LabIdleState } from '@academy/api';
import type { LabActivityRecord } from './ports/storage';

/** Pure rules of the idle suspend (IDLE_SUSPEND_MINUTES): when a lab is warned, when it is suspended. */

const FIVE_MINUTES_MS = 5 * 60_000;
/**
 * A suspend younger than this may still be going through, machine by machine, on another instance: its lab's running
 * machines are not yet a sign that someone started them again.
 */
const SUSPEND_SETTLES_MS = FIVE_MINUTES_MS;

/** How long before the suspend the student is warned: 5 minutes, or halfway under a 10-minute setting. */
export function warningLeadMs(idleMs: number): number {
  return idleMs < 2 * FIVE_MINUTES_MS ? idleMs / 2 : FIVE_MINUTES_MS;
}

export type IdleStep =
  | { kind: 'none' }
  | { kind: 'warn'; suspendsAt: Date }
  | { kind: 'suspend' }
  /**
   * Suspended for idleness (5 minutes ago or more), yet running again (an instructor started it): counted as used
   * from now.
   */
  | { kind: 'resumed' };

/**
 * What an idle lab is due at `now`: nothing while used (or the suspend off, or nothing running), a warning once
 * (`warningLeadMs` before the suspend), then the suspend of its powered-on machines.
 */
export function idleStepOf(
  activity: Pick<LabActivityRecord, 'activeAt' | 'warnedAt' | 'suspendedAt'>,
  now: Date,
  idleMs: number,
  hasRunningMachines: boolean,
): IdleStep {
  if (idleMs <= 0 || !hasRunningMachines) return { kind: 'none' };
  if (activity.suspendedAt !== null) {
    const settled = now.getTime() - activity.suspendedAt.getTime() >= SUSPEND_SETTLES_MS;
    return settled ? { kind: 'resumed' } : { kind: 'none' };
  }
  const suspendsAt = activity.activeAt.getTime() + idleMs;
  if (now.getTime() >= suspendsAt) return { kind: 'suspend' };
  if (activity.warnedAt === null && now.getTime() >= suspendsAt - warningLeadMs(idleMs)) {
    return { kind: 'warn', suspendsAt: new Date(suspendsAt) };
  }
  return { kind: 'none' };
}

/** A guest whose CPU stays above `cpuPercent` is working (a long install): the lab is not idle. */
export function isGuestBusy(cpuPercent: number | null, threshold: number): boolean {
  return cpuPercent !== null && threshold > 0 && cpuPercent > threshold;
}

/** The monitor's view of a lab's idleness: shown once warned or suspended for idleness. */
export function idleStateOf(activity: LabActivityRecord | undefined): LabIdleState | null {
  if (!activity || (activity.warnedAt === null && activity.suspendedAt === null)) return null;
  return {
    activeAt: activity.activeAt.toISOString(),
    warnedAt: activity.warnedAt?.toISOString() ?? null,
    suspendedAt: activity.suspendedAt?.toISOString() ?? null,
  };
}
