import { studentNoticeReceived } from '@academy/bus';
import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $idleSuspendNote, $idleWarningText, confirmStillHereFx, stillHereClicked } from './idle';

describe('idle suspend on the student side', () => {
  it("shows the warning with the minutes left, and 'I'm still here' confirms once and closes it", async () => {
    const confirm = rs.fn(async () => undefined);
    const scope = fork({ handlers: [[confirmStillHereFx, confirm]] });
    const suspendsAt = new Date(Date.now() + 5 * 60_000).toISOString();
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'idle-warning', suspendsAt, minutesLeft: 5 } });
    expect(scope.getState($idleWarningText)).toBe('Your lab will be suspended in 5 minutes');
    await allSettled(stillHereClicked, { scope });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(scope.getState($idleWarningText)).toBe('');
  });

  it('closes the warning when the student came back elsewhere, and notes a suspend until they come back', async () => {
    const scope = fork();
    const suspendsAt = new Date(Date.now() + 4 * 60_000).toISOString();
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'idle-warning', suspendsAt, minutesLeft: 4 } });
    expect(scope.getState($idleWarningText)).toBe('Your lab will be suspended in 4 minutes');
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'idle-cleared' } });
    expect(scope.getState($idleWarningText)).toBe('');
    await allSettled(studentNoticeReceived, {
      scope,
      params: { kind: 'idle-suspended', at: suspendsAt, vms: ['vm-1'] },
    });
    expect(scope.getState($idleSuspendNote)).toMatch(/^Your lab was suspended while idle/);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'idle-cleared' } });
    expect(scope.getState($idleSuspendNote)).toBe('');
  });
});
