import type { ClassLabChange } from '@academy/api';
import { describe, expect, it } from '@rstest/core';
import type { ClassWatcher } from '../domain/ports/events';
import { createInProcessClassEvents } from './in-process-class-events';

function recorder(name: string, seen: Array<[string, ClassLabChange | 'deleted']>): ClassWatcher {
  return {
    changed: (change) => seen.push([name, change]),
    told: () => undefined,
    deleted: () => seen.push([name, 'deleted']),
  };
}

describe('in-process class events', () => {
  it('tells each subscriber of its own class only, until it unsubscribes', () => {
    const events = createInProcessClassEvents();
    const seen: Array<[string, ClassLabChange | 'deleted']> = [];
    const stopA = events.subscribe('a', recorder('a1', seen));
    events.subscribe('a', recorder('a2', seen));
    events.subscribe('b', recorder('b', seen));
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

  it("tells a deleted class's watchers once and unsubscribes them, leaving other classes alone", () => {
    const events = createInProcessClassEvents();
    const seen: Array<[string, ClassLabChange | 'deleted']> = [];
    events.subscribe('a', recorder('a1', seen));
    events.subscribe('a', recorder('a2', seen));
    events.subscribe('b', recorder('b', seen));
    events.publishDeleted('a');
    events.publishDeleted('a');
    events.publish('a', { email: 's@x', reason: 'hand' });
    expect(seen).toEqual([
      ['a1', 'deleted'],
      ['a2', 'deleted'],
    ]);
    expect(events.watcherCount()).toBe(1);
  });

  it('counts the watchers subscribed now', () => {
    const events = createInProcessClassEvents();
    const stops = Array.from({ length: 3 }, (_, i) => events.subscribe(`class-${i % 2}`, recorder(`${i}`, [])));
    expect(events.watcherCount()).toBe(3);
    for (const stop of stops) stop();
    stops[0]?.();
    expect(events.watcherCount()).toBe(0);
  });
});
