import { classesOnRemoteOrigin, E2E_REMOTE_TIMEOUT_MS, REMOTE_ORIGIN } from './support/e2e-server';
import { signInAsInstructor } from './support/instructor';
import { recordRequests, watchNetwork } from './support/requests';
import { expect, test } from './support/test';

test.describe('shell and federation', () => {
  test('every route renders its page from its remote inside the header and footer; an unknown one shows not found', async ({
    page,
  }) => {
    for (const [route, text] of [
      ['/', 'Log in'],
      ['/login', 'Log in'],
      ['/machines', 'Please log in to view your machine list.'],
      ['/view', 'No machine selected'],
    ] as const) {
      await page.goto(route);
      await expect(page.locator('main').getByText(text, { exact: false }).first(), route).toBeVisible();
      await expect(page.getByRole('link', { name: 'Instructor Led Training' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute('href', '/login');
      await expect(page.getByText('Version 1.4.0')).toBeVisible();
      // Signed out, the header offers no page of a student's or an instructor's.
      for (const link of ['Machines', 'Courses', 'Classes']) {
        await expect(page.getByRole('banner').getByRole('link', { name: link })).toHaveCount(0);
      }
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Version 1.4.0')).toBeVisible();
  });

  test('a cold /login fetches only the lab remote', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.remotesFetched()).toEqual(['lab']);
    // What the shell provides for remote releases built against @academy/contracts 1.x: no current part asks for it.
    expect(requests.urls.filter((url) => url.includes('for-older-remotes'))).toEqual([]);
    // The machine list is where a student goes next: fetched once they start typing, not with the cold page.
    const machinesPageFetched = () => requests.urls.some((url) => url.includes('__federation_expose_MachinesPage'));
    expect(machinesPageFetched()).toBe(false);
    await page.getByLabel('Username').click();
    await expect.poll(machinesPageFetched).toBe(true);
  });

  test('a cold /courses fetches nothing of the lab or console remotes', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/courses');
    await page.waitForLoadState('networkidle');
    expect(requests.remotesFetched()).not.toContain('lab');
    expect(requests.remotesFetched()).not.toContain('console');
    expect(requests.remotesFetched()).not.toContain('classes');
  });

  test('stateful libraries are single instances provided by the shell; the UI kit is not shared', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.goto('/machines');
    await expect(page.locator('main')).toContainText('Please log in to view your machine list.');
    const shared = await page.evaluate(() => {
      type Versions = Record<string, { from: string; loaded?: boolean }>;
      const scopes = (
        window as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Versions> }> } }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, { versions: number; from: string[]; loaded: number }> = {};
      for (const scope of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(scope.default)) {
          const entries = Object.values(versions);
          result[name] = {
            versions: entries.length,
            from: entries.map((entry) => entry.from),
            loaded: entries.filter((entry) => entry.loaded).length,
          };
        }
      }
      return result;
    });
    for (const name of ['react', 'react-dom', 'effector', 'effector-react', '@academy/bus', '@academy/auth']) {
      expect(shared[name], name).toEqual({ versions: 1, from: ['shell'], loaded: 1 });
    }
    // Provided for remote releases built against it, and fetched only when one asks: none on this page does.
    expect(shared['@academy/contracts']).toEqual({ versions: 1, from: ['shell'], loaded: 0 });
    expect(shared['@academy/api']).toBeUndefined();
    // Stateless components: each remote bundles the few it uses (tree-shaken), the shell none.
    expect(shared['@blueprintjs/core']).toBeUndefined();
    expect(shared['@academy/ui']).toBeUndefined();
  });

  test('a remote that is down shows Loading chunk failed, keeps the header working, and Retry recovers', async ({
    page,
  }) => {
    await page.route('**/remotes/lab/**', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await expect(page.getByText('Loading chunk failed')).toBeVisible();
    await expect(page.getByText('Version 1.4.0')).toBeVisible();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const network = watchNetwork(page);
    await page.getByRole('link', { name: 'Instructor Led Training' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The error shown before the click would satisfy the check at once: the home page's own attempt must have been
    // refused before the remote comes back, or it would load without Retry.
    await network.quiet();
    await expect(page.getByText('Loading chunk failed')).toBeVisible();

    await page.unroute('**/remotes/lab/**');
    const retried: string[] = [];
    page.on('request', (request) => {
      if (/\/remotes\/lab\/.+\.(js|css)(\?|$)/.test(request.url())) retried.push(request.url());
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(documents).toEqual([]);
    // Under the URLs the page's failed preloads had, Chromium would answer from those preloads for a few seconds
    // after the page's load: the remote's own chunks too are asked for under new ones.
    expect(retried.length).toBeGreaterThan(1);
    expect(retried.filter((url) => !new URL(url).searchParams.has('retry'))).toEqual([]);
  });

  test('a remote that hangs past the time-out shows Loading chunk failed, and Retry recovers', async ({ page }) => {
    await page.route('**/remotes/lab/**', () => {
      // Never answered: the load must give up on its own.
    });
    await page.goto('/machines');
    await expect(page.getByText('Loading chunk failed')).toBeVisible({ timeout: E2E_REMOTE_TIMEOUT_MS + 10_000 });
    await page.unroute('**/remotes/lab/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main')).toContainText('Please log in to view your machine list.');
  });

  test('a remote served from a second origin through /remotes.json, with integrity, works', async ({ page }) => {
    const releases = await (await page.request.get('/remotes.json')).json();
    expect(releases.classes).toEqual(classesOnRemoteOrigin());
    expect(releases.classes.integrity).toMatch(/^sha384-/);
    const requests = recordRequests(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // An instructor page: the guard signs in first, then the classes remote loads.
    await signInAsInstructor(page, '/classes');
    // The remote's own page, not the shell's 'Loading page' that stands in while the remote loads.
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    expect(
      requests.urls.some((url) =>
        url.startsWith(`${REMOTE_ORIGIN}/classes/${releases.classes.version}/remoteEntry.js`),
      ),
    ).toBe(true);
    expect(requests.remotesFetched()).toEqual(['classes']);
    expect(pageErrors).toEqual([]);
  });
});
