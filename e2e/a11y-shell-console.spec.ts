import { identityErrorTexts } from '@academy/api';
import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  expectNoHorizontalOverflowOnPhones,
  NARROW_PHONE,
  PHONE,
} from './support/a11y';
import { expectOnScreen, openConsole, readConsoleScreen } from './support/console';
import { createStudent, machineRow, openAsStudent, type Student } from './support/student';
import { expect, test } from './support/test';

/**
 * Accessibility and phones, for what the shell draws (document, landmarks, header and its phone menu, focus after a
 * navigation, its own pages) and for the console on /view (its toolbar on a phone, the keyboard it takes and gives
 * back, a reload that keeps the machine).
 */

const MACHINE = 'DC01 - Domain Controller';
const RELEASE_KEYS = 'Control+Alt+Shift';

let student: Student;

test.beforeAll(async () => {
  student = await createStudent();
});

/** The shell's pages and /view connected, each opened as a user gets there. */
const pages: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  {
    name: 'the not-found page',
    open: async (page) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    },
  },
  {
    name: 'the sign-in callback error page',
    open: async (page) => {
      await page.goto('/login/callback?code=some-code&state=some-state');
      await expect(page.getByText(identityErrorTexts.noTransaction)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeVisible();
    },
  },
  {
    name: '/view connected',
    open: async (page) => {
      await openConsole(page, student, MACHINE);
      await expect(page.getByRole('heading', { level: 1, name: MACHINE })).toBeVisible();
    },
  },
];

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const canvasOf = (page: Page) => page.getByRole('application', { name: `Console of ${MACHINE}` });

test.describe('document and landmarks', () => {
  test('the page says its language, is named after its heading, and has one banner, navigation, main and footer', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Page not found – Instructor Led Training');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveText('Version 1.4.0');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});

for (const { name, open } of pages) {
  test(`${name}: axe finds nothing at 1280 and 390 px, and nothing scrolls sideways at 390 and 320 px`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    await expectNoAxeViolationsAtBothWidths(page);
    await expectNoHorizontalOverflowOnPhones(page);
  });
}

test('the console and its toolbar fit 390 and 320 px', async ({ page }) => {
  await openConsole(page, student, MACHINE);
  const controls: Record<string, Locator> = {
    Copy: page.getByRole('button', { name: 'Copy' }),
    'Full Screen': page.getByRole('button', { name: 'Full Screen' }),
    'Keyboard layout': page.getByLabel('Keyboard layout'),
    'Release keyboard': page.getByRole('button', { name: 'Release keyboard' }),
    console: canvasOf(page),
  };
  for (const viewport of [PHONE, NARROW_PHONE]) {
    await page.setViewportSize(viewport);
    // The console fits its screen to the new width once the resizes stop (CONSOLE_RESIZE_DEBOUNCE_MS).
    for (const [name, control] of Object.entries(controls)) {
      await expect
        .poll(async () => {
          const box = await control.boundingBox();
          return !!box && box.x >= 0 && box.x + box.width <= viewport.width;
        }, `${name} at ${viewport.width} px`)
        .toBe(true);
    }
  }
});

test.describe('header on a phone', () => {
  test.use({ viewport: PHONE });

  test('folds the links and Log Out into a menu that works by keyboard', async ({ page }) => {
    await openConsole(page, student, MACHINE);
    const header = page.getByRole('banner');
    // The wide header's links and button are folded away, and nothing of the header covers the page's heading.
    await expect(header.getByRole('link', { name: 'Machines' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Log Out' })).toBeHidden();
    const headerBox = await header.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect((headerBox?.y ?? 0) + (headerBox?.height ?? 0)).toBeLessThanOrEqual(headingBox?.y ?? 0);

    const menuButton = header.getByRole('button', { name: 'Menu' });
    // Back from the page's heading, where the navigation to /view left focus.
    await tabTo(page, menuButton, 'Shift+Tab');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Machines', 'Log Out']);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Machines' })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // A choice goes to its page and closes the menu; focus starts on the new page's heading.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Machines' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/machines');
    await expect(menu).toHaveCount(0);
    await expect(page.locator('main h1')).toBeFocused();

    await menuButton.click();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await menuButton.click();
    await expect(menu.getByRole('menuitem')).toHaveText(['Log In']);
  });
});

test.describe('keyboard', () => {
  test('a student opens a console, takes the keyboard back with the release keys, and leaves, by keyboard only', async ({
    page,
  }) => {
    await openAsStudent(page, student);
    await tabTo(page, machineRow(page, MACHINE).getByRole('button', { name: 'View' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/view');
    // After the navigation focus starts on the new page's heading.
    await expect(page.getByRole('heading', { level: 1, name: MACHINE })).toBeFocused();
    await expect(page).toHaveTitle(`${MACHINE} – Instructor Led Training`);
    await expect(page.getByText(`Connected to ${MACHINE}.`)).toBeVisible();

    // Tab reaches the console, which then takes every key, Tab too.
    const canvas = canvasOf(page);
    await tabTo(page, canvas);
    await expect(canvas).toHaveAccessibleDescription(/press Ctrl \+ Alt \+ Shift to release it/);
    await page.keyboard.type('kbd');
    await expectOnScreen(page, `${MACHINE} login: kbd`);
    await page.keyboard.press('Tab');
    await expect(canvas).toBeFocused();

    // The release keys give focus to the Release keyboard button, next to the toolbar: keys reach the machine no more.
    await page.keyboard.press(RELEASE_KEYS);
    const release = page.getByRole('button', { name: 'Release keyboard' });
    await expect(release).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel('Keyboard layout')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('zz');
    expect((await readConsoleScreen(page)).some((line) => line.includes('kbdzz'))).toBe(false);

    // Tab from the button gives the console the keyboard again.
    await page.keyboard.press('Tab');
    await expect(canvas).toBeFocused();
    await page.keyboard.type('2');
    // After what the guest made of the Tab it got.
    await expect
      .poll(async () => (await readConsoleScreen(page)).some((line) => /login: kbd.*2$/.test(line)))
      .toBe(true);
    await page.keyboard.press(RELEASE_KEYS);
    await expect(release).toBeFocused();

    // Back to the machine list with the keyboard; focus starts on its heading.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Back to your machines' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/machines');
    await expect(machineRow(page, MACHINE)).toBeVisible();
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('the Release keyboard button takes the keyboard from the console', async ({ page }) => {
    await openConsole(page, student, MACHINE);
    const canvas = canvasOf(page);
    await canvas.click();
    await expect(canvas).toBeFocused();
    await page.keyboard.type('ptr');
    await expectOnScreen(page, `${MACHINE} login: ptr`);
    const release = page.getByRole('button', { name: 'Release keyboard' });
    await release.click();
    await expect(release).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(release).toBeFocused();
    await page.keyboard.type('x');
    expect((await readConsoleScreen(page)).some((line) => line.includes('ptrx'))).toBe(false);
  });
});

test.describe('reload of /view', () => {
  test('connects the same machine again, in this tab only', async ({ page, context }) => {
    await openConsole(page, student, MACHINE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: MACHINE })).toBeVisible();
    await expect(page.getByText(`Connected to ${MACHINE}.`)).toBeVisible();
    await expectOnScreen(page, `${MACHINE} login:`);

    // Another tab of the same browser has not chosen a machine.
    const otherTab = await context.newPage();
    await otherTab.goto('/view');
    await expect(otherTab.getByRole('heading', { level: 1, name: 'No machine selected' })).toBeVisible();
  });

  test('after Log Out the machine is forgotten', async ({ page }) => {
    await openConsole(page, student, MACHINE);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await openAsStudent(page, student);
    await page.goto('/view');
    await expect(page.getByRole('heading', { level: 1, name: 'No machine selected' })).toBeVisible();
  });
});
