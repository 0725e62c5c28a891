import { describe, expect, it } from '@rstest/core';
import { cacheScreenshots } from './screenshot-cache';

const machine = (vm: string) => ({ vm, name: `name-${vm}`, labId: 'lab' });

/** Screens whose renderings are counted; each rendering is a new picture. */
function countingScreens(fail = false) {
  const rendered: string[] = [];
  return {
    rendered,
    screens: {
      screenshot(target: { vm: string }) {
        rendered.push(target.vm);
        if (fail) throw new Error('no framebuffer');
        return new Uint8Array([rendered.length]);
      },
    },
  };
}

describe('screenshot cache', () => {
  it('renders once for 50 concurrent requests of one machine, and all of them get that picture', async () => {
    const { rendered, screens } = countingScreens();
    const cache = cacheScreenshots(screens, 5_000, () => 0);
    const pictures = await Promise.all(Array.from({ length: 50 }, () => cache.screenshot(machine('vm-1'))));
    expect(rendered).toEqual(['vm-1']);
    expect(new Set(pictures).size).toBe(1);
  });

  it('renders again once the interval has passed, and each machine on its own', async () => {
    let now = 0;
    const { rendered, screens } = countingScreens();
    const cache = cacheScreenshots(screens, 5_000, () => now);
    await cache.screenshot(machine('vm-1'));
    await cache.screenshot(machine('vm-2'));
    now = 4_999;
    await cache.screenshot(machine('vm-1'));
    now = 5_000;
    expect(await cache.screenshot(machine('vm-1'))).toEqual(new Uint8Array([3]));
    expect(rendered).toEqual(['vm-1', 'vm-2', 'vm-1']);
  });

  it('keeps no failed rendering: the next request tries again', async () => {
    const { rendered, screens } = countingScreens(true);
    const cache = cacheScreenshots(screens, 5_000, () => 0);
    await expect(cache.screenshot(machine('vm-1'))).rejects.toThrow('no framebuffer');
    await expect(cache.screenshot(machine('vm-1'))).rejects.toThrow('no framebuffer');
    expect(rendered).toEqual(['vm-1', 'vm-1']);
  });
});
