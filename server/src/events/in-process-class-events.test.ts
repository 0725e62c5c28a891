import type { ClassLabChange } from '@academy/contracts';
import { describe, expect, it } from '@rstest/core';
import { createInProcessClassEvents } from './in-process-class-events';

describe('in-process class events', () => {
  it('tells each subscriber of its own class only, until it unsubscribes', () => {
    const events = createInProcessClassEvents();
    const seen: Array<[string, ClassLabChange]> = [];
    const stopA = events.subscribe('a', (change) => seen.push(['a1', change]));
    events.subscribe('a', (change) => seen.push(['a2', change]));
    events.subscribe('b', (change) => seen.push(['b', change]));
    const hand: ClassLabChange = { email: 's@x', reason: 'hand' };
    events.publish('a', hand);
    stopA();
    events.publish('a', { email: 's@x', reason: 'power' });
    expect(seen).toEqual([
      ['a1', hand],
      ['a2', hand],
      ['a2', { email: 's@x', reason: 'power' }],
    ]);
  });
});
