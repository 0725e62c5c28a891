import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, createEvent, fork } from 'effector';
import { createAsyncGroup } from './async-group';

describe('createAsyncGroup', () => {
  const loadFx = createEffect(async (fail: boolean) => {
    if (fail) throw new Error('down');
    return 'ok';
  });
  const saveFx = createEffect(async () => 'saved');
  const signedOut = createEvent();
  const closed = createEvent();
  const { $status, $error } = createAsyncGroup([loadFx, saveFx], (error) => `text of ${(error as Error).message}`, [
    signedOut,
    closed,
  ]);

  it('is idle, then loading, then succeeded', async () => {
    const scope = fork();
    expect(scope.getState($status)).toBe('idle');
    const running = allSettled(loadFx, { scope, params: false });
    expect(scope.getState($status)).toBe('loading');
    await running;
    expect(scope.getState($status)).toBe('succeeded');
    expect(scope.getState($error)).toBe('');
  });

  it('stores the text of a failure until the next call of any of its effects', async () => {
    const scope = fork();
    await allSettled(loadFx, { scope, params: true });
    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($error)).toBe('text of down');
    await allSettled(saveFx, { scope });
    expect(scope.getState($status)).toBe('succeeded');
    expect(scope.getState($error)).toBe('');
  });

  it('forgets on each of its reset units', async () => {
    for (const reset of [signedOut, closed]) {
      const scope = fork();
      await allSettled(loadFx, { scope, params: true });
      await allSettled(reset, { scope });
      expect(scope.getState($status)).toBe('idle');
      expect(scope.getState($error)).toBe('');
    }
  });
});
