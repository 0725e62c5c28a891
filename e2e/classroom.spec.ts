import { openMonitor } from './support/monitor';
import { labClassOfFile, machineRow, studentWindow } from './support/student';
import { expect, test } from './support/test';

/**
 * Classroom controls against the real server, with three browsers at once: the instructor's monitor and two
 * students' pages. Raised hands queue in the order raised; messages reach the students through their own push channel.
 */

const DC01 = 'DC01 - Domain Controller';

const labClass = labClassOfFile(2);
const { studentOf } = labClass;

test('raised hands queue in the order raised: ranks on the monitor, the place and the claim on the student page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [first, second] = [studentOf(0), studentOf(1)];
  const monitor = await (await browser.newContext()).newPage();
  const firstPage = await studentWindow(browser, baseURL ?? '', first);
  const secondPage = await studentWindow(browser, baseURL ?? '', second);
  try {
    await openMonitor(monitor, labClass.id());
    const queue = monitor.getByRole('region', { name: 'Help queue' });
    await expect(queue.getByText('No raised hands.')).toBeVisible();

    await firstPage.getByText('Raise hand', { exact: true }).click();
    await expect(firstPage.getByText(/You are number 1 in the queue\.$/)).toBeVisible();
    await secondPage.getByText('Raise hand', { exact: true }).click();
    await expect(secondPage.getByText(/You are number 2 in the queue\.$/)).toBeVisible();
    await expect(queue.getByRole('listitem')).toHaveText([
      new RegExp(`^1${first.username}waiting less than a minute`),
      new RegExp(`^2${second.username}waiting less than a minute`),
    ]);

    await queue.getByRole('button', { name: `Claim the hand of ${second.username}` }).click();
    await expect(queue.getByText('Instructor is coming to help')).toBeVisible();
    await expect(
      secondPage.getByText('You are number 2 in the queue. Instructor is coming to help.', { exact: false }),
    ).toBeVisible();

    // Done with the first: the second moves up at once, without a reload.
    await queue.getByRole('button', { name: `Done helping ${first.username}` }).click();
    await expect(secondPage.getByText(/You are number 1 in the queue\. Instructor is coming to help\.$/)).toBeVisible();
    await expect(firstPage.getByLabel('Raise hand')).not.toBeChecked();
    await expect(queue.getByRole('listitem')).toHaveCount(1);

    // The place survives a reload.
    await secondPage.reload();
    await expect(secondPage.getByText(/You are number 1 in the queue\. Instructor is coming to help\.$/)).toBeVisible();
    await queue.getByRole('button', { name: `Done helping ${second.username}` }).click();
    await expect(queue.getByText('No raised hands.')).toBeVisible();
  } finally {
    await Promise.all([monitor, firstPage, secondPage].map((page) => page.context().close()));
  }
});

test('a message to the class reaches every student, one to a student only them; a reply reaches the monitor', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [first, second] = [studentOf(0), studentOf(1)];
  const monitor = await (await browser.newContext()).newPage();
  const firstPage = await studentWindow(browser, baseURL ?? '', first);
  const secondPage = await studentWindow(browser, baseURL ?? '', second);
  try {
    // The second student works in a console: the notice reaches /view too.
    await machineRow(secondPage, DC01).getByRole('button', { name: 'View' }).click();
    await secondPage.waitForURL('**/view');
    await openMonitor(monitor, labClass.id());
    const panel = monitor.getByRole('region', { name: 'Messages' });

    await panel.getByLabel('Message', { exact: true }).fill('Break until 10:30. <img src=x onerror=alert(1)>');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByLabel('Message', { exact: true })).toHaveValue('');
    const classNotice = 'Message from Instructor: Break until 10:30. <img src=x onerror=alert(1)>';
    await expect(firstPage.getByRole('status').filter({ hasText: classNotice })).toBeVisible();
    await expect(secondPage.getByRole('status').filter({ hasText: classNotice })).toBeVisible();

    await panel.getByLabel('To').selectOption({ label: first.username });
    await panel.getByLabel('Message', { exact: true }).fill('Check the DNS zone.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(firstPage.getByText('Message from Instructor: Check the DNS zone.')).toBeVisible();
    await expect(panel.getByText(`Instructor to ${first.username}`)).toBeVisible();

    // The first student opens the history and replies; the monitor has the reply without a reload.
    await firstPage.getByRole('button', { name: /^Messages/ }).click();
    const history = firstPage.getByRole('region', { name: 'Messages of the class' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await history.getByLabel('Message to your instructor').fill('Fixed, thanks!');
    await history.getByRole('button', { name: 'Send' }).click();
    await expect(history.getByText('Fixed, thanks!')).toBeVisible();
    await expect(panel.getByText('Fixed, thanks!')).toBeVisible();
    await expect(panel.getByText(`${first.username} to the instructors`)).toBeVisible();

    // The second student never sees what was written to the first, even after a reload.
    await secondPage.reload();
    await secondPage.getByRole('button', { name: /^Messages/ }).click();
    const secondHistory = secondPage.getByRole('region', { name: 'Messages of the class' });
    await expect(secondHistory.getByRole('listitem')).toHaveCount(1);
    await expect(secondHistory).not.toContainText('DNS zone');
  } finally {
    await Promise.all([monitor, firstPage, secondPage].map((page) => page.context().close()));
  }
});
