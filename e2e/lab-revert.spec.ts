import type { RevertResponse, StudentLoginResponse } from '@academy/api';
import { PROVISIONING_POLL_MS } from '@academy/api';
import type { Page } from '@playwright/test';
import { pausePageClock } from './support/page-clock';
import { createLabClass, machineRow, machineStateOf, openAsStudent, type Student, settleLabs } from './support/student';
import { expect, test } from './support/test';

const MACHINES = ['DC01 - Domain Controller', 'SRV01 - Member Server', 'CLIENT01 - Windows 11'];
const REVERTING = 'Reverting entire lab. This may take a few minutes';

let students: Student[] = [];

async function nextStudent(): Promise<Student> {
  if (students.length === 0) students = (await createLabClass({ attendees: 8 })).students;
  const student = students.shift();
  if (!student) throw new Error('the class has no student');
  return student;
}

/** Counts the list's re-fetches (the login call) from now on. */
function countLogins(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/training-class/login')) count += 1;
  });
  return { count: () => count };
}

test.describe('revert and provisioning', () => {
  test('Revert Lab asks first; Cancel leaves the lab alone', async ({ page }) => {
    await openAsStudent(page, await nextStudent());
    const reverts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/revert')) reverts.push(request.method());
    });
    await page.getByRole('button', { name: 'Revert Lab' }).click();
    const confirmation = page.getByRole('alertdialog');
    await expect(confirmation).toContainText('all work on your machines is erased');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    expect(reverts).toEqual([]);
  });

  test('confirmed, it reverts behind an overlay, then polls every 25 s until every machine is on again', async ({
    page,
  }) => {
    await page.clock.install();
    await openAsStudent(page, await nextStudent());
    const logins = countLogins(page);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Without the server's word on when the next machine is due (an older server), the spec's 25 s poll applies.
    await page.route('**/api/training-class/revert', async (route) => {
      await held;
      const response = await route.fetch();
      const { nextMachineDueInMs: _due, ...lab } = (await response.json()) as RevertResponse;
      await route.fulfill({ response, json: lab });
    });
    await page.getByRole('button', { name: 'Revert Lab' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert Lab' }).click();
    await expect(page.getByText(REVERTING)).toBeVisible();
    release();

    // The answer comes right after the machines were deleted: none is provisioned yet.
    await expect(
      page.getByText('0 / 3 machines provisioned. 0 / 3 machines powered on. Please stand by.'),
    ).toBeVisible();
    await expect(page.getByText(REVERTING)).toBeHidden();
    // The empty list and the toolbar say what is going on: the student's revert, not a lab without machines.
    await expect(
      page.getByText('Your lab is being reverted. Its machines appear here as they are ready.'),
    ).toBeVisible();
    await expect(page.getByText('Unavailable while the lab is being reverted.')).toBeVisible();
    await expect(page.getByText('No machines in your lab yet.')).toHaveCount(0);
    expect(logins.count()).toBe(0);

    // The page's time stands still (the poll's 25 s started less than a second ago) while the server provisions
    // the lab again; the page looks again only when the 25 s have passed.
    await pausePageClock(page);
    await settleLabs();
    await page.clock.runFor(PROVISIONING_POLL_MS - 5_000);
    expect(logins.count()).toBe(0);
    await page.clock.runFor(5_000);
    await expect.poll(() => logins.count()).toBe(1);
    for (const name of MACHINES) {
      await expect(machineStateOf(page, name)).toHaveAttribute('aria-label', 'POWERED ON');
    }
    await expect(page.getByText(/machines provisioned/)).toBeHidden();

    // Complete: no more polling.
    await page.clock.runFor(3 * PROVISIONING_POLL_MS);
    expect(logins.count()).toBe(1);
  });

  test('a lab still being provisioned at login shows its progress and is polled until complete', async ({ page }) => {
    await page.clock.install();
    const student = await nextStudent();
    // The first answer is cut to one booting machine, as while the server provisions the lab.
    await page.route(
      '**/api/training-class/login',
      async (route) => {
        const response = await route.fetch();
        const lab = (await response.json()) as StudentLoginResponse;
        const [first] = lab.vms;
        const vms = first ? [{ ...first, power_state: 'POWERED_OFF' as const }] : [];
        await route.fulfill({ response, json: { ...lab, vms } });
      },
      { times: 1 },
    );
    await openAsStudent(page, student);
    await expect(
      page.getByText('1 / 3 machines provisioned. 0 / 3 machines powered on. Please stand by.'),
    ).toBeVisible();
    await expect(page.getByText('Unavailable while the lab is being provisioned.')).toBeVisible();
    const logins = countLogins(page);
    await page.clock.runFor(PROVISIONING_POLL_MS);
    await expect.poll(() => logins.count()).toBe(1);
    await expect(page.getByText(/machines provisioned/)).toBeHidden();
    await expect(machineRow(page, MACHINES[2] ?? '')).toBeVisible();
    await page.clock.runFor(2 * PROVISIONING_POLL_MS);
    expect(logins.count()).toBe(1);
  });

  test('with nothing in progress the list is never polled', async ({ page }) => {
    await page.clock.install();
    await openAsStudent(page, await nextStudent());
    const logins = countLogins(page);
    // A machine the student turned off does not make the lab "in progress".
    await machineRow(page, MACHINES[0] ?? '')
      .getByRole('button', { name: 'Stop' })
      .click();
    await expect(machineStateOf(page, MACHINES[0] ?? '')).toHaveAttribute('aria-label', 'POWERED OFF');
    await page.clock.runFor(4 * PROVISIONING_POLL_MS);
    expect(logins.count()).toBe(0);
    await expect(page.getByText(/machines provisioned/)).toHaveCount(0);
  });
});
