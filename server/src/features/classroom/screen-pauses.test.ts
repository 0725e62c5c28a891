import { describe, expect, it } from '@rstest/core';
import type { ScreenPauseRepository } from '../../domain/ports/storage';
import { createInProcessClassEvents } from '../../events/in-process-class-events';
import { createScreenPauses } from './screen-pauses';

const clock = { now: () => new Date('2030-01-07T09:00:00Z') };

/** A class's stored pause, whose reads wait until `answer` is called when `held` is set. */
function storedPause() {
  let stored: { pausedAt: Date | null; pausedBy: string | null } = { pausedAt: null, pausedBy: null };
  let waiting: Array<() => void> = [];
  const state = { held: false };
  const repository: ScreenPauseRepository = {
    async get() {
      const read = { ...stored };
      if (state.held) await new Promise<void>((resolve) => waiting.push(resolve));
      return read;
    },
    async set(_classId, pause) {
      stored = pause ? { pausedAt: pause.at, pausedBy: pause.by } : { pausedAt: null, pausedBy: null };
      return stored;
    },
  };
  const answer = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return { repository, state, answer };
}

describe('screen pauses as the consoles follow them', () => {
  it("reads the class's pause when its first console opens and follows it until its last closes", async () => {
    const { repository } = storedPause();
    const events = createInProcessClassEvents();
    const pauses = createScreenPauses({ pauses: repository, clock, events, requireOpen: async () => undefined });
    await pauses.set('class-1', true, 'Ada');
    const first = await pauses.hold('class-1');
    const second = await pauses.hold('class-1');
    expect(pauses.isPaused('class-1')).toBe(true);
    expect(events.watcherCount()).toBe(1);
    await pauses.set('class-1', false, 'Ada');
    expect(pauses.isPaused('class-1')).toBe(false);
    first();
    first();
    expect(events.watcherCount()).toBe(1);
    second();
    expect(events.watcherCount()).toBe(0);
    expect(pauses.isPaused('another-class')).toBe(false);
  });

  it('takes a pause told while the first read was under way over what that read answers', async () => {
    const { repository, state, answer } = storedPause();
    const events = createInProcessClassEvents();
    const pauses = createScreenPauses({ pauses: repository, clock, events, requireOpen: async () => undefined });
    state.held = true;
    const holding = pauses.hold('class-1');
    // Told after the read began: the read answers the older state.
    await pauses.set('class-1', true, 'Ada');
    answer();
    await holding;
    expect(pauses.isPaused('class-1')).toBe(true);
  });
});
