import type { TrainingClass } from '@academy/api';
import { DESKTOP, PHONE } from './support/a11y';
import { e2eOrigin } from './support/e2e-server';
import { openMonitor } from './support/monitor';
import { pausePageClock } from './support/page-clock';
import { watchNetwork } from './support/requests';
import { reviewScreenshot } from './support/review-screenshot';
import { createLabClass, type LabClass, machineRow, openAsStudent } from './support/student';
import { expect, test } from './support/test';

/**
 * The student's time: when the class ends and the time left, the warnings at 15 and 5 minutes before the labs go
 * (on Playwright's clock), and an instructor's extension reaching the countdown through the student's push channel.
 */

const MINUTE = 60_000;

/** Sets the class's end through the instructor's API, `minutes` from now (the server's clock is not moved). */
async function endClassIn(labClass: LabClass, minutes: number): Promise<TrainingClass> {
  const token = await fetch(`${e2eOrigin()}/__test__/instructor-token`, { method: 'POST' }).then(
    (response) => response.json() as Promise<{ accessToken: string }>,
  );
  const response = await fetch(`${e2eOrigin()}/api/training-class/${labClass.id}/end`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ endsAt: new Date(Date.now() + minutes * MINUTE).toISOString() }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TrainingClass;
}

test.describe('class time on the student side', () => {
  test('counts down and warns at 15 and 5 minutes without taking the focus, on /machines and on /view', async ({
    page,
  }) => {
    const labClass = await createLabClass();
    const [student] = labClass.students;
    if (!student) throw new Error('no student');
    await endClassIn(labClass, 20);
    await page.clock.install();
    // The clock is moved on only once the page's loads are done: minutes at once would time out any still under way.
    const network = watchNetwork(page);
    await openAsStudent(page, student);
    const time = page.getByTestId('class-time');
    await expect(time).toContainText(/^Class ends \w{3} \d{1,2} \w{3}, \d\d:\d\d/);
    await expect(time).toContainText(/Time left: (20|19) min$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const refresh = page.getByRole('button', { name: 'Refresh List' });
    await refresh.focus();
    await network.quiet();
    await page.clock.runFor(5 * MINUTE + 1_000);
    const warning = page.getByRole('dialog', { name: 'Your lab ends soon' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/Your lab ends in 1[45] minutes: its machines are powered off and removed at/);
    await expect(page.getByRole('status').filter({ hasText: /^Your lab ends in 1[45] minutes/ })).toHaveCount(1);
    await expect(refresh).toBeFocused();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // On the console page the same time shows, and the 5-minute warning comes there.
    await machineRow(page, 'DC01').getByRole('button', { name: 'View' }).click();
    await page.waitForURL('**/view');
    await expect(page.getByTestId('class-time')).toContainText(/Time left: 1[45] min$/);
    await expect(page.getByText('Connected to DC01 - Domain Controller.')).toBeVisible();
    await network.quiet();
    await page.clock.runFor(10 * MINUTE);
    const last = page.getByRole('dialog', { name: 'Your lab ends in a few minutes' });
    await expect(last).toBeVisible();
    await expect(last).toContainText(/Your lab ends in [45] minutes/);
    await expect(page.getByTestId('class-time')).toContainText(/Time left: [45] min$/);
  });

  test("shows an instructor's extension in the student's countdown without a reload", async ({ browser, page }) => {
    const labClass = await createLabClass();
    const [student] = labClass.students;
    if (!student) throw new Error('no student');
    await endClassIn(labClass, 20);
    const studentContext = await browser.newContext({ baseURL: e2eOrigin() });
    const studentPage = await studentContext.newPage();
    await studentPage.clock.install();
    await openAsStudent(studentPage, student);
    await expect(studentPage.getByTestId('class-time')).toContainText(/Time left: (20|19) min$/);
    // With the student's clock stopped no timer of the page runs (no re-fetch, no reload): only the push moves the end.
    await pausePageClock(studentPage);

    await openMonitor(page, labClass.id);
    await page.getByRole('button', { name: 'Extend 30 min' }).click();
    await expect(studentPage.getByTestId('class-time')).toContainText(/Time left: (50|49) min$/);
    await expect(page.getByTestId('class-end')).toContainText(/^Ends /);
    await studentContext.close();
  });

  test('the warnings at 1280 and 390 px: a bar over no part of the console', async ({ page }) => {
    const labClass = await createLabClass();
    const [student] = labClass.students;
    if (!student) throw new Error('no student');
    await endClassIn(labClass, 14);
    await openAsStudent(page, student);
    await expect(page.getByRole('dialog', { name: 'Your lab ends soon' })).toBeVisible();
    await reviewScreenshot(page, test.info().outputPath('machines.png'));
    await machineRow(page, 'DC01').getByRole('button', { name: 'View' }).click();
    await page.waitForURL('**/view');
    await expect(page.getByTestId('class-time')).toBeVisible();
    await expect(page.getByText('Connected to DC01 - Domain Controller.')).toBeVisible();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // The console fits its screen to a new width once the resizes stop (CONSOLE_RESIZE_DEBOUNCE_MS).
      await expect
        .poll(async () => {
          const warning = await page.getByRole('dialog', { name: 'Your lab ends soon' }).boundingBox();
          const screen = await page.locator('#mainCanvas').boundingBox();
          if (!warning || !screen) return 'no warning or no console on the page';
          return warning.y + warning.height <= screen.y || screen.y + screen.height <= warning.y
            ? 'apart'
            : 'the warning covers the console';
        }, `at ${viewport.width} px`)
        .toBe('apart');
      await reviewScreenshot(page, test.info().outputPath(`view-${viewport.width}.png`));
    }
  });
});
