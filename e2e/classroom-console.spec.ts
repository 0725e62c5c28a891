import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support/a11y';
import { expectOnScreen, readConsoleScreen } from './support/console';
import { openMonitor } from './support/monitor';
import { reviewScreenshot } from './support/review-screenshot';
import { createLabClass, type LabClass, machineRow, type Student, studentAt, studentWindow } from './support/student';
import { expect, test } from './support/test';

/**
 * Watching, controlling and pausing students' consoles against the real server, with three browsers at once: the
 * instructor and two students. What reaches the guest is read from the console's canvas pixels.
 */

const DC01 = 'DC01 - Domain Controller';
const PAUSED = 'Your instructor has paused the lab screens';

let labClass: LabClass;

const studentOf = (index: number): Student => studentAt(labClass, index);

test.beforeAll(async () => {
  labClass = await createLabClass({ attendees: 2 });
});

/** The student's live region saying `text` (the banner, the pause). */
function announced(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Opens the student's own console of DC01 from /machines, connected, with the keyboard given to it. */
async function openOwnConsole(page: Page): Promise<void> {
  await machineRow(page, DC01).getByRole('button', { name: 'View' }).click();
  await page.waitForURL('**/view');
  await expect(page.getByText(`Connected to ${DC01}.`)).toBeVisible();
  await expectOnScreen(page, 'login:');
  await page.locator('#mainCanvas').click();
}

async function shot(page: Page, name: string): Promise<void> {
  await reviewScreenshot(page, test.info().outputPath(`${name}.png`));
}

test("watch, then take control: the instructor's keys reach the guest only in control; the student's banner says which", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [watched, other] = [studentOf(0), studentOf(1)];
  const monitor = await (await browser.newContext()).newPage();
  const watchedPage = await studentWindow(browser, baseURL ?? '', watched);
  const otherPage = await studentWindow(browser, baseURL ?? '', other);
  try {
    await openMonitor(monitor, labClass.id);
    await monitor.getByRole('button', { name: `Open console ${DC01} of ${watched.username}` }).click();
    await monitor.waitForURL('**/view');
    await expect(monitor.getByText(`Connected to ${DC01}.`)).toBeVisible();
    await expect(watchedPage.getByText('Your instructor is viewing DC01')).toBeVisible();
    await expect(announced(watchedPage, 'Your instructor is viewing DC01')).toHaveCount(1);
    await expect(otherPage.getByText(/Your instructor is/)).toHaveCount(0);

    // View only: the keys go to the canvas, the server drops them (the guest's line shows only what is typed in
    // control, below: keys that reached it would stand before 'helper').
    await expect(monitor.getByText("View only: your keys and mouse do not reach the student's machine.")).toBeVisible();
    await expectOnScreen(monitor, 'login:');
    await monitor.locator('#mainCanvas').click();
    await monitor.keyboard.type('spy');

    await monitor.getByRole('button', { name: 'Take control' }).click();
    await expect(monitor.getByText("You are controlling the student's machine.")).toBeVisible();
    await expect(monitor.getByText(`Connected to ${DC01}.`)).toBeVisible();
    await expect(watchedPage.getByText('Your instructor is controlling DC01')).toBeVisible();
    await expectOnScreen(monitor, 'login:');
    await monitor.locator('#mainCanvas').click();
    await monitor.keyboard.type('helper');
    await expectOnScreen(monitor, `${DC01} login: helper`);
    expect((await readConsoleScreen(monitor)).join('\n')).not.toContain('spy');

    // A reload reads who is at the student's machines.
    await watchedPage.reload();
    await expect(announced(watchedPage, 'Your instructor is controlling DC01')).toBeVisible();
    for (const viewport of [DESKTOP, PHONE]) {
      await watchedPage.setViewportSize(viewport);
      await shot(watchedPage, `banner-machines-${viewport.width}`);
    }
    await watchedPage.setViewportSize(DESKTOP);

    await monitor.getByRole('button', { name: 'Give back' }).click();
    await expect(watchedPage.getByText('Your instructor is viewing DC01')).toBeVisible();
    await monitor.getByRole('link', { name: 'Back to the class monitor' }).click();
    await expect(watchedPage.getByText(/Your instructor is/)).toHaveCount(0);

    // The monitor lists the sessions, newest first: viewing, controlling, viewing.
    const sessions = monitor.getByRole('region', { name: 'Console sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(4);
    // Instructor, the student's e-mail, the machine, the mode.
    await expect(sessions.getByRole('row').nth(1)).toContainText(`Instructor${watched.username}@`);
    await expect(sessions.getByRole('row').nth(1)).toContainText(`${DC01}Viewing`);
    await expect(sessions.getByRole('row').nth(2)).toContainText('Controlling');
    await expect(sessions.getByRole('row').nth(3)).toContainText('Viewing');
    await expect(sessions.getByText('Open now')).toHaveCount(0);
  } finally {
    await Promise.all([monitor, watchedPage, otherPage].map((page) => page.context().close()));
  }
});

test("'Pause screens' covers every student's console and shows on /machines, drops their keys, until 'Resume'", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [onList, atConsole] = [studentOf(0), studentOf(1)];
  const monitor = await (await browser.newContext()).newPage();
  const listPage = await studentWindow(browser, baseURL ?? '', onList);
  const consolePage = await studentWindow(browser, baseURL ?? '', atConsole);
  try {
    await openMonitor(monitor, labClass.id);
    await openOwnConsole(consolePage);
    await consolePage.keyboard.type('me');
    await expectOnScreen(consolePage, `${DC01} login: me`);

    await monitor.getByRole('button', { name: 'Pause screens' }).click();
    await expect(consolePage.locator('[data-screens-paused]')).toHaveText(PAUSED);
    await expect(announced(listPage, PAUSED)).toBeVisible();
    await expect(announced(consolePage, PAUSED)).toHaveCount(1);
    await expect(monitor.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(monitor.getByText(/^Students' screens paused by Instructor since /)).toBeVisible();

    // The keyboard still has the canvas: the server drops what it sends (checked once keys typed after the pause
    // show: these would stand before them).
    await consolePage.keyboard.type('xyz');

    for (const viewport of [DESKTOP, PHONE]) {
      await consolePage.setViewportSize(viewport);
      await listPage.setViewportSize(viewport);
      await shot(consolePage, `paused-view-${viewport.width}`);
      await shot(listPage, `paused-machines-${viewport.width}`);
    }
    await consolePage.setViewportSize(DESKTOP);

    // Still paused after a reload.
    await listPage.reload();
    await expect(announced(listPage, PAUSED)).toBeVisible();
    await consolePage.reload();
    await expect(consolePage.locator('[data-screens-paused]')).toHaveText(PAUSED);

    await monitor.getByRole('button', { name: 'Resume' }).click();
    await expect(consolePage.locator('[data-screens-paused]')).toHaveCount(0);
    await expect(listPage.getByText(PAUSED)).toHaveCount(0);
    await expect(consolePage.getByText(`Connected to ${DC01}.`)).toBeVisible();
    await expectOnScreen(consolePage, 'login:');
    await consolePage.locator('#mainCanvas').click();
    await consolePage.keyboard.type('back');
    await expectOnScreen(consolePage, 'login: back');
    expect((await readConsoleScreen(consolePage)).join('\n')).not.toContain('xyz');
  } finally {
    await Promise.all([monitor, listPage, consolePage].map((page) => page.context().close()));
  }
});
