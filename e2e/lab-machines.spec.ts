import type { LabMachine } from '@academy/api';
import type { Page } from '@playwright/test';
import { watchNetwork } from './support/requests';
import {
  clearFaults,
  createLabClass,
  injectFault,
  labMachinesOf,
  machineMessageOf,
  machineRow,
  machineStateOf,
  openAsStudent,
  type Student,
  sendCommandAsStudent,
} from './support/student';
import { expect, test } from './support/test';

const DC01 = 'DC01 - Domain Controller';
const SRV01 = 'SRV01 - Member Server';
const CLIENT01 = 'CLIENT01 - Windows 11';

// A lab per test, so every test starts from three powered-on machines of its own; classes of up to 15 students.
let students: Student[] = [];

test.beforeAll(async () => {
  students = (await createLabClass({ attendees: 15 })).students;
});

test.afterEach(async () => {
  await clearFaults();
});

async function openLab(page: Page): Promise<{ student: Student; vm: (name: string) => string }> {
  if (students.length === 0) students = (await createLabClass({ attendees: 15 })).students;
  const student = students.shift();
  if (!student) throw new Error('the class has no student');
  const machines: LabMachine[] = await labMachinesOf(student);
  await openAsStudent(page, student);
  const vm = (name: string) => {
    const found = machines.find((machine) => machine.name === name);
    if (!found) throw new Error(`no machine ${name}`);
    return found.vm;
  };
  return { student, vm };
}

const buttonsOf = (page: Page, name: string) => machineRow(page, name).getByRole('button');

async function expectState(page: Page, name: string, state: string): Promise<void> {
  await expect(machineStateOf(page, name)).toHaveAttribute('aria-label', state);
}

test.describe('machines page', () => {
  test('lists the machines with their state and the actions each state offers', async ({ page }) => {
    await openLab(page);
    for (const name of ['Refresh List', 'Power On All', 'Power Off All', 'Suspend All', 'Revert Lab']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('columnheader')).toHaveText(['State', 'Machine Name', 'Actions']);
    await expectState(page, DC01, 'POWERED ON');
    await expect(buttonsOf(page, DC01)).toHaveText(['Reset', 'Stop', 'Reboot', 'Shut down', 'View']);
    await expect(buttonsOf(page, CLIENT01)).toHaveText(['Reset', 'Stop', 'View']);
    await machineStateOf(page, CLIENT01).hover();
    // Hidden from screen readers: it repeats the dot's name.
    await expect(page.getByRole('tooltip', { includeHidden: true })).toHaveText('POWERED ON');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip', { includeHidden: true })).toHaveCount(0);
  });

  test("the dialogs' code arrives on the student's first key press, not with the page, and they open from the keyboard", async ({
    page,
  }) => {
    const network = watchNetwork(page);
    await openLab(page);
    await expect(machineRow(page, DC01)).toBeVisible();
    await network.quiet();
    const labScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/remotes/lab/'))
        labScripts.push(request.url());
    });
    const help = page.getByRole('button', { name: 'Action Definitions' });
    await help.focus();
    expect(labScripts).toEqual([]);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Action Definitions' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    expect(labScripts.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();

    const revert = page.getByRole('button', { name: 'Revert Lab' });
    await revert.focus();
    await page.keyboard.press('Space');
    const confirmation = page.getByRole('alertdialog', { name: 'Revert the entire lab?' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirmation).toBeHidden();
    await expect(revert).toBeFocused();
  });

  test('Stop then Start: the state is read first, the machine is busy while its command runs', async ({ page }) => {
    const { vm } = await openLab(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/vm/${vm(DC01)}/`))
        calls.push(`${request.method()} ${new URL(request.url()).pathname.split('/').slice(5).join('/')}`);
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/vm/${vm(DC01)}/power/stop`, async (route) => {
      await held;
      await route.continue();
    });
    await buttonsOf(page, DC01).getByText('Stop').click();
    await expect(machineRow(page, DC01)).toHaveAttribute('aria-busy', 'true');
    for (const button of await buttonsOf(page, DC01).all()) await expect(button).toBeDisabled();
    await expect(buttonsOf(page, SRV01).first()).toBeEnabled();
    release();
    await expectState(page, DC01, 'POWERED OFF');
    await expect(buttonsOf(page, DC01)).toHaveText(['Start', 'Reboot']);
    await expect(machineRow(page, DC01)).toHaveAttribute('aria-busy', 'false');

    await buttonsOf(page, DC01).getByText('Start').click();
    await expectState(page, DC01, 'POWERED ON');
    expect(calls).toEqual(['GET power', 'POST power/stop', 'GET power', 'POST power/start']);
  });

  test('Reset keeps the machine on; Shut down turns it off; Reboot with tools starts an off machine', async ({
    page,
  }) => {
    await openLab(page);
    await buttonsOf(page, SRV01).getByText('Reset').click();
    await expect(machineRow(page, SRV01)).toHaveAttribute('aria-busy', 'false');
    await expectState(page, SRV01, 'POWERED ON');
    await expect(machineMessageOf(page, SRV01)).toHaveCount(0);

    await buttonsOf(page, SRV01).getByText('Shut down').click();
    await expectState(page, SRV01, 'POWERED OFF');

    await buttonsOf(page, SRV01).getByText('Reboot').click();
    await expectState(page, SRV01, 'POWERED ON');
  });

  test('Refresh List and a row Refresh show what changed on the server', async ({ page }) => {
    const { student, vm } = await openLab(page);
    await sendCommandAsStudent(student, vm(DC01), 'suspend');
    await expectState(page, DC01, 'POWERED ON');
    await page.getByRole('button', { name: 'Refresh List' }).click();
    await expectState(page, DC01, 'SUSPENDED');
    await expect(buttonsOf(page, DC01)).toHaveText(['Refresh', 'Start']);

    await sendCommandAsStudent(student, vm(DC01), 'start');
    await buttonsOf(page, DC01).getByText('Refresh').click();
    await expectState(page, DC01, 'POWERED ON');
  });

  test('Start is refused when the machine turned out to be on already', async ({ page }) => {
    const { student, vm } = await openLab(page);
    await buttonsOf(page, DC01).getByText('Stop').click();
    await expectState(page, DC01, 'POWERED OFF');
    await sendCommandAsStudent(student, vm(DC01), 'start');
    const commands: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/power/')) commands.push(request.url());
    });
    await buttonsOf(page, DC01).getByText('Start').click();
    await expect(machineMessageOf(page, DC01)).toHaveText('Machine is already in POWERED_ON state.');
    await expectState(page, DC01, 'POWERED ON');
    expect(commands).toEqual([]);
  });

  test("a row's message does not move the Actions column", async ({ page }) => {
    const { vm } = await openLab(page);
    const actionsX = async () => (await page.getByRole('columnheader', { name: 'Actions' }).boundingBox())?.x;
    const before = await actionsX();
    await injectFault({ method: 'POST', path: `/api/training-class/vm/${vm(SRV01)}/power/*`, status: 404, times: 1 });
    await buttonsOf(page, SRV01).getByText('Stop').click();
    await expect(machineMessageOf(page, SRV01)).toHaveText('Request contains an invalid virtual machine or command.');
    expect(await actionsX()).toBe(before);
  });

  test('a failed Refresh List shows the stored error and keeps the list', async ({ page }) => {
    await openLab(page);
    await injectFault({ method: 'POST', path: '/api/training-class/login', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Refresh List' }).click();
    await expect(page.getByRole('alert')).toHaveText('Server error.');
    await expectState(page, DC01, 'POWERED ON');
    await page.getByRole('button', { name: 'Refresh List' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('View opens the console of the machine on /view', async ({ page }) => {
    await openLab(page);
    const tickets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/ticket')) tickets.push(request.method());
    });
    await buttonsOf(page, SRV01).getByText('View').click();
    await page.waitForURL('**/view');
    expect(tickets).toEqual(['POST']);
    await expect(page.locator('main')).toContainText(SRV01);
  });
});

test.describe('bulk actions', () => {
  test('Power Off All, Power On All and Suspend All act on every machine they apply to', async ({ page }) => {
    await openLab(page);
    const commands: string[] = [];
    page.on('request', (request) => {
      const command = /\/power\/([a-z]+)$/.exec(request.url())?.[1];
      if (request.method() === 'POST' && command) commands.push(command);
    });
    await page.getByRole('button', { name: 'Power Off All' }).click();
    for (const name of [DC01, SRV01, CLIENT01]) await expectState(page, name, 'POWERED OFF');
    expect(commands).toEqual(['stop', 'stop', 'stop']);

    commands.length = 0;
    await buttonsOf(page, CLIENT01).getByText('Start').click();
    await expectState(page, CLIENT01, 'POWERED ON');
    commands.length = 0;
    await page.getByRole('button', { name: 'Power On All' }).click();
    for (const name of [DC01, SRV01, CLIENT01]) await expectState(page, name, 'POWERED ON');
    // CLIENT01 was on already: it got no start.
    expect(commands).toEqual(['start', 'start']);

    commands.length = 0;
    await page.getByRole('button', { name: 'Suspend All' }).click();
    for (const name of [DC01, SRV01, CLIENT01]) await expectState(page, name, 'SUSPENDED');
    expect(commands).toEqual(['suspend', 'suspend', 'suspend']);
  });
});
