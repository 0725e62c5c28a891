import type { TrainingClass, TrainingCourse } from '@academy/api';
import { errorTexts } from '@academy/api';
import { openAsInstructor } from './support/instructor';
import { linkIn, waitForMail } from './support/mailbox';
import { call, instructorHeaders, submitStudentLogin } from './support/student';
import { expect, test } from './support/test';

/**
 * A roster from paste to running lab: the instructor pastes fifteen students into the class form, each invitation
 * arrives over SMTP at the run's test relay (support/mailbox.ts), a student's link opens their own lab in another
 * browser, and with personal passphrases a classmate's username with that passphrase opens nothing.
 */

const ROSTER_SIZE = 15;

test('fifteen pasted students are invited by e-mail; a link opens its own lab; a passphrase opens no classmate’s', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const className = `Roster e2e ${stamp}`;
  const students = Array.from({ length: ROSTER_SIZE }, (_, index) => ({
    name: `Student ${index + 1} ${stamp}`,
    email: `student${index + 1}.${stamp}@example.org`,
  }));
  const headers = await instructorHeaders();
  const course = (await call<TrainingCourse[]>('GET', '/api/training-course', { headers })).find(
    (item) => item.status === 'ACTIVE' && item.vms.length > 0,
  );
  if (!course) throw new Error('the server has no active course with machines');

  await openAsInstructor(page, '/classes/new');
  await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Name', { exact: true }).fill(className);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: course.name });
  await page.getByLabel('First Day of Class', { exact: true }).fill(tomorrow);
  await page.getByLabel('Last Day of Class', { exact: true }).fill(inThreeDays);
  await page.getByLabel('Instructor Email', { exact: true }).fill('ada@academy.test');
  // As copied from a spreadsheet: name and address separated by a tab.
  await page
    .getByLabel('Students', { exact: true })
    .fill(students.map(({ name, email }) => `${name}\t${email}`).join('\n'));
  await expect(page.getByLabel('Attendees', { exact: true })).toHaveValue(String(ROSTER_SIZE));
  await page.getByText('A personal passphrase per student', { exact: true }).click();
  await expect(page.getByLabel('A personal passphrase per student')).toBeChecked();
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page).toHaveURL(/\/classes$/);

  const mail = await waitForMail(students.map(({ email }) => email));
  const third = mail.get(students[2]?.email ?? '')?.[0];
  if (!third) throw new Error('no invitation for the third student');
  expect(third.subject).toBe(`Your sign-in link for ${className}`);
  const link = linkIn(third);
  expect(new URL(link).origin).toBe(new URL(baseURL ?? '').origin);

  const created = (await call<TrainingClass[]>('GET', '/api/training-class', { headers })).find(
    (item) => item.name === className,
  );
  if (!created) throw new Error(`class ${className} is not listed`);
  const usernameAt = (index: number) => (created.emails[index] ?? '').split('@')[0] ?? '';
  const [thirdUsername, fourthUsername] = [usernameAt(2), usernameAt(3)];

  // The student, on a device of their own: the link alone signs them in.
  const studentContext = await browser.newContext();
  try {
    const student = await studentContext.newPage();
    await student.goto(link);
    await expect(student.getByText('This link opens the lab of')).toHaveText(
      `This link opens the lab of ${students[2]?.name} (${thirdUsername}).`,
    );
    const personalPassphrase = (await student.locator('code').textContent()) ?? '';
    expect(personalPassphrase).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    await expect(student.getByRole('status')).toHaveText('This network lets your machines’ consoles through.');
    await student.getByRole('button', { name: 'Continue to my machines' }).click();
    await expect(student).toHaveURL(/\/machines$/);
    await expect(student.getByRole('heading', { level: 1 })).toHaveText(className);
    // Back does not land on the link page again: its entry was replaced.
    expect(student.url()).not.toContain('#');

    // A classmate who learnt that passphrase: with their own username it opens nothing.
    const classmate = await (await browser.newContext()).newPage();
    await classmate.goto('/login');
    await submitStudentLogin(classmate, fourthUsername, personalPassphrase);
    await expect(classmate.getByText(errorTexts.loginInvalid)).toBeVisible();
    await expect(classmate).toHaveURL(/\/login$/);
  } finally {
    await studentContext.close();
  }
});
