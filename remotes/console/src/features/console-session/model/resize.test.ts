import { CONSOLE_RESIZE_DEBOUNCE_MS } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { advance, fakeTimersAndEmptyStorageEachTest, open, setup } from '../testing/session-scope';
import { containerResized } from './index';

describe('console-session model: resize', () => {
  fakeTimersAndEmptyStorageEachTest();

  it(`fits the console once, ${CONSOLE_RESIZE_DEBOUNCE_MS} ms after the container stops changing size`, async () => {
    const { scope, calls } = setup();
    await open(scope);
    const fits = () => calls.filter((call) => call === 'fit').length;
    for (let i = 0; i < 5; i++) {
      await allSettled(containerResized, { scope });
      await advance(scope, 100);
    }
    expect(fits()).toBe(0);
    await advance(scope, CONSOLE_RESIZE_DEBOUNCE_MS - 100 - 1);
    expect(fits()).toBe(0);
    await advance(scope, 1);
    expect(fits()).toBe(1);
    await advance(scope, 1000);
    expect(fits()).toBe(1);
  });
});
