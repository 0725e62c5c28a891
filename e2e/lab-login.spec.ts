import { recordRequests, watchNetwork } from './support/requests';
import { createStudent, machineRow, type Student, signInAsStudent, submitStudentLogin } from './support/student';
import { expect, test } from './support/test';

const SESSION_KEYS = ['academy.student.email', 'academy.student.passphrase', 'academy.student.basic'];

let student: Student;

test.beforeAll(async () => {
  student = await createStudent();
});

function storedSession(page: import('@playwright/test').Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS);
}

test.describe('student login', () => {
  test('signs in with the full username and lands on the machine list of the class', async ({ page }) => {
    await signInAsStudent(page, student);
    await expect(page).toHaveURL(/\/machines$/);
    await expect(machineRow(page, 'DC01 - Domain Controller')).toBeVisible();
    await expect(machineRow(page, 'SRV01 - Member Server')).toBeVisible();
    await expect(machineRow(page, 'CLIENT01 - Windows 11')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Machines' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    const basic = Buffer.from(`${student.email}:${student.passphrase}`).toString('base64');
    expect(await storedSession(page)).toEqual([student.email, student.passphrase, basic]);
  });

  test('a username without @ gets the login domain', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/training-class/login')) logins.push(request.headers().authorization ?? '');
    });
    await signInAsStudent(page, student, { withDomain: false });
    expect(logins).toEqual([`Basic ${Buffer.from(`${student.email}:${student.passphrase}`).toString('base64')}`]);
    expect((await storedSession(page))[0]).toBe(student.email);
  });

  test('a wrong passphrase shows the banner and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await submitStudentLogin(page, student.username, 'not-the-passphrase');
    await expect(page.getByRole('alert')).toHaveText('You have entered an invalid email or passphrase.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username')).toHaveValue(student.username);
    await expect(page.getByLabel('Passphrase', { exact: true })).toHaveValue('not-the-passphrase');
    expect(await storedSession(page)).toEqual([null, null, null]);
  });

  test('Log Out clears the three stored values and goes home', async ({ page }) => {
    await signInAsStudent(page, student);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedSession(page)).toEqual([null, null, null]);
    await expect(page.getByRole('link', { name: 'Machines' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.goto('/machines');
    await expect(page.getByText('Please log in to view your machine list.')).toBeVisible();
  });

  test('a reload of /machines loads the list again without asking to log in', async ({ page }) => {
    await signInAsStudent(page, student);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/training-class/login')) logins.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: student.className })).toBeVisible();
    await expect(machineRow(page, 'DC01 - Domain Controller')).toBeVisible();
    expect(logins).toHaveLength(1);
    await expect(page.getByText('Please log in to view your machine list.')).toHaveCount(0);
  });

  test("the student's pages fetch only the lab remote, never the identity SDK, until View", async ({ page }) => {
    const requests = recordRequests(page);
    const network = watchNetwork(page);
    await signInAsStudent(page, student);
    await machineRow(page, 'SRV01 - Member Server').getByRole('button', { name: 'Stop' }).click();
    await expect(machineRow(page, 'SRV01 - Member Server').getByRole('img', { name: 'POWERED OFF' })).toBeVisible();
    await page.getByRole('button', { name: 'Refresh List' }).click();
    await page.reload();
    await expect(machineRow(page, 'DC01 - Domain Controller')).toBeVisible();
    await network.quiet();
    expect(requests.remotesFetched()).toEqual(['lab']);
    expect(requests.urls.filter((url) => /okta/i.test(url))).toEqual([]);

    await machineRow(page, 'DC01 - Domain Controller').getByRole('button', { name: 'View' }).click();
    await page.waitForURL('**/view');
    await expect(page.getByRole('button', { name: 'Ctrl + Alt + Del' })).toBeVisible();
    await expect.poll(() => requests.remotesFetched()).toEqual(['console', 'lab']);
    expect(requests.urls.filter((url) => /okta/i.test(url))).toEqual([]);
  });
});
