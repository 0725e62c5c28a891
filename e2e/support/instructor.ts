import { expect, type Page } from '@playwright/test';

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
  await expect(page.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
}
