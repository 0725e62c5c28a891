import { launchChromium } from './chromium.mjs';
import { median } from './median.mjs';
import { bytesOf, recordTransfers, remotesIn } from './transfers.mjs';

// A page is usable once its heading (or the guard's/empty state's title) shows in the page area.
// The shell's loading state has a level-one heading for screen readers only: that is not the page yet.
const HEADING = 'main h1:not(.page-loading__title), main h2, main h3, main h4, main .bp6-non-ideal-state';

/** One cold load of a route in a fresh browser context: bytes as transferred and time until its heading shows. */
async function measureColdLoad(browser, baseUrl, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { transfers, settled } = recordTransfers(page);
  const started = performance.now();
  await page.goto(baseUrl + route);
  await page.locator(HEADING).first().waitFor({ state: 'visible', timeout: 30_000 });
  const readyMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await settled();
  await context.close();
  const identitySdk = transfers.some((t) => /okta/i.test(t.url));
  return {
    route,
    js: bytesOf(transfers, 'script'),
    css: bytesOf(transfers, 'stylesheet'),
    requests: transfers.length,
    remotes: remotesIn(transfers),
    identitySdk,
    readyMs,
  };
}

/** Each route loaded cold `runs` times: the first run's bytes (they do not vary) and the median time to heading. */
export async function measureRoutes(baseUrl, routes, runs) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const route of routes) {
      const measured = [];
      for (let i = 0; i < runs; i += 1) measured.push(await measureColdLoad(browser, baseUrl, route));
      rows.push({ ...measured[0], readyMs: Math.round(median(measured.map((r) => r.readyMs))) });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
