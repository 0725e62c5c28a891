import {
  API_CALL_TIMEOUT_MS,
  type LabMachine,
  POWER_COMMAND_TIMEOUT_MS,
  STUDENT_LOGIN_TIMEOUT_MS,
} from '@academy/contracts';
import { expect, type Page, test } from '@playwright/test';
import { signInAsInstructor } from './support/instructor';
import {
  clearFaults,
  createLabClass,
  injectFault,
  labMachinesOf,
  machineMessageOf,
  machineRow,
  machineStateOf,
  type Student,
  signInAsStudent,
  submitStudentLogin,
} from './support/student';

/**
 * Hardening (issue 11): Log Out after a reload really signs the student out; no call hangs for ever (the page's
 * clock is faked, so each named time-out passes at once while the server keeps the call open); a state read that
 * fails before a power command shows that read's own text.
 */

const SESSION_KEYS = ['academy.student.email', 'academy.student.passphrase', 'academy.student.basic'];
const DC01 = 'DC01 - Domain Controller';
const SRV01 = 'SRV01 - Member Server';

let students: Student[] = [];

/** A student of their own per test, with three powered-on machines. */
async function nextStudent(): Promise<{ student: Student; vm: (name: string) => string }> {
  if (students.length === 0) students = (await createLabClass({ attendees: 6 })).students;
  const student = students.shift();
  if (!student) throw new Error('the class has no student');
  const machines: LabMachine[] = await labMachinesOf(student);
  const vm = (name: string) => {
    const found = machines.find((machine) => machine.name === name);
    if (!found) throw new Error(`no machine ${name}`);
    return found.vm;
  };
  return { student, vm };
}

function storedSession(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS);
}

test.afterEach(async () => {
  await clearFaults();
});

test.describe('student Log Out after a reload', () => {
  test('clears the three stored values and the header at once, and a reload does not bring the lab back', async ({
    page,
  }) => {
    const { student } = await nextStudent();
    await signInAsStudent(page, student);
    await page.reload();
    await expect(page.getByRole('heading', { name: student.className })).toBeVisible();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedSession(page)).toEqual([null, null, null]);
    await expect(page.getByRole('link', { name: 'Machines', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log Out', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(page.getByText(/You're already signed in/)).toHaveCount(0);
    await expect(page.getByLabel('Username')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await page.goto('/machines');
    await expect(page.getByText('Please log in to view your machine list.')).toBeVisible();
    await expect(page.getByRole('heading', { name: student.className })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Machines', exact: true })).toHaveCount(0);
    expect(await storedSession(page)).toEqual([null, null, null]);
  });
});

test.describe('calls that never answer give up', () => {
  test("a hung login ends with 'Server error.', no 'Logging in' overlay, and what was typed kept", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { student } = await nextStudent();
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.clock.install();
    await injectFault({ method: 'POST', path: '/api/training-class/login', hang: true, times: 1 });
    await submitStudentLogin(page, student.username, student.passphrase);
    const overlay = page.getByText('Logging in', { exact: true });
    await expect(overlay).toBeVisible();

    await page.clock.runFor(STUDENT_LOGIN_TIMEOUT_MS);
    await expect(page.getByRole('alert')).toHaveText('Server error.');
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username')).toHaveValue(student.username);
    await expect(page.getByLabel('Passphrase', { exact: true })).toHaveValue(student.passphrase);
    expect(await storedSession(page)).toEqual([null, null, null]);
    await page.screenshot({ path: test.info().outputPath('login-timed-out-390.png'), fullPage: true });

    // The server is back: the same form signs in.
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/machines');
  });

  test("a hung power command ends with the row's server text once its own, longer, time-out passes", async ({
    page,
  }) => {
    const { student, vm } = await nextStudent();
    await signInAsStudent(page, student);
    await page.clock.install();
    await injectFault({ method: 'POST', path: `/api/training-class/vm/${vm(SRV01)}/power/stop`, hang: true, times: 1 });
    // The page reads the state before it sends the command: the clock moves only once the command is on its way.
    const commandSent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/vm/${vm(SRV01)}/power/stop`),
    );
    await machineRow(page, SRV01).getByRole('button', { name: 'Stop' }).click();
    await commandSent;

    // A command answers only once its transition is done: the general time-out is not enough to give up.
    await page.clock.runFor(API_CALL_TIMEOUT_MS);
    await expect(machineMessageOf(page, SRV01)).toHaveCount(0);
    await page.clock.runFor(POWER_COMMAND_TIMEOUT_MS - API_CALL_TIMEOUT_MS);
    await expect(machineMessageOf(page, SRV01)).toHaveText('Server is unavailable.');
    await expect(machineStateOf(page, SRV01)).toHaveAttribute('aria-label', 'SUSPEND');
    await expect(machineMessageOf(page, DC01)).toHaveCount(0);
  });

  test('a hung class save ends with the banner and keeps every value typed', async ({ page }) => {
    await signInAsInstructor(page, '/classes');
    await page.getByRole('button', { name: 'Add Class' }).click();
    await expect(page.getByRole('heading', { name: 'New Class' })).toBeVisible();
    await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const typed = {
      name: `Hung save ${Date.now().toString(36)}`,
      timeZone: 'Europe/Paris',
      firstDay: '2031-03-03',
      lastDay: '2031-03-05',
      instructor: 'ada@academy.test',
      attendees: '4',
    };
    await field('Name').fill(typed.name);
    await field('Course').selectOption({ index: 1 });
    const courseId = await field('Course').inputValue();
    await field('Time Zone').fill(typed.timeZone);
    await field('Time Zone').press('Enter');
    await field('First Day of Class').fill(typed.firstDay);
    await field('Last Day of Class').fill(typed.lastDay);
    await field('Instructor Email').fill(typed.instructor);
    await field('Attendees').selectOption(typed.attendees);

    await page.clock.install();
    await injectFault({ method: 'POST', path: '/api/training-class', hang: true, times: 1 });
    await page.getByRole('button', { name: 'Create Class' }).click();
    await page.clock.runFor(API_CALL_TIMEOUT_MS);
    await expect(page.locator('main').getByRole('alert')).toHaveText('Server error.');
    await expect(page).toHaveURL(/\/classes\/new$/);
    await expect(field('Name')).toHaveValue(typed.name);
    await expect(field('Course')).toHaveValue(courseId);
    await expect(field('Time Zone')).toHaveValue(typed.timeZone);
    await expect(field('First Day of Class')).toHaveValue(typed.firstDay);
    await expect(field('Last Day of Class')).toHaveValue(typed.lastDay);
    await expect(field('Instructor Email')).toHaveValue(typed.instructor);
    await expect(field('Attendees')).toHaveValue(typed.attendees);
  });
});

test.describe('a state read that fails before a power command', () => {
  for (const [status, text] of [
    [503, 'Server is unavailable.'],
    [404, 'Request contains an invalid virtual machine.'],
  ] as const) {
    test(`(${status}) puts the machine into SUSPEND with the read's own text '${text}', as Refresh does`, async ({
      page,
    }) => {
      const { student, vm } = await nextStudent();
      const commands: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/power/')) commands.push(request.url());
      });
      await signInAsStudent(page, student);
      await injectFault({ method: 'GET', path: `/api/training-class/vm/${vm(DC01)}/power`, status, times: 1 });
      await machineRow(page, DC01).getByRole('button', { name: 'Stop' }).click();
      await expect(machineMessageOf(page, DC01)).toHaveText(text);
      await expect(machineStateOf(page, DC01)).toHaveAttribute('aria-label', 'SUSPEND');
      await expect(machineRow(page, DC01).getByRole('button')).toHaveText(['Refresh']);
      expect(commands).toEqual([]);
    });
  }
});
