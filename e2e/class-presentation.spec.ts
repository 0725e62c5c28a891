import type { Page } from '@playwright/test';
import { expectOnScreen, readPresentedScreen } from './support/console';
import { openMonitor } from './support/monitor';
import { labClassOfFile, machineRow, studentWindow } from './support/student';
import { expect, test } from './support/test';

/**
 * 'Show to class' against the real server, with three browsers: the instructor's monitor shows one student's machine;
 * the other student sees it, read-only, over their own page, and it ends for everyone when the instructor
 * stops. What the presented student types is read back from the picture the others see.
 */

const DC01 = 'DC01 - Domain Controller';
const PANEL = 'Presented by your instructor';

const labClass = labClassOfFile(2);
const { studentOf } = labClass;

const panelOf = (page: Page) => page.getByRole('region', { name: PANEL });

test("the instructor shows a student's machine to the class: the others see its screen, can minimise it, and it ends when stopped", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [presenter, watcher] = [studentOf(0), studentOf(1)];
  const monitor = await (await browser.newContext()).newPage();
  const presenterPage = await studentWindow(browser, baseURL ?? '', presenter);
  const watcherPage = await studentWindow(browser, baseURL ?? '', watcher);
  try {
    // The presented student works in their console: what they type is what the class will read.
    await machineRow(presenterPage, DC01).getByRole('button', { name: 'View' }).click();
    await presenterPage.waitForURL('**/view');
    await expect(presenterPage.getByText(`Connected to ${DC01}.`)).toBeVisible();
    await presenterPage.locator('#mainCanvas').click();
    await presenterPage.keyboard.type('shown-to-all');
    await expectOnScreen(presenterPage, `${DC01} login: shown-to-all`);

    await openMonitor(monitor, labClass.id());
    await monitor.getByRole('button', { name: `Show to class: ${DC01} of ${presenter.username}` }).click();
    await expect(monitor.getByText(`Showing ${DC01} of ${presenter.username} to the class.`)).toBeVisible();
    await expect(
      monitor.getByRole('button', { name: `Shown to class: ${DC01} of ${presenter.username}` }),
    ).toBeDisabled();

    // The other student, on /machines, sees the presented screen, as the presented student typed it.
    const panel = panelOf(watcherPage);
    await expect(panel).toBeVisible();
    await expectOnScreen(watcherPage, `${DC01} login: shown-to-all`, 5_000, readPresentedScreen);
    // Its own machines are still there under it; minimising gives them back, 'Show' brings the screen again.
    await panel.getByRole('button', { name: 'Minimise' }).click();
    await expect(panel.getByRole('img')).toHaveCount(0);
    await expect(machineRow(watcherPage, DC01).getByRole('button', { name: 'View' })).toBeVisible();
    await panel.getByRole('button', { name: 'Show' }).click();
    await expect(panel.getByRole('img', { name: `The screen of ${DC01}, shown by Instructor` })).toBeVisible();

    // Live: a line typed now reaches the class's picture within a few seconds.
    await presenterPage.keyboard.press('Enter');
    await expectOnScreen(watcherPage, 'Password:', 5_000, readPresentedScreen);

    // A reload keeps the presentation; the presenter's own /view shows it too.
    await watcherPage.reload();
    await expect(panelOf(watcherPage)).toBeVisible();
    await expect(panelOf(presenterPage)).toBeVisible();

    await monitor.getByRole('button', { name: 'Stop showing' }).click();
    await expect(panelOf(watcherPage)).toHaveCount(0);
    await expect(panelOf(presenterPage)).toHaveCount(0);
    await expect(monitor.getByText(/to the class\.$/)).toHaveCount(0);
  } finally {
    await Promise.all([monitor, presenterPage, watcherPage].map((page) => page.context().close()));
  }
});
