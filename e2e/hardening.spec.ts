import type { Page } from '@playwright/test';
import { createLabClass, type Student, signInAsStudent } from './support/student';
import { expect, test } from './support/test';

/**
 * Hardening (issue 11): Log Out after a reload really signs the student out. That no call hangs for ever, and that a
 * state read failing before a power command shows its own text, are model tests of the lab and classes remotes
 * (student-login/model.test.ts, machine-list/api.test.ts, power-command.test.ts, class-form/model.test.ts).
 */

const SESSION_KEYS = ['academy.student.email', 'academy.student.passphrase', 'academy.student.basic'];

let students: Student[] = [];

/** A student of their own per test, with three powered-on machines. */
async function nextStudent(): Promise<Student> {
  if (students.length === 0) students = (await createLabClass({ attendees: 6 })).students;
  const student = students.shift();
  if (!student) throw new Error('the class has no student');
  return student;
}

function storedSession(page: Page) {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_KEYS);
}

test.describe('student Log Out after a reload', () => {
  test('clears the three stored values and the header at once, and a reload does not bring the lab back', async ({
    page,
  }) => {
    const student = await nextStudent();
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
