import { describe, expect, it } from '@rstest/core';
import { idleStateOf, idleStepOf, isGuestBusy, warningLeadMs } from './idle-rules';

const MINUTE = 60_000;
const activeAt = new Date('2026-03-10T10:00:00Z');
const at = (minutes: number) => new Date(activeAt.getTime() + minutes * MINUTE);
const fresh = { activeAt, warnedAt: null, suspendedAt: null };

describe('idle rules', () => {
  it('warns 5 minutes before the suspend, or halfway under a 10-minute setting', () => {
    expect(warningLeadMs(60 * MINUTE)).toBe(5 * MINUTE);
    expect(warningLeadMs(10 * MINUTE)).toBe(5 * MINUTE);
    expect(warningLeadMs(8 * MINUTE)).toBe(4 * MINUTE);
    expect(idleStepOf(fresh, at(54.9), 60 * MINUTE, true)).toEqual({ kind: 'none' });
    expect(idleStepOf(fresh, at(55), 60 * MINUTE, true)).toEqual({ kind: 'warn', suspendsAt: at(60) });
    expect(idleStepOf({ ...fresh, warnedAt: at(55) }, at(59), 60 * MINUTE, true)).toEqual({ kind: 'none' });
    expect(idleStepOf({ ...fresh, warnedAt: at(55) }, at(60), 60 * MINUTE, true)).toEqual({ kind: 'suspend' });
  });

  it('does nothing when off or with nothing running, and counts a lab started again after its suspend as used', () => {
    expect(idleStepOf(fresh, at(600), 0, true)).toEqual({ kind: 'none' });
    expect(idleStepOf(fresh, at(600), 60 * MINUTE, false)).toEqual({ kind: 'none' });
    expect(idleStepOf({ ...fresh, suspendedAt: at(60) }, at(65), 60 * MINUTE, true)).toEqual({ kind: 'resumed' });
    // Under 5 minutes, a suspend may still be going through on another instance: its running machines wait.
    expect(idleStepOf({ ...fresh, suspendedAt: at(60) }, at(64), 60 * MINUTE, true)).toEqual({ kind: 'none' });
  });

  it('keeps a lab whose guest CPU stays above IDLE_CPU_PERCENT in use', () => {
    expect(isGuestBusy(35, 10)).toBe(true);
    expect(isGuestBusy(10, 10)).toBe(false);
    expect(isGuestBusy(null, 10)).toBe(false);
    expect(isGuestBusy(90, 0)).toBe(false);
  });

  it('shows the monitor a lab once warned or suspended', () => {
    expect(idleStateOf(undefined)).toBeNull();
    expect(idleStateOf({ ...fresh, labId: 'c/a', classId: 'c' })).toBeNull();
    expect(idleStateOf({ ...fresh, labId: 'c/a', classId: 'c', suspendedAt: at(60) })).toEqual({
      activeAt: activeAt.toISOString(),
      warnedAt: null,
      suspendedAt: at(60).toISOString(),
    });
  });
});
