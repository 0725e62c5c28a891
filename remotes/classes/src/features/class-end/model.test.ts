import { HttpError } from '@academy/api';
import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { aTrainingClass } from '@/shared/testing/training-class';
import {
  $canMove,
  $classEnd,
  $moveError,
  $newEnd,
  classShown,
  extendClicked,
  moveClassEndFx,
  newEndChanged,
  newEndSubmitted,
} from './model';

const running = aTrainingClass({ status: 'RUNNING' });

describe('class end model', () => {
  it('extends the shown class by 30 or 60 minutes and shows the end the server answers', async () => {
    const move = rs.fn(async () => ({
      ...running,
      endsAt: '2026-11-24T05:30:00.000Z',
      labsEndAt: '2026-11-24T05:30:00.000Z',
    }));
    const scope = fork({ handlers: [[moveClassEndFx, move]] });
    await allSettled(classShown, { scope, params: running });
    expect(scope.getState($canMove)).toBe(true);
    await allSettled(extendClicked, { scope, params: 30 });
    expect(move).toHaveBeenCalledWith(expect.anything(), { classId: 'class-1', change: { extendByMinutes: 30 } });
    expect(scope.getState($classEnd)?.endsAt).toBe('2026-11-24T05:30:00.000Z');
  });

  it('sets the new end typed in the instructor’s zone, and refuses what is no date and time without a call', async () => {
    const move = rs.fn(async () => running);
    const scope = fork({ handlers: [[moveClassEndFx, move]] });
    await allSettled(classShown, { scope, params: running });
    await allSettled(newEndChanged, { scope, params: '2026-11-23' });
    await allSettled(newEndSubmitted, { scope });
    expect(move).not.toHaveBeenCalled();
    expect(scope.getState($moveError)).toBe('Enter the new end as a date and a time.');
    await allSettled(newEndChanged, { scope, params: '2026-11-23T18:30' });
    await allSettled(newEndSubmitted, { scope });
    expect(move).toHaveBeenCalledWith(expect.anything(), {
      classId: 'class-1',
      change: { endsAt: new Date('2026-11-23T18:30').toISOString() },
    });
    expect(scope.getState($moveError)).toBe('');
    expect(scope.getState($newEnd)).toBe('');
  });

  it("shows the server's reason for a refused end, and 'Server error.' when it failed", async () => {
    const scope = fork({
      handlers: [
        [
          moveClassEndFx,
          rs
            .fn()
            .mockRejectedValueOnce(new HttpError(400, 'The new end must be in the future.'))
            .mockRejectedValueOnce(new HttpError(503, 'Service Unavailable')),
        ],
      ],
    });
    await allSettled(classShown, { scope, params: running });
    await allSettled(extendClicked, { scope, params: 60 });
    expect(scope.getState($moveError)).toBe('The new end must be in the future.');
    await allSettled(extendClicked, { scope, params: 60 });
    expect(scope.getState($moveError)).toBe('Server error.');
    expect(scope.getState($classEnd)?.endsAt).toBe(running.endsAt);
  });

  it('offers no extension for a class that is not running', async () => {
    const scope = fork();
    await allSettled(classShown, { scope, params: aTrainingClass({ status: 'COMPLETED' }) });
    expect(scope.getState($canMove)).toBe(false);
  });
});
