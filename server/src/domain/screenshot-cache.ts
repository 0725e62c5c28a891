import type { ConsoleScreens } from './ports';

/** The class monitor fetches each visible thumbnail every 5 s: a fresher picture would show nobody anything. */
export const SCREENSHOT_INTERVAL_MS = 5_000;

type ScreenMachine = Parameters<ConsoleScreens['screenshot']>[0];

export interface ScreenshotCache {
  screenshot(machine: ScreenMachine): Promise<Uint8Array>;
}

/**
 * At most one rendering per machine per interval, however many instructors' tabs ask: a request within the interval
 * gets the picture already rendered, or waits for the one being rendered. A failed rendering is not kept.
 */
export function cacheScreenshots(
  screens: ConsoleScreens,
  intervalMs = SCREENSHOT_INTERVAL_MS,
  now: () => number = () => performance.now(),
): ScreenshotCache {
  const latest = new Map<string, { renderedAt: number; png: Promise<Uint8Array> }>();

  // Machines come and go with reverts: a picture nobody asked for within the interval is dropped.
  function forgetStale(at: number): void {
    for (const [vm, entry] of latest) if (at - entry.renderedAt >= intervalMs) latest.delete(vm);
  }

  return {
    screenshot(machine) {
      const at = now();
      const cached = latest.get(machine.vm);
      if (cached && at - cached.renderedAt < intervalMs) return cached.png;
      forgetStale(at);
      // Rendering may be synchronous or not; either way a failure becomes this promise's rejection.
      const png = new Promise<Uint8Array>((resolve) => resolve(screens.screenshot(machine)));
      const entry = { renderedAt: at, png };
      latest.set(machine.vm, entry);
      png.catch(() => {
        if (latest.get(machine.vm) === entry) latest.delete(machine.vm);
      });
      return png;
    },
  };
}
