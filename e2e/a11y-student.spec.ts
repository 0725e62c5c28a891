import { PROVISIONING_POLL_MIN_MS, PROVISIONING_POLL_MS, type RevertResponse } from '@academy/api';
import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  expectNoHorizontalOverflow,
  expectNoHorizontalOverflowOnPhones,
  NARROW_PHONE,
  PHONE,
} from './support/a11y';
import { linkIn, waitForMail } from './support/mailbox';
import { pausePageClock } from './support/page-clock';
import {
  clearFaults,
  createLabClass,
  labMachinesOf,
  openAsStudent,
  type Student,
  sendCommandAsStudent,
  settleLabs,
  submitStudentLogin,
} from './support/student';
import { expect, test } from './support/test';

/*
 * The student's pages (/login, /machines) for keyboard, screen-reader and phone users: axe at every impact at a
 * desktop and a phone width, no sideways scrolling down to 320 px, a keyboard-only journey, focus in the dialogs,
 * the whole-lab actions while a revert runs, and the re-fetch when the server says the next machine is due.
 */

const DC01 = 'DC01 - Domain Controller';
const SRV01 = 'SRV01 - Member Server';
const LAB_IN_PROGRESS = 'Unavailable while the lab is being reverted.';
const LOCKED_BUTTONS = ['Power On All', 'Power Off All', 'Suspend All', 'Revert Lab'];

let students: Student[] = [];

/** A student with a provisioned lab of their own (three machines, all on). */
async function nextStudent(): Promise<Student> {
  if (students.length === 0) students = (await createLabClass({ attendees: 15 })).students;
  const student = students.shift();
  if (!student) throw new Error('the class has no student');
  return student;
}

test.afterEach(async () => {
  await clearFaults();
});

/** A machine's row, by its name and its state in words (the row's accessible name). */
function rowOf(page: Page, name: string, state: string): Locator {
  return page.getByRole('row', { name: `${name}, ${state}`, exact: true });
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Tab goes round the dialog's controls in `order` and back to the first, never to the page behind (Blueprint's
 * overlay also stops once on an empty focus trap of its own between rounds).
 */
async function expectFocusCycles(page: Page, dialog: Locator, order: string[]): Promise<void> {
  const inOverlay = () =>
    dialog.evaluate((element) => !!element.closest('.bp6-portal')?.contains(document.activeElement));
  for (const name of [...order, order[0] ?? '']) {
    const control = dialog.getByRole('button', { name, exact: true });
    for (let presses = 0; presses < 3 && !(await isFocused(control)); presses += 1) {
      await page.keyboard.press('Tab');
      expect(await inOverlay()).toBe(true);
    }
    await expect(control).toBeFocused();
  }
}

/** axe once the page is still: a dialog half faded in has text of too little contrast for a moment. */
async function expectNoAxeViolationsWhenStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  await expectNoAxeViolations(page);
}

/** Holds the list's re-fetches (the login call) until released, so a state in progress stays on screen. */
async function holdRefetches(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/training-class/login', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function confirmRevert(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Revert Lab' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revert Lab' }).click();
  await expect(page.getByText(/machines provisioned/)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

/** A new rostered student's personal link (a class of one, with personal passphrases), from their invitation. */
async function personalLink(): Promise<string> {
  const email = `a11y.${Date.now().toString(36)}@example.org`;
  await createLabClass({ provisioned: false, roster: [{ name: 'Grace Hopper', email }], passphraseMode: 'PERSONAL' });
  const mail = await waitForMail([email]);
  const invitation = mail.get(email)?.[0];
  if (!invitation) throw new Error(`no invitation for ${email}`);
  return linkIn(invitation);
}

test.describe('axe at 1280 and 390 px', () => {
  test.use({ viewport: DESKTOP });

  test('/login, also with the login error banner', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);
    await submitStudentLogin(page, 'nobody', 'not-a-passphrase');
    await expect(page.getByRole('alert')).toHaveText('You have entered an invalid email or passphrase.');
    await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);
  });

  test("/machines without a session: 'Please log in to view your machine list.'", async ({ page }) => {
    await page.goto('/machines');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Please log in to view your machine list.' }),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);
  });

  test('/machines: the list, the Action Definitions dialog and the Revert confirmation', async ({ page }) => {
    const student = await nextStudent();
    await openAsStudent(page, student);
    await expect(page.getByRole('heading', { level: 1, name: student.className })).toBeVisible();
    await expect(rowOf(page, DC01, 'Powered On')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);

    await page.getByRole('button', { name: 'Action Definitions' }).click();
    await expect(page.getByRole('dialog', { name: 'Action Definitions' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Revert Lab' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Revert the entire lab?' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });

  test('/machines while the lab is provisioned again: the banner and the unavailable actions', async ({ page }) => {
    await openAsStudent(page, await nextStudent());
    // The re-fetches stay held to the end: the state is looked at as it is.
    await holdRefetches(page);
    await confirmRevert(page);
    await expect(page.getByText(LAB_IN_PROGRESS)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);
  });
});

test("a personal link's page (/join): axe at 1280 and 390 px, no sideways scrolling at 390 and 320 px", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/join#not-a-token');
  await expect(page.getByText('This link did not sign you in')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);
  await expectNoHorizontalOverflowOnPhones(page);

  await page.setViewportSize(DESKTOP);
  await page.goto(await personalLink());
  await expect(page.getByRole('status')).toHaveText('This network lets your machines’ consoles through.');
  await expect(page.getByText('Your personal passphrase')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, expectNoAxeViolationsWhenStill);
  await expectNoHorizontalOverflowOnPhones(page);
});

test('no sideways scrolling on /login and /machines at 390 and 320 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectNoHorizontalOverflowOnPhones(page);
  await submitStudentLogin(page, 'nobody', 'not-a-passphrase');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoHorizontalOverflowOnPhones(page);

  await page.goto('/machines');
  // The page itself, not the shell's 'Loading page' heading that stands in while the lab remote loads.
  await expect(page.locator('main')).toContainText('Please log in to view your machine list.');
  await expectNoHorizontalOverflowOnPhones(page);

  await openAsStudent(page, await nextStudent());
  await expect(rowOf(page, DC01, 'Powered On')).toBeVisible();
  for (const viewport of [PHONE, NARROW_PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoHorizontalOverflow(page);
    // Every action of every row is on screen, none behind a sideways scroll.
    for (const button of await page.getByRole('row').getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    }
  }
  await page.getByRole('button', { name: 'Action Definitions' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoHorizontalOverflowOnPhones(page);
});

test.describe('keyboard', () => {
  test('sign in, start a machine, focus stays on its row, stop it, open the console with View', async ({ page }) => {
    const student = await nextStudent();
    const dc01 = (await labMachinesOf(student)).find((machine) => machine.name === DC01);
    if (!dc01) throw new Error('no DC01');
    await sendCommandAsStudent(student, dc01.vm, 'stop');

    await page.goto('/login');
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(student.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Passphrase', { exact: true })).toBeFocused();
    await page.keyboard.type(student.passphrase);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/machines');
    await expect(page.getByRole('heading', { level: 1, name: student.className })).toBeVisible();

    // Start: while it runs the button is unavailable but keeps focus; then the row holds it, named with the new state.
    const offRow = rowOf(page, DC01, 'Powered Off');
    await tabTo(page, offRow.getByRole('button', { name: 'Start' }));
    await page.keyboard.press('Enter');
    await expect(rowOf(page, DC01, 'Powered On')).toBeFocused();

    // The row's first action is one Tab away; Stop is the next.
    await page.keyboard.press('Tab');
    await expect(rowOf(page, DC01, 'Powered On').getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(rowOf(page, DC01, 'Powered On').getByRole('button', { name: 'Stop' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rowOf(page, DC01, 'Powered Off')).toBeFocused();

    // The status dots are no tab stops: from the row, Tab goes straight to its buttons.
    await page.keyboard.press('Tab');
    await expect(rowOf(page, DC01, 'Powered Off').getByRole('button', { name: 'Start' })).toBeFocused();

    await tabTo(page, rowOf(page, SRV01, 'Powered On').getByRole('button', { name: 'View' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/view');
  });

  test('the dialogs take focus, keep it while open, and give it back to the button that opened them', async ({
    page,
  }) => {
    await openAsStudent(page, await nextStudent());
    const reverts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/revert')) reverts.push(request.method());
    });

    const help = page.getByRole('button', { name: 'Action Definitions' });
    await tabTo(page, help);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Action Definitions' });
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await expectFocusCycles(page, dialog, ['Close', 'OK']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();

    const revert = page.getByRole('button', { name: 'Revert Lab' });
    await page.keyboard.press('Shift+Tab');
    await expect(revert).toBeFocused();
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('alertdialog', { name: 'Revert the entire lab?' });
    await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusCycles(page, confirmation, ['Revert Lab', 'Cancel']);
    await page.keyboard.press('Escape');
    await expect(confirmation).toBeHidden();
    await expect(revert).toBeFocused();
    expect(reverts).toEqual([]);
  });
});

test.describe('revert and provisioning', () => {
  test('while a revert runs the whole-lab actions are unavailable and say why; available again once done', async ({
    page,
  }) => {
    await openAsStudent(page, await nextStudent());
    const release = await holdRefetches(page);
    await confirmRevert(page);
    await expect(page.getByRole('status').filter({ hasText: LAB_IN_PROGRESS })).toBeVisible();
    for (const name of LOCKED_BUTTONS) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(LAB_IN_PROGRESS);
    }
    // Confirming returned focus to Revert Lab, which keeps it though unavailable.
    await expect(page.getByRole('button', { name: 'Revert Lab', exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Refresh List' })).toBeEnabled();

    release();
    await expect(page.getByText(/machines provisioned/)).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText(LAB_IN_PROGRESS)).toBeHidden();
    for (const name of LOCKED_BUTTONS) await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
  });

  test('the machines appear as soon as the server says the next one is due, not 25 s later', async ({ page }) => {
    await page.clock.install();
    await openAsStudent(page, await nextStudent());
    let logins = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/training-class/login')) logins += 1;
    });
    const reverted = page.waitForResponse('**/api/training-class/revert');
    await confirmRevert(page);
    const answer = (await (await reverted).json()) as RevertResponse;
    expect(answer.nextMachineDueInMs).toBeGreaterThanOrEqual(0);
    expect(answer.nextMachineDueInMs).toBeLessThan(PROVISIONING_POLL_MS);

    // The page's time stands still while the server provisions the lab: not within 2 s of the answer, but 2 s
    // after it (the next machine was due sooner), not 25 s, the page looks again and shows the lab complete.
    await pausePageClock(page);
    await page.clock.runFor(PROVISIONING_POLL_MIN_MS / 2);
    expect(logins).toBe(0);
    await settleLabs();
    await page.clock.runFor(PROVISIONING_POLL_MIN_MS);
    await expect.poll(() => logins).toBe(1);
    await expect(page.getByText(/machines provisioned/)).toBeHidden();
    await expect(rowOf(page, DC01, 'Powered On')).toBeVisible();
  });
});
