import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** Playwright's `request` keeps idle connections for ever and ignores the server's `Keep-Alive: timeout=5`, so a call
 * made just as the server closes an idle one fails with ECONNRESET (an afterEach's DELETE, once in a busy run). Each
 * call here asks for its own connection instead. */
export const test = base.extend({
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close' } });
    await use(request);
    await request.dispose();
  },
});
