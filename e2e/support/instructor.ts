import { expect, type Page, test } from '@playwright/test';

/** The development identity provider's one account (server config: INSTRUCTOR_EMAIL / INSTRUCTOR_PASSWORD). */
export const INSTRUCTOR = {
  email: process.env.INSTRUCTOR_EMAIL ?? 'instructor@academy.test',
  password: process.env.INSTRUCTOR_PASSWORD ?? 'instructor',
} as const;

/**
 * Fills the development identity provider's own sign-in page (server/src/idp/pages.ts) and submits it.
 * The page must already be on that form.
 */
export async function submitIdentityProviderSignIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to Academy' })).toBeVisible();
  await page.getByLabel('Email').fill(INSTRUCTOR.email);
  await page.getByLabel('Password').fill(INSTRUCTOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` (an instructor route), goes through the real redirect sign-in on the identity provider's page and
 * waits until the browser is back on `path` with the instructor's session (the header shows Courses and Log Out).
 */
export async function signInAsInstructor(page: Page, path = '/courses'): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname.includes('/interaction/'));
  await submitIdentityProviderSignIn(page);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await expectInstructorHeader(page);
}

/** The header of a signed-in instructor: Courses among its links, and Log Out. */
async function expectInstructorHeader(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
}

/** Where the identity client keeps the instructor's tokens (packages/auth: okta-auth-js's token manager). */
const TOKEN_STORAGE_KEY = 'okta-token-storage';

/** The tokens of this worker's one real sign-in, by server origin. */
const tokensByOrigin = new Map<string, string>();

/**
 * Opens `path` as an instructor whose browser kept the session of an earlier sign-in: the first call in a worker signs
 * in for real (signInAsInstructor) and keeps the tokens; later calls put them where the identity client keeps them
 * before the page's first script runs. For the tests that are not about signing in: the redirect through the identity
 * provider costs two more page loads each time. A test that signs out must use signInAsInstructor (signing out
 * revokes the tokens).
 */
export async function openAsInstructor(page: Page, path = '/courses'): Promise<void> {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('openAsInstructor needs the project’s baseURL');
  const origin = new URL(baseURL).origin;
  const tokens = tokensByOrigin.get(origin);
  if (!tokens) {
    await signInAsInstructor(page, path);
    const kept = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    if (!kept) throw new Error('the sign-in kept no tokens');
    tokensByOrigin.set(origin, kept);
    return;
  }
  // Once per tab: a later load of the same tab (a reload, a sign-out) finds what the page itself left.
  await page.addInitScript(
    ([key, value, serverOrigin]) => {
      if (window.location.origin !== serverOrigin || sessionStorage.getItem('e2e-session-kept')) return;
      sessionStorage.setItem('e2e-session-kept', '1');
      localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, tokens, origin] as const,
  );
  await page.goto(path);
  await expectInstructorHeader(page);
}
