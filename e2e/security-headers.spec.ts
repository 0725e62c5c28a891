import type { Page } from '@playwright/test';
import { expectOnScreen, openConsole } from './support/console';
import { signInAsInstructor } from './support/instructor';
import { createStudent } from './support/student';
import { expect, test } from './support/test';

/**
 * Hardening (issue 11): the shell page carries a Content-Security-Policy with no inline script, and the whole
 * product (shell, lab, console with the WebMKS SDK, the classes remote from its second origin, instructor sign-in)
 * runs under it without a single violation.
 */

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the shell page is sent with a strict Content-Security-Policy and security headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self'[^;]*;/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('a student signs in, lists machines and opens a console with no CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const student = await createStudent();
  await openConsole(page, student, 'DC01 - Domain Controller');
  await expectOnScreen(page, 'login:');
  expect(await violations()).toEqual([]);
});

test('an instructor signs in and opens the classes remote from its own origin with no CSP violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await signInAsInstructor(page, '/classes');
  await expect(page.getByRole('button', { name: 'Add Class' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
