import type { LabMachine } from '@academy/api';
import { expectOnScreen, openConsole } from './support/console';
import { e2eOrigin } from './support/e2e-server';
import { createLabClass, labMachinesOf, machineRow, type Student } from './support/student';
import { expect, test } from './support/test';

/**
 * The idle suspend on the reference server's adjustable clock: the warning, 'I'm still here', the suspend, and a
 * Start that resumes the console with the text typed before it. It runs on a server of its own (the 'idle-suspend'
 * project): the check suspends every idle lab of the server one after another, and other specs' labs made this test
 * wait for theirs (75 left-over labs: 41 s in the clock's move, past the test's 60 s). The e2e servers run with the
 * idle suspend off: this spec turns it on for itself, and off again.
 */

const MINUTE = 60_000;
const DC01 = 'DC01 - Domain Controller';

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${e2eOrigin()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
}

const advanceServerClock = (ms: number) => post('/__test__/clock', { advanceMs: ms });

async function powerStateOf(student: Student, name: string): Promise<LabMachine['power_state'] | undefined> {
  return (await labMachinesOf(student)).find((machine) => machine.name === name)?.power_state;
}

test.describe('idle suspend', () => {
  test.afterEach(async () => {
    await post('/__test__/idle', { minutes: 0 });
  });

  test("warns, 'I'm still here' cancels, then suspends; Start resumes the console with its screen intact", async ({
    page,
  }) => {
    const [student] = (await createLabClass()).students;
    if (!student) throw new Error('no student');
    // Steps, so that a report shows where the time goes.
    await test.step('text typed on the console', async () => {
      await openConsole(page, student, DC01);
      await page.locator('#mainCanvas').click();
      await page.keyboard.type('idle-check');
      await expectOnScreen(page, 'login: idle-check');
      await post('/__test__/idle', { minutes: 60 });
    });

    await test.step("55 minutes on: the warning, on the console page; 'I'm still here' cancels it", async () => {
      await advanceServerClock(55 * MINUTE);
      const warning = page.getByRole('dialog', { name: 'Your lab will be suspended in 5 minutes' });
      await expect(warning).toBeVisible();
      await warning.getByRole('button', { name: "I'm still here" }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await advanceServerClock(10 * MINUTE);
      expect(await powerStateOf(student, DC01)).toBe('POWERED_ON');
    });

    // Back on the list, whose model holds what it read before.
    await page.getByRole('link', { name: 'Back to your machines' }).click();
    await expect(machineRow(page, DC01)).toHaveAccessibleName(`${DC01}, Powered On`);
    const listReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/training-class/login')) listReads.push(request.url());
    });

    // An hour without anything: suspended, never powered off; the list shows it by itself, from the push channel's
    // notice (a read of the list would count as the student's use).
    await test.step('an hour idle: suspended, shown on the list by itself', async () => {
      await advanceServerClock(61 * MINUTE);
      await expect.poll(() => powerStateOf(student, DC01), { timeout: 15_000 }).toBe('SUSPENDED');
      await expect(page.getByRole('dialog', { name: 'Lab suspended' })).toBeVisible();
      await expect(machineRow(page, DC01)).toHaveAccessibleName(`${DC01}, Suspended`);
      expect(listReads).toEqual([]);
    });

    await test.step('Start resumes it; the console shows the text typed before', async () => {
      await machineRow(page, DC01).getByRole('button', { name: 'Start' }).click();
      await expect.poll(() => powerStateOf(student, DC01), { timeout: 15_000 }).toBe('POWERED_ON');
      await machineRow(page, DC01).getByRole('button', { name: 'View' }).click();
      await page.waitForURL('**/view');
      await expect(page.getByText(`Connected to ${DC01}.`)).toBeVisible();
      await expectOnScreen(page, 'login: idle-check');
    });
  });
});
