import type { Locator, Page } from '@playwright/test';

/**
 * Pictures taken for a person to look at (layouts at 1280 and 390 px), not for any assertion: only when
 * E2E_SCREENSHOTS=1, because each full-page picture costs the browser about a second of CPU in every run. A failing
 * test keeps its own picture anyway (`screenshot: 'only-on-failure'`).
 */
export async function reviewScreenshot(target: Page | Locator, path: string, fullPage = true): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await target.screenshot({ path, fullPage });
}
