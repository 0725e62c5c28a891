import type { Page } from '@playwright/test';
import { expectOnScreen } from './support/console';
import { litPixelsOf, monitorMachine, monitorPath, openMonitor, studentCard } from './support/monitor';
import { recordRequests } from './support/requests';
import { createLabClass, type LabClass, machineRow, openAsStudent, type Student } from './support/student';
import { expect, test } from './support/test';

/**
 * The instructor's class monitor against the real server, in two browsers at once: a student's own page and the
 * instructor's monitor of their class. What the student does reaches the monitor through the push channel, without a
 * reload; what the instructor does reaches the student's list on its next read.
 */

const DC01 = 'DC01 - Domain Controller';
const HAND_RAISED = 'Hand raised: your instructor has been asked for help.';

let labClass: LabClass;

function studentOf(index: number): Student {
  const student = labClass.students[index];
  if (!student) throw new Error(`no student ${index}`);
  return student;
}

const studentButtons = (page: Page, name: string) => machineRow(page, name).getByRole('button');

test.beforeAll(async () => {
  labClass = await createLabClass({ attendees: 3 });
});

test('a raised hand and a stopped machine reach the monitor without a reload; the instructor starts it again and lowers the hand', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const student = studentOf(0);
  const studentContext = await browser.newContext();
  const instructorContext = await browser.newContext();
  try {
    const studentPage = await studentContext.newPage();
    const monitor = await instructorContext.newPage();
    await openMonitor(monitor, labClass.id);
    await expect(monitor.getByRole('heading', { level: 1 })).toHaveText(labClass.name);
    await expect(monitor.getByText(/· 3 students$/)).toBeVisible();
    await expect(monitor.getByRole('listitem', { name: /^lab-e2e/ }).first()).toBeVisible();
    await expect(studentCard(monitor, student)).toContainText('3 / 3 machines provisioned');

    await openAsStudent(studentPage, student);
    await studentPage.getByText('Raise hand', { exact: true }).click();
    await expect(studentPage.getByText(HAND_RAISED)).toBeVisible();
    await expect(studentCard(monitor, student).getByText(/^Hand raised at /)).toBeVisible();

    await studentButtons(studentPage, DC01).getByText('Stop').click();
    await expect(studentButtons(studentPage, DC01)).toHaveText(['Start', 'Reboot']);
    await expect(monitorMachine(monitor, student, DC01)).toHaveAccessibleName(`${DC01}, Powered Off`);

    await monitor.getByRole('button', { name: `Start ${DC01} of ${student.username}` }).click();
    await expect(monitorMachine(monitor, student, DC01)).toHaveAccessibleName(`${DC01}, Powered On`);
    await studentPage.getByRole('button', { name: 'Refresh List' }).click();
    await expect(studentButtons(studentPage, DC01)).toHaveText(['Reset', 'Stop', 'Reboot', 'Shut down', 'View']);

    await monitor.getByRole('button', { name: `Lower hand of ${student.username}` }).click();
    await expect(studentCard(monitor, student).getByText(/^Hand raised at /)).toHaveCount(0);
    await studentPage.getByRole('button', { name: 'Refresh List' }).click();
    await expect(studentPage.getByText(HAND_RAISED)).toHaveCount(0);
    await expect(studentPage.getByLabel('Raise hand')).not.toBeChecked();

    // The hand survives a reload of the student's page.
    await studentPage.getByText('Raise hand', { exact: true }).click();
    await expect(studentPage.getByText(HAND_RAISED)).toBeVisible();
    await studentPage.reload();
    await expect(studentPage.getByText(HAND_RAISED)).toBeVisible();
    await expect(monitor.getByLabel('Show', { exact: true })).toBeVisible();
    await monitor.getByLabel('Show', { exact: true }).selectOption('Needs help');
    await expect(monitor.getByRole('list', { name: 'Students' }).getByRole('heading')).toHaveText([student.username]);
  } finally {
    await studentContext.close();
    await instructorContext.close();
  }
});

test("thumbnails show the machine's screen, and the instructor opens the student's console and comes back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const student = studentOf(1);
  await openMonitor(page, labClass.id);
  const thumbnail = monitorMachine(page, student, DC01).getByRole('img', {
    name: `Screen of ${DC01} of ${student.username}`,
  });
  await expect(thumbnail).toBeVisible();
  // The guest's boot text is light grey on a dark screen: an empty or black image has no lit pixel.
  await expect.poll(() => litPixelsOf(thumbnail)).toMatchObject({ width: 800, lit: expect.any(Number) });
  expect((await litPixelsOf(thumbnail)).lit).toBeGreaterThan(500);

  await page.getByRole('button', { name: `Open console ${DC01} of ${student.username}` }).click();
  await page.waitForURL('**/view');
  await expect(page.getByText(`Connected to ${DC01}.`)).toBeVisible();
  await expectOnScreen(page, 'login:');
  await page.getByRole('link', { name: 'Back to the class monitor' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === monitorPath(labClass.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labClass.name);
});

// The idle window itself (30 s: the thumbnails every 5 s, nothing else) is the monitor model's test with a fake clock
// (remotes/classes, class-monitor model.test.ts, 'an idle monitor'); here, one real round in the browser.
test('an idle monitor sends nothing but its push channel and the visible thumbnails, read again every few seconds', async ({
  page,
}) => {
  await openMonitor(page, labClass.id);
  await expect(page.getByRole('img', { name: /^Screen of / }).first()).toBeVisible();
  const requests = recordRequests(page);
  const thumbnails = () =>
    requests.urls.filter((url) => /\/api\/training-class\/[^/]+\/vm\/[^/]+\/screenshot$/.test(url));
  // The next round: 3 students x 3 machines, within the 5 s interval (and the time a round takes on a busy machine).
  await expect.poll(() => thumbnails().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(9);
  // A fetched thumbnail is shown from an object URL (blob:), read by the <img> without going out.
  const others = requests.urls.filter((url) => !thumbnails().includes(url) && !url.startsWith('blob:'));
  expect(others).toEqual([]);
});
