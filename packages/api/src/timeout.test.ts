import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, createStore, fork } from 'effector';
import { createTimeout } from './timeout';

describe('createTimeout', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  function setup() {
    const timeout = createTimeout<string>();
    const $fired = createStore<string[]>([]).on(timeout.fired, (list, payload) => [...list, payload]);
    return { timeout, $fired, scope: fork() };
  }

  it('fires once after the delay, into the scope that started it', async () => {
    const { timeout, $fired, scope } = setup();
    await allSettled(timeout.start, { scope, params: { delayMs: 300, payload: 'a' } });
    await rs.advanceTimersByTimeAsync(299);
    expect(scope.getState($fired)).toEqual([]);
    await rs.advanceTimersByTimeAsync(1);
    expect(scope.getState($fired)).toEqual(['a']);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('restarts on every start (a debounce): only the last one fires', async () => {
    const { timeout, $fired, scope } = setup();
    await allSettled(timeout.start, { scope, params: { delayMs: 300, payload: 'a' } });
    await rs.advanceTimersByTimeAsync(200);
    await allSettled(timeout.start, { scope, params: { delayMs: 300, payload: 'b' } });
    await rs.advanceTimersByTimeAsync(200);
    expect(scope.getState($fired)).toEqual([]);
    await rs.advanceTimersByTimeAsync(100);
    expect(scope.getState($fired)).toEqual(['b']);
  });

  it('leaves no timer behind when cancelled', async () => {
    const { timeout, $fired, scope } = setup();
    await allSettled(timeout.start, { scope, params: { delayMs: 300, payload: 'a' } });
    await allSettled(timeout.cancel, { scope });
    expect(rs.getTimerCount()).toBe(0);
    await rs.advanceTimersByTimeAsync(1000);
    expect(scope.getState($fired)).toEqual([]);
  });
});
