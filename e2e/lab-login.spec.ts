import { expect, test } from '@playwright/test';
import { recordRequests, watchNetwork } from './support/requests';
import {
  clearFaults,
  createStudent,
  injectFault,
  machineRow,
  type Student,
  signInAsStudent,
  submitStudentLogin,
} from './support/student';

const SESSION_KEYS = ['academy.student.email', 'academy.student.passphrase', 'academy.student.basic'];

let student: Student;

test.beforeAll(async () => {
  student = await createStudent();
});

test.afterEach(async () => {
  await clearFaults();
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

  test('both fields are required', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Passphrase is required.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the passphrase can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const passphrase = page.getByLabel('Passphrase', { exact: true });
    await passphrase.fill('amber-river-1');
    await expect(passphrase).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show passphrase' }).click();
    await expect(passphrase).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide passphrase' }).click();
    await expect(passphrase).toHaveAttribute('type', 'password');
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

  for (const [status, text] of [
    [500, 'Server error.'],
    [503, 'Server error.'],
    [400, 'You have entered an invalid email or passphrase.'],
  ] as const) {
    test(`a login answered ${status} shows '${text}'`, async ({ page }) => {
      await injectFault({ method: 'POST', path: '/api/training-class/login', status, times: 1 });
      await page.goto('/login');
      await submitStudentLogin(page, student.email, student.passphrase);
      await expect(page.getByRole('alert')).toHaveText(text);
      await expect(page).toHaveURL(/\/login$/);
      // The same credential goes through once the server answers again.
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/machines');
    });
  }

  test("shows 'Logging in' while the call runs", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/training-class/login', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login');
    await submitStudentLogin(page, student.email, student.passphrase);
    await expect(page.getByText('Logging in')).toBeVisible();
    release();
    await page.waitForURL('**/machines');
    await expect(page.getByText('Logging in')).toBeHidden();
  });

  test('a signed-in student sees who is signed in on the login page', async ({ page }) => {
    await signInAsStudent(page, student);
    await page.goto('/login');
    await expect(page.getByText(`You're already signed in as ${student.email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
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
