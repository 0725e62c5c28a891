import { DESKTOP, expectNoAxeViolations, PHONE } from './support/a11y';
import { expectOnScreen } from './support/console';
import { chooseVm, createWindowsServerCourse, openCourseForm, WINDOWS_SERVER_MACHINES } from './support/course-form';
import { monitorPath, studentCard } from './support/monitor';
import { reviewScreenshot } from './support/review-screenshot';
import { createLabClass, openAsStudent } from './support/student';
import { expect, test } from './support/test';

/**
 * The lab manual end to end: an instructor writes it in the course form, a student of a class of that course reads
 * it beside the console (a tab on a phone), types a code block into the machine and marks a step, and the instructor's
 * monitor shows the student's place without a reload.
 */

const MACHINE = 'DC01 - Domain Controller';
const MANUAL = [
  '# Lab 1',
  '',
  'Welcome to the lab.',
  '',
  '## Sign in',
  '',
  'Type the user name at the login prompt:',
  '',
  '```',
  'manual-user',
  '```',
  '',
  '## Check the service',
  '',
  'Look at the [service docs](https://example.com/docs).',
  '',
  '## Finish',
  '',
  'You are done.',
].join('\n');

const SHOTS = 'test-results/manual-screenshots';

test('a manual written in the course form is read beside the console, typed from, marked, and seen on the monitor', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const instructorContext = await browser.newContext({ viewport: DESKTOP });
  const studentContext = await browser.newContext({ viewport: DESKTOP });
  try {
    const author = await instructorContext.newPage();
    const course = await createWindowsServerCourse('Manual e2e', 'A course whose classes read a manual.');
    await openCourseForm(author, course);
    // The edit form asks for the machines again (spec §4): the lab's three.
    for (const vm of WINDOWS_SERVER_MACHINES) await chooseVm(author, vm);
    await author.getByLabel('Manual', { exact: true }).fill(MANUAL);
    await expect(author.getByRole('heading', { name: 'Check the service' })).toBeVisible();
    await expectNoAxeViolations(author);
    await reviewScreenshot(author, `${SHOTS}/course-form-1280.png`);
    await author.setViewportSize(PHONE);
    // One column on a phone: the preview under the field, painted once scrolled to.
    const preview = author.getByRole('region', { name: 'Preview' });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByRole('heading', { name: 'Lab 1' })).toBeInViewport();
    await reviewScreenshot(author, `${SHOTS}/course-form-390.png`);
    await author.setViewportSize(DESKTOP);
    await author.getByRole('button', { name: 'Save Changes' }).click();
    await expect(author.getByRole('heading', { name: 'Edit Course' })).toHaveCount(0);

    const labClass = await createLabClass({ attendees: 1, courseId: course.id });
    const student = labClass.students[0];
    if (!student) throw new Error('no student');
    // The author is signed in already: the monitor opens with that session, as the next page of the instructor's.
    await author.goto(monitorPath(labClass.id));
    await expect(author.getByText('Live', { exact: true })).toBeVisible();
    await expect(studentCard(author, student)).toContainText(/Has not opened the manual yet|Step 1 of 3/);

    const page = await studentContext.newPage();
    // 'Manual' on the machine list opens the first running machine's console with the manual beside it.
    await openAsStudent(page, student);
    await expectNoAxeViolations(page);
    await reviewScreenshot(page, `${SHOTS}/machines-1280.png`);
    await page.getByRole('link', { name: 'Manual' }).click();
    await page.waitForURL('**/view');
    await expect(page.getByText(`Connected to ${MACHINE}.`)).toBeVisible();
    const manual = page.getByRole('region', { name: 'Lab manual' });
    await expect(manual.getByText('Step 1 of 3')).toBeVisible();
    await expect(manual.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const consoleBox = await page.locator('#mainCanvas').boundingBox();
    const manualBox = await manual.boundingBox();
    expect(manualBox && consoleBox && manualBox.x > consoleBox.x + consoleBox.width - 1).toBe(true);

    // The separator resizes the pane by keyboard; the guest's screen keeps its resolution (the canvas is scaled).
    const canvasSize = () => page.locator('#mainCanvas').evaluate((c: HTMLCanvasElement) => `${c.width}x${c.height}`);
    const before = await canvasSize();
    const separator = page.getByRole('separator', { name: 'Width of the manual' });
    await separator.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(separator).toHaveAttribute('aria-valuenow', '45');
    expect(await canvasSize()).toBe(before);

    await manual.getByRole('button', { name: 'Type into the console' }).click();
    await expectOnScreen(page, `${MACHINE} login: manual-user`);
    await expect(manual.getByText('Typed 11 characters into the machine (US keyboard).')).toBeVisible();

    await manual.getByRole('button', { name: 'Next step' }).click();
    await expect(manual.getByText('Step 2 of 3')).toBeVisible();
    const link = manual.getByRole('link', { name: 'service docs' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await manual.getByText('Mark step done').click();
    await expect(studentCard(author, student)).toContainText('Step 2 of 3');
    await expect(author.getByRole('list', { name: 'Steps finished' }).getByRole('listitem').nth(1)).toHaveText(
      'Check the service 1 of 1 finished',
    );
    // One student alone on a step is never stuck: 'Stuck' shows nobody.
    await author.getByLabel('Show', { exact: true }).selectOption({ label: 'Stuck' });
    await expect(author.getByText('No student matches this filter.')).toBeVisible();
    await author.getByLabel('Show', { exact: true }).selectOption({ label: 'All' });

    await expectNoAxeViolations(page);
    await reviewScreenshot(page, `${SHOTS}/view-1280.png`, false);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Lab manual' }).getByText('Step 2 of 3')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lab manual' }).getByLabel('Mark step done')).toBeChecked();

    await page.setViewportSize(PHONE);
    const manualTab = page.getByRole('tab', { name: 'Manual' });
    await expect(manualTab).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lab manual' })).toBeHidden();
    await manualTab.click();
    await expect(page.getByRole('region', { name: 'Lab manual' }).getByText('Step 2 of 3')).toBeVisible();
    await expect(page.locator('#mainCanvas')).toBeHidden();
    await expectNoAxeViolations(page);
    await reviewScreenshot(page, `${SHOTS}/view-390.png`);
  } finally {
    await studentContext.close();
    await instructorContext.close();
  }
});

test('a hostile manual renders inert in the preview: no script runs, no dialog, links open in a new tab', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const course = await createWindowsServerCourse('Manual e2e', 'A course whose classes read a manual.');
  await openCourseForm(page, course);
  const hostile = [
    '## Hostile',
    '',
    '<script>window.__pwned = "script"</script>',
    '<img src="x" onerror="window.__pwned = \'onerror\'; alert(1)">',
    '<iframe src="javascript:alert(2)"></iframe>',
    '<a href="javascript:alert(3)">run me</a> and <a href="https://example.com">a link</a>',
    '[md link](javascript:alert(4))',
    '<svg><script>alert(5)</script></svg>',
  ].join('\n');
  await page.getByLabel('Manual', { exact: true }).fill(hostile);
  const preview = page.getByRole('region', { name: /preview/i });
  await expect(preview.getByRole('heading', { name: 'Hostile' })).toBeVisible();
  // An image's error handler would have run once its load ended: every image of the preview has ended its load.
  await expect
    .poll(() =>
      preview.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await preview.locator('script, iframe, [onerror]').count()).toBe(0);
  for (const href of await preview
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href ?? '').not.toMatch(/^javascript:/i);
  }
  const safeLink = preview.getByRole('link', { name: 'a link' });
  await expect(safeLink).toHaveAttribute('target', '_blank');
  await expect(safeLink).toHaveAttribute('rel', /noopener/);
  await preview.getByText('run me').click();
  // A javascript: link would have run at the click; a round trip to the page afterwards has seen it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(dialogs).toEqual([]);
});

test("a manual keeps only Markdown's own markup: no h1, class or id, no off-site image; ordinary Markdown renders", async ({
  page,
}) => {
  const course = await createWindowsServerCourse('Manual e2e', 'A course whose classes read a manual.');
  await openCourseForm(page, course);
  const manual = [
    '## Markup',
    '',
    '<h1>A second title</h1>',
    '',
    '<div class="bp6-overlay bp6-dialog" id="root"><a class="bp6-button" href="https://example.com/">Sign in again</a></div>',
    '',
    '![off-site](https://example.com/pixel.png) ![own](/images/topology.png)',
    '',
    '- one',
    '  1. nested `code`',
    '',
    '| Machine | Address |',
    '|:--|--:|',
    '| **DC01** | _10.0.0.1_ |',
    '',
    '```sh',
    'ip route',
    '```',
  ].join('\n');
  await page.getByLabel('Manual', { exact: true }).fill(manual);
  const preview = page.getByRole('region', { name: /preview/i });
  await expect(preview.getByRole('heading', { name: 'Markup', level: 3 })).toBeVisible();
  const content = preview.locator('[class*="running-text"]');
  // The raw h1 keeps its text, as a paragraph's; the page keeps its one h1 and its one #root.
  await expect(content.getByText('A second title')).toBeVisible();
  expect(await page.locator('h1').count()).toBe(1);
  expect(await page.locator('[id="root"]').count()).toBe(1);
  expect(await content.locator('[class*="bp6-"], [id]').count()).toBe(0);
  expect(await content.getByRole('img', { name: 'off-site' }).getAttribute('src')).toBeNull();
  await expect(content.getByRole('img', { name: 'own' })).toHaveAttribute('src', '/images/topology.png');
  await expect(content.getByRole('listitem').filter({ hasText: 'nested code' }).locator('code')).toHaveText('code');
  await expect(content.getByRole('cell', { name: 'DC01' }).locator('strong')).toHaveText('DC01');
  await expect(content.getByRole('columnheader', { name: 'Address' })).toHaveAttribute('align', 'right');
  await expect(content.locator('pre code')).toHaveText('ip route');
});
