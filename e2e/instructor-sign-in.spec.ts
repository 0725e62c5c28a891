import { identityErrorTexts } from '@academy/api';
import type { Page } from '@playwright/test';
import { signInAsInstructor, submitIdentityProviderSignIn } from './support/instructor';
import { recordRequests } from './support/requests';
import { expect, test } from './support/test';

/** The SDK's token storage (okta-auth-js TOKEN_STORAGE_NAME). */
const TOKEN_STORAGE = 'okta-token-storage';

interface StoredTokens {
  accessToken?: { accessToken: string; expiresAt: number };
  idToken?: { idToken: string; expiresAt: number };
}

function storedTokens(page: Page): Promise<StoredTokens> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as StoredTokens, TOKEN_STORAGE);
}

/** Makes the held tokens expire `inSeconds` from now (negative: already expired, as after a long idle time). */
async function setStoredTokenExpiry(page: Page, inSeconds: number): Promise<void> {
  await page.evaluate(
    ({ key, inSeconds }) => {
      const tokens = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { expiresAt: number }>;
      const expiresAt = Math.floor(Date.now() / 1000) + inSeconds;
      for (const token of Object.values(tokens)) token.expiresAt = expiresAt;
      localStorage.setItem(key, JSON.stringify(tokens));
    },
    { key: TOKEN_STORAGE, inSeconds },
  );
}

const expireStoredTokens = (page: Page): Promise<void> => setStoredTokenExpiry(page, -60);

const onIdentityProvider = (url: URL): boolean => url.pathname.startsWith('/oauth2/default/');
const sdkRequests = (urls: string[]): string[] => urls.filter((url) => url.toLowerCase().includes('okta'));

/** Signs in on /classes and waits for the list's first load, so that calls failed on purpose come after it. */
async function signInOnClassList(page: Page): Promise<void> {
  const firstList = page.waitForResponse(
    (response) => response.url().endsWith('/api/training-class') && response.request().method() === 'GET',
  );
  await signInAsInstructor(page, '/classes');
  await firstList;
}

test.describe('instructor single sign-on', () => {
  test('an instructor opens /classes cold, sees Working..., signs in on the provider page and lands on /classes', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    // Hold the SDK download so the guard's 'Working...' can be seen before the redirect.
    let releaseSdk: () => void = () => {};
    const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
    await page.route(/okta-auth-js.*\.js$/, async (route) => {
      await sdkHeld;
      await route.continue();
    });

    await page.goto('/classes');
    await expect(page.locator('main').getByText('Working...')).toBeVisible();
    expect(requests.remotesFetched()).not.toContain('classes');
    releaseSdk();

    await page.waitForURL(onIdentityProvider);
    const authorize = requests.urls.find((url) => url.includes('/oauth2/default/v1/authorize'));
    expect(authorize).toBeDefined();
    const params = new URL(authorize ?? '').searchParams;
    expect(params.get('redirect_uri')).toBe(new URL('/login/callback', page.url()).href);
    expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('response_type')).toBe('code');

    await submitIdentityProviderSignIn(page);
    await page.waitForURL((url) => url.pathname === '/classes');
    await expect(page.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.locator('main').getByText('Working...')).toHaveCount(0);
    expect(requests.remotesFetched()).toContain('classes');
    expect(sdkRequests(requests.urls).length).toBeGreaterThan(0);
  });

  test("'Instructor Login' on /login lands on /courses", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Instructor Login' }).click();
    await page.waitForURL(onIdentityProvider);
    await submitIdentityProviderSignIn(page);
    await page.waitForURL((url) => url.pathname === '/courses');
    await expect(page.getByRole('link', { name: 'Courses' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByText("You're already signed in as an instructor.")).toBeVisible();
  });

  test('a reload keeps the session', async ({ page }) => {
    await signInAsInstructor(page, '/classes');
    const before = await storedTokens(page);
    expect(before.accessToken?.accessToken).toBeTruthy();

    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.locator('main').getByText('Working...')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/classes');
    expect(documents).toEqual(['/classes']);
    expect((await storedTokens(page)).accessToken?.accessToken).toBe(before.accessToken?.accessToken);
  });

  test('Log Out signs out at the provider, returns to / and hides Courses and Classes', async ({ page }) => {
    await signInAsInstructor(page, '/courses');
    const requests = recordRequests(page);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/' && requests.urls.some((u) => u.includes('/oauth2/default/v1/logout')),
    );
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Courses' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Classes' })).toHaveCount(0);
    expect(requests.urls.some((url) => url.includes('/oauth2/default/v1/revoke'))).toBe(true);
    expect(await storedTokens(page)).toEqual({});

    // The provider session is closed too: an instructor page asks for the password again.
    await page.goto('/classes');
    await page.waitForURL(onIdentityProvider);
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a tampered callback (wrong state) shows the state-mismatch message and Try again signs in', async ({
    page,
  }) => {
    await page.goto('/classes');
    await page.waitForURL(onIdentityProvider);
    // Back with a code and a state this browser never sent.
    await page.goto('/login/callback?code=forged-code&state=forged-state');
    await expect(page.getByText(identityErrorTexts.stateMismatch)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instructor Led Training' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(onIdentityProvider);
    await submitIdentityProviderSignIn(page);
    await page.waitForURL((url) => url.pathname === '/classes');
    await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible();
  });

  test('a callback without a sign-in in progress, or without a code, shows the library message', async ({ page }) => {
    await page.goto('/login/callback?code=some-code&state=some-state');
    await expect(page.getByText(identityErrorTexts.noTransaction)).toBeVisible();
    await page.goto('/login/callback');
    await expect(page.getByText(identityErrorTexts.noInteractionCode)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('an expired access token is renewed with the provider session, on the same page', async ({ page }) => {
    await signInAsInstructor(page, '/classes');
    const before = await storedTokens(page);
    await expireStoredTokens(page);
    const requests = recordRequests(page);
    await page.reload();
    await expect
      .poll(async () => (await storedTokens(page)).accessToken?.accessToken, { timeout: 20_000 })
      .not.toBe(before.accessToken?.accessToken);
    const after = await storedTokens(page);
    expect(after.accessToken?.expiresAt ?? 0).toBeGreaterThan(Date.now() / 1000);
    expect(new URL(page.url()).pathname).toBe('/classes');
    await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect(page.locator('main').getByText('Working...')).toHaveCount(0);
    // Renewed silently (prompt=none in a hidden frame), never through the sign-in page.
    expect(requests.urls.some((url) => url.includes('/v1/authorize') && url.includes('prompt=none'))).toBe(true);
    expect(requests.urls.some((url) => url.includes('/interaction/'))).toBe(false);
  });

  test('an expired access token without a provider session leads through sign-in back to the same page', async ({
    page,
    context,
  }) => {
    await signInAsInstructor(page, '/classes/new');
    await expireStoredTokens(page);
    // The provider session ends (its cookies go): the token cannot be renewed silently.
    await context.clearCookies();
    await page.reload();
    await page.waitForURL(onIdentityProvider, { timeout: 20_000 });
    await submitIdentityProviderSignIn(page);
    await page.waitForURL((url) => url.pathname === '/classes/new');
    await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible();
    expect((await storedTokens(page)).accessToken?.expiresAt ?? 0).toBeGreaterThan(Date.now() / 1000);
  });

  test('the token is renewed before it expires while the page stays open, and later calls carry the new one', async ({
    page,
  }) => {
    await signInAsInstructor(page, '/classes');
    const before = await storedTokens(page);
    // The SDK renews 30 s before expiry: a token with 33 s left is renewed about 3 s after start.
    await setStoredTokenExpiry(page, 33);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect
      .poll(async () => (await storedTokens(page)).accessToken?.accessToken, { timeout: 20_000 })
      .not.toBe(before.accessToken?.accessToken);
    const renewed = (await storedTokens(page)).accessToken?.accessToken;
    expect(new URL(page.url()).pathname).toBe('/classes');

    const listCall = page.waitForRequest(
      (request) => request.url().endsWith('/api/training-class') && request.method() === 'GET',
    );
    await page.getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('link', { name: 'Classes' }).click();
    expect((await listCall).headers().authorization).toBe(`Bearer ${renewed}`);
  });

  test('a call that answers 401 renews the token and keeps the page', async ({ page }) => {
    await signInOnClassList(page);
    const before = await storedTokens(page);
    // The next class-list call is refused, as for a token the API no longer accepts.
    let refused = 0;
    await page.route('**/api/training-class', async (route) => {
      if (route.request().method() === 'GET' && refused === 0) {
        refused += 1;
        await route.fulfill({ status: 401, json: { error: 'unauthorized', message: 'Token expired' } });
      } else {
        await route.continue();
      }
    });
    const requests = recordRequests(page);
    await page.getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('link', { name: 'Classes' }).click();
    await expect
      .poll(async () => (await storedTokens(page)).accessToken?.accessToken, { timeout: 20_000 })
      .not.toBe(before.accessToken?.accessToken);
    expect(refused).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/classes');
    expect(requests.urls.some((url) => url.includes('/v1/authorize') && url.includes('prompt=none'))).toBe(true);
    expect(requests.urls.some((url) => url.includes('/interaction/'))).toBe(false);
  });

  test('a call that answers 401 without a provider session leads through sign-in back to the page', async ({
    page,
    context,
  }) => {
    await signInOnClassList(page);
    await context.clearCookies();
    await page.route('**/api/training-class', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 401, json: { error: 'unauthorized', message: 'Token expired' } })
        : route.continue(),
    );
    await page.getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('link', { name: 'Classes' }).click();
    await page.waitForURL(onIdentityProvider, { timeout: 20_000 });
    await page.unrouteAll();
    await submitIdentityProviderSignIn(page);
    await page.waitForURL((url) => url.pathname === '/classes');
    await expect(page.getByRole('link', { name: 'Classes' })).toBeVisible();
  });

  for (const route of ['/login', '/machines']) {
    test(`a student's cold ${route} never requests the identity SDK`, async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(route);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
      await expect(
        page
          .locator('main')
          .getByText(/Log in|Please log in/)
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(sdkRequests(requests.urls)).toEqual([]);
      expect(requests.urls.some((url) => url.includes('/oauth2/'))).toBe(false);
    });
  }
});
