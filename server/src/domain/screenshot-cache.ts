/** The class monitor fetches each visible thumbnail every 5 s: a fresher picture would show nobody anything. */
export const SCREENSHOT_INTERVAL_MS = 5_000;

export interface ScreenshotCache<Picture = Uint8Array> {
  /** The picture of `key` rendered within the interval, or the one being rendered, or else a new one from `render`. */
  get(key: string, render: () => Promise<Picture>): Promise<Picture>;
}

/**
 * At most one rendering per key (a machine of a class) per interval, however many instructors' tabs ask: a request
 * within the interval gets the picture already rendered, or waits for the one being rendered, and costs no lookup at
 * all. A failed rendering (a machine off or gone) is not kept.
 */
export function createScreenshotCache<Picture = Uint8Array>(
  intervalMs = SCREENSHOT_INTERVAL_MS,
  now: () => number = () => performance.now(),
): ScreenshotCache<Picture> {
  const latest = new Map<string, { renderedAt: number; png: Promise<Picture> }>();

  // Machines come and go with reverts: a picture nobody asked for within the interval is dropped.
  function forgetStale(at: number): void {
    for (const [key, entry] of latest) if (at - entry.renderedAt >= intervalMs) latest.delete(key);
  }

  return {
    get(key, render) {
      const at = now();
      const cached = latest.get(key);
      if (cached && at - cached.renderedAt < intervalMs) return cached.png;
      forgetStale(at);
      const entry = { renderedAt: at, png: render() };
      latest.set(key, entry);
      entry.png.catch(() => {
        if (latest.get(key) === entry) latest.delete(key);
      });
      return entry.png;
    },
  };
}
