import { describe, expect, it } from '@rstest/core';
import { createScreenshotCache } from './screenshot-cache';

/** Renderings are counted; each is a new picture, ready after a tick (as a lookup and an encoding would be). */
function countingRender(rendered: string[], key: string, fail = false) {
  return async () => {
    rendered.push(key);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (fail) throw new Error('machine is off');
    return new Uint8Array([rendered.length]);
  };
}

describe('screenshot cache', () => {
  it('renders once for 50 concurrent requests of one machine, and all of them get that picture', async () => {
    const rendered: string[] = [];
    const cache = createScreenshotCache(5_000, () => 0);
    const pictures = await Promise.all(
      Array.from({ length: 50 }, () => cache.get('class/vm-1', countingRender(rendered, 'vm-1'))),
    );
    expect(rendered).toEqual(['vm-1']);
    expect(new Set(pictures).size).toBe(1);
  });

  it('renders again once the interval has passed, and each machine on its own', async () => {
    let now = 0;
    const rendered: string[] = [];
    const cache = createScreenshotCache(5_000, () => now);
    await cache.get('class/vm-1', countingRender(rendered, 'vm-1'));
    await cache.get('class/vm-2', countingRender(rendered, 'vm-2'));
    now = 4_999;
    await cache.get('class/vm-1', countingRender(rendered, 'vm-1'));
    now = 5_000;
    expect(await cache.get('class/vm-1', countingRender(rendered, 'vm-1'))).toEqual(new Uint8Array([3]));
    expect(rendered).toEqual(['vm-1', 'vm-2', 'vm-1']);
  });

  it('keeps no failed rendering: the next request tries again', async () => {
    const rendered: string[] = [];
    const cache = createScreenshotCache(5_000, () => 0);
    await expect(cache.get('class/vm-1', countingRender(rendered, 'vm-1', true))).rejects.toThrow('machine is off');
    await expect(cache.get('class/vm-1', countingRender(rendered, 'vm-1', true))).rejects.toThrow('machine is off');
    expect(rendered).toEqual(['vm-1', 'vm-1']);
  });
});
