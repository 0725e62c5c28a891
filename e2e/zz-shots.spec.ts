import { expect, test } from '@playwright/test';
import { signInAsInstructor } from './support/instructor';
import { clearFaults, createStudent, injectFault, machineRow, signInAsStudent } from './support/student';

for (const width of [1280, 390]) {
  test(`instructor ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsInstructor(page, '/classes');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/classes-${width}.png` });
    await injectFault({ method: 'GET', path: '/api/training-class', status: 500, times: 1 });
    await page.reload();
    await expect(page.locator('main').getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/classes-error-${width}.png` });
    await injectFault({ method: 'GET', path: '/api/training-course', hang: true, times: 1 });
    await page.goto('/classes/new');
    await expect(page.getByText(/^Loading courses data/)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/class-new-loading-${width}.png` });
    await clearFaults();
    await page.goto('/classes/new');
    await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
    await page.getByLabel('Name', { exact: true }).click();
    await page.getByRole('heading', { name: 'New Class' }).click();
    await page.screenshot({ path: `/tmp/shots/class-new-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create Class' }).click();
    await page.screenshot({ path: `/tmp/shots/class-new-errors-${width}.png`, fullPage: true });
    await page.goto('/courses/new');
    await page.getByRole('button', { name: 'Create Course' }).click();
    await page.screenshot({ path: `/tmp/shots/course-new-errors-${width}.png`, fullPage: true });
    await injectFault({ method: 'GET', path: '/api/training-course', status: 500, times: 1 });
    await page.goto('/courses');
    await expect(page.locator('main').getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/courses-error-${width}.png` });
  });

  test(`student ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.screenshot({ path: `/tmp/shots/login-errors-${width}.png` });
    const student = await createStudent();
    await signInAsStudent(page, student);
    await page.screenshot({ path: `/tmp/shots/machines-${width}.png`, fullPage: true });
    const row = machineRow(page, 'DC01 - Domain Controller');
    const x1 = await page.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    await injectFault({ method: 'GET', path: '/api/training-class/vm/*', status: 503, times: 1 });
    await row.getByText('Stop').click();
    await expect(row.locator('.machine-row__message')).toBeVisible();
    const x2 = await page.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    console.log('actions header', width, JSON.stringify(x1), JSON.stringify(x2));
    await page.screenshot({ path: `/tmp/shots/machines-message-${width}.png`, fullPage: true });
    await page.route('**/api/training-class/revert', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Revert Lab' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert Lab' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/revert-overlay-${width}.png`, fullPage: true });
    await expect(page.getByText(/machines provisioned/)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/revert-after-${width}.png`, fullPage: true });
  });
}
