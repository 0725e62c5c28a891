import type { Page } from '@playwright/test';

/**
 * Stops the page's installed clock (`page.clock.install()`) about where it stands, so that only `runFor` moves it on.
 * The target is read from the page's own clock, which keeps running until the call arrives: on a busy machine it may
 * already have passed the target ('Cannot fast-forward to the past'), and the next try reads it again.
 */
export async function pausePageClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const target = (await page.evaluate(() => Date.now())) + 50;
    try {
      await page.clock.pauseAt(target);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
