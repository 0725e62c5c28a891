import type { TrainingClass, TrainingClassInput, TrainingCourse } from '@academy/api';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { e2eOrigin } from './support/e2e-server';
import { signInAsInstructor } from './support/instructor';
import { cellOf, columnCells } from './support/table';
import { expect, test } from './support/test';

/**
 * The classes remote (spec §2 "Class list" and "Class form", §4, §5, §7, §8) as a signed-in instructor, against
 * the reference server, the remote itself served from a second origin. The browser runs in Asia/Kolkata (+05:30,
 * east of UTC), where a day's midnight falls on the previous UTC date: the zone that tells a class-zone reading of
 * the dates from the UTC parts. Other specs share the database and the server clock: every class made here has a
 * name of its own, and a test that moves the clock puts it back.
 */

const ZONE = 'Asia/Kolkata';
/** Chromium reports the browser's zone by ICU's older name, Asia/Calcutta: both name the same zone. */
const BROWSER_ZONE = /^Asia\/(Kolkata|Calcutta)$/;
const ZONE_OFFSET = '+05:30';
const DAY_MS = 86_400_000;

test.use({ timezoneId: ZONE, locale: 'en-US' });

let counter = 0;
/** A class name no other test (or earlier run against the same database) uses. */
function uniqueName(label: string): string {
  counter += 1;
  return `${label} ${Date.now().toString(36)}${counter}`;
}

// ---- Calendar days in the browser's zone (fixed offset, no DST) ----

function dayIn(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight at the start of the day in Asia/Kolkata, as the form sends it. */
function midnight(day: string): string {
  return new Date(`${day}T00:00:00${ZONE_OFFSET}`).toISOString();
}

/** 'Nov 21, 2026', the list's short date. */
function shortDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

// ---- The reference server's API and test hooks ----

async function instructorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/__test__/instructor-token', { data: {} });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function activeCourse(request: APIRequestContext): Promise<TrainingCourse> {
  const token = await instructorToken(request);
  const response = await request.get('/api/training-course', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const course = ((await response.json()) as TrainingCourse[]).find(
    ({ status, vms }) => status === 'ACTIVE' && vms.length > 0,
  );
  if (!course) throw new Error('the reference server has no active course with machines');
  return course;
}

async function createClassViaApi(request: APIRequestContext, input: TrainingClassInput): Promise<TrainingClass> {
  const token = await instructorToken(request);
  const response = await request.post('/api/training-class', {
    data: input,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as TrainingClass;
}

async function serverClasses(request: APIRequestContext): Promise<TrainingClass[]> {
  return (await (await request.get('/__test__/classes')).json()) as TrainingClass[];
}

async function serverNow(request: APIRequestContext): Promise<Date> {
  return new Date(((await (await request.get('/__test__/clock')).json()) as { now: string }).now);
}

async function setServerClock(request: APIRequestContext, now: Date): Promise<void> {
  const response = await request.post('/__test__/clock', { data: { now: now.toISOString() } });
  expect(response.ok()).toBe(true);
}

interface Fault {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  status?: number;
  hang?: boolean;
  times?: number;
}

async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/__test__/faults', { data: fault });
  expect(response.status()).toBe(201);
}

// ---- The pages ----

function classRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

interface ClassFields {
  name?: string;
  course?: string;
  timeZone?: string;
  firstDay?: string;
  lastDay?: string;
  instructor?: string;
  attendees?: string;
}

const LABELS: Record<keyof ClassFields, string> = {
  name: 'Name',
  course: 'Course',
  timeZone: 'Time Zone',
  firstDay: 'First Day of Class',
  lastDay: 'Last Day of Class',
  instructor: 'Instructor Email',
  attendees: 'Attendees',
};

function field(page: Page, key: keyof ClassFields): Locator {
  return page.getByLabel(LABELS[key], { exact: true });
}

async function fillClass(page: Page, values: ClassFields): Promise<void> {
  if (values.name !== undefined) await field(page, 'name').fill(values.name);
  if (values.course !== undefined) await field(page, 'course').selectOption({ label: values.course });
  if (values.timeZone !== undefined) {
    // The Time Zone picker: the zone typed out in full is the one match, and Enter chooses it.
    await field(page, 'timeZone').fill(values.timeZone);
    await field(page, 'timeZone').press('Enter');
  }
  if (values.firstDay !== undefined) await field(page, 'firstDay').fill(values.firstDay);
  if (values.lastDay !== undefined) await field(page, 'lastDay').fill(values.lastDay);
  if (values.instructor !== undefined) await field(page, 'instructor').fill(values.instructor);
  if (values.attendees !== undefined) await field(page, 'attendees').selectOption(values.attendees);
}

async function expectFields(
  page: Page,
  values: Required<Omit<ClassFields, 'course'>> & { courseId: string },
): Promise<void> {
  await expect(field(page, 'name')).toHaveValue(values.name);
  await expect(field(page, 'course')).toHaveValue(values.courseId);
  await expect(field(page, 'timeZone')).toHaveValue(values.timeZone);
  await expect(field(page, 'firstDay')).toHaveValue(values.firstDay);
  await expect(field(page, 'lastDay')).toHaveValue(values.lastDay);
  await expect(field(page, 'instructor')).toHaveValue(values.instructor);
  await expect(field(page, 'attendees')).toHaveValue(values.attendees);
}

/** Waits for the form's course list: the 'Loading courses data' overlay is gone. */
async function waitForCourses(page: Page): Promise<void> {
  await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
}

async function openNewClassForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add Class' }).click();
  await expect(page).toHaveURL(/\/classes\/new$/);
  await expect(page.getByRole('heading', { name: 'New Class' })).toBeVisible();
  await waitForCourses(page);
}

async function openEditForm(page: Page, name: string): Promise<void> {
  await classRow(page, name).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/classes\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Class' })).toBeVisible();
  await waitForCourses(page);
}

const banner = (page: Page): Locator => page.locator('main').getByRole('alert');

/** Collects what the page logs with console.error. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

interface FailedSaves {
  fault: Pick<Fault, 'method' | 'path'>;
  /** The submit button's name. */
  button: 'Create Class' | 'Save Changes';
  /** The form's route, which the instructor must not leave. */
  route: RegExp;
  /** [status, banner text] for each failed save. */
  failures: ReadonlyArray<readonly [number, string]>;
  /** What was typed, to find unchanged after each failure. */
  typed: Parameters<typeof expectFields>[1];
}

/** Each failure: the save answers the status, the banner says the text, the form keeps everything typed. */
async function expectFailedSaves(page: Page, request: APIRequestContext, saves: FailedSaves): Promise<void> {
  const errors = consoleErrors(page);
  for (const [status, text] of saves.failures) {
    await injectFault(request, { ...saves.fault, status, times: 1 });
    await page.getByRole('button', { name: saves.button }).click();
    await expect(banner(page)).toHaveText(text);
    await expect(page).toHaveURL(saves.route);
    await expectFields(page, saves.typed);
  }
  expect(errors.filter((message) => message.includes('Saving the class failed'))).toHaveLength(saves.failures.length);
}

test.describe('classes', () => {
  let clockOffsetMs: number | null = null;

  test.afterEach(async ({ request }) => {
    await request.delete('/__test__/faults');
    if (clockOffsetMs !== null) {
      await setServerClock(request, new Date(Date.now() + clockOffsetMs));
      clockOffsetMs = null;
    }
  });

  test('create, credentials, copy, a student in the provisioned lab, edit and delete', async ({
    page,
    browser,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    const course = await activeCourse(request);
    const name = uniqueName('Kolkata class');
    const today = dayIn(await serverNow(request));
    const firstDay = addDays(today, 2);
    const lastDay = addDays(today, 4);

    await signInAsInstructor(page, '/classes');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Status',
      'Name',
      'Instructor',
      'Usernames',
      'Passphrase',
      'Schedule',
      'Actions',
    ]);

    // Create.
    await openNewClassForm(page);
    await expect(field(page, 'timeZone')).toHaveValue(BROWSER_ZONE);
    const browserZone = await field(page, 'timeZone').inputValue();
    await expect(field(page, 'course').locator('option').first()).toHaveText('Select course');
    await expect(field(page, 'attendees').locator('option')).toHaveText([
      'Select attendees',
      ...Array.from({ length: 15 }, (_, index) => String(index + 1)),
    ]);
    await expect(
      page.getByText(
        'Please note the class will be provisioned one day before the first day and shut down at the end of the last day.',
      ),
    ).toBeVisible();
    await fillClass(page, {
      name,
      course: course.name,
      firstDay,
      lastDay,
      instructor: 'ada@academy.test',
      attendees: '3',
    });
    const posted = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/training-class'));
    await page.getByRole('button', { name: 'Create Class' }).click();
    const post = await posted;
    expect(post.url()).toBe(`${e2eOrigin()}/api/training-class`);
    expect(post.headers().authorization).toMatch(/^Bearer \S+/);
    expect(post.postDataJSON()).toEqual({
      name,
      courseId: course.id,
      timeZone: browserZone,
      startDate: midnight(firstDay),
      endDate: midnight(addDays(lastDay, 1)),
      instructor: 'ada@academy.test',
      attendees: 3,
    });
    await expect(page).toHaveURL(/\/classes$/);

    // Listed with its usernames (no domain), passphrase and schedule.
    const stored = (await serverClasses(request)).find((trainingClass) => trainingClass.name === name);
    expect(stored).toBeDefined();
    const usernames = stored!.emails.map((email) => email.slice(0, email.indexOf('@')));
    expect(usernames).toHaveLength(3);
    const row = classRow(page, name);
    await expect(row).toHaveCount(1);
    await expect(cellOf(row, 'Status').locator('[data-status]')).toHaveAttribute('data-status', 'SCHEDULED');
    await expect(cellOf(row, 'Instructor')).toHaveText('ada@academy.test');
    await expect(cellOf(row, 'Usernames').getByRole('listitem')).toHaveText(usernames);
    await expect(cellOf(row, 'Usernames')).not.toContainText('@');
    await expect(cellOf(row, 'Passphrase')).toContainText(stored!.passphrase);
    await expect(cellOf(row, 'Schedule')).toHaveText(`${shortDay(firstDay)} to ${shortDay(lastDay)}`);

    // Copy the passphrase. On the wide table its button sits beside it, and the confirmation moves no column.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eOrigin() });
    const secret = await cellOf(row, 'Passphrase').locator('code').boundingBox();
    const copyButton = await row.getByRole('button', { name: 'Copy passphrase' }).boundingBox();
    expect(copyButton!.x).toBeGreaterThanOrEqual(secret!.x + secret!.width);
    expect(Math.abs(copyButton!.y + copyButton!.height / 2 - (secret!.y + secret!.height / 2))).toBeLessThan(6);
    const scheduleBefore = await cellOf(row, 'Schedule').boundingBox();
    await row.getByRole('button', { name: 'Copy passphrase' }).click();
    await expect(row.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect((await cellOf(row, 'Schedule').boundingBox())?.x).toBe(scheduleBefore?.x);
    await expect(row.getByText('Copied', { exact: true }).last()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stored!.passphrase);
    await expect(row.getByRole('button', { name: 'Copy passphrase' })).toBeVisible();

    // The provisioning day: one day before the first day, in the class's zone.
    const before = await serverNow(request);
    clockOffsetMs = before.getTime() - Date.now();
    const provisioningStarts = new Date(midnight(addDays(firstDay, -1)));
    await setServerClock(request, new Date(provisioningStarts.getTime() + 60_000));
    await request.post('/__test__/settle');
    await page.reload();
    await expect(cellOf(classRow(page, name), 'Status').locator('[data-status]')).toHaveAttribute(
      'data-status',
      'RUNNING',
    );

    // One of its students signs in, in a browser of their own, and sees the lab.
    const studentContext = await browser.newContext({ timezoneId: ZONE });
    try {
      const student = await studentContext.newPage();
      await student.goto('/login');
      await student.getByLabel('Username').fill(usernames[0]!);
      await student.getByLabel('Passphrase', { exact: true }).fill(stored!.passphrase);
      await student.getByRole('button', { name: 'Log in' }).click();
      await expect(student).toHaveURL(/\/machines$/);
      await expect(student.getByRole('heading', { name })).toBeVisible();
      await expect(student.locator('main tbody tr')).toHaveCount(course.vms.length);
    } finally {
      await studentContext.close();
    }

    // Edit: prefilled in the class's zone, saved with PUT, back on the list.
    await openEditForm(page, name);
    await expectFields(page, {
      name,
      courseId: course.id,
      timeZone: browserZone,
      firstDay,
      lastDay,
      instructor: 'ada@academy.test',
      attendees: '3',
    });
    const renamed = `${name} (edited)`;
    const newLastDay = addDays(lastDay, 1);
    await fillClass(page, { name: renamed, lastDay: newLastDay });
    const put = page.waitForRequest(
      (req) => req.method() === 'PUT' && req.url().endsWith(`/api/training-class/${stored!.id}`),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await put).postDataJSON()).toEqual({
      name: renamed,
      courseId: course.id,
      timeZone: browserZone,
      startDate: midnight(firstDay),
      endDate: midnight(addDays(newLastDay, 1)),
      instructor: 'ada@academy.test',
      attendees: 3,
    });
    await expect(page).toHaveURL(/\/classes$/);
    const editedRow = classRow(page, renamed);
    await expect(cellOf(editedRow, 'Schedule')).toHaveText(`${shortDay(firstDay)} to ${shortDay(newLastDay)}`);
    await expect(classRow(page, name)).toHaveCount(0);

    // Delete: asked first, then a soft delete, and the class is gone from the list.
    await editedRow.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Delete Class' })).toBeVisible();
    await expect(dialog.getByText('Are you sure? This will permanently erase this class.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(editedRow).toHaveCount(1);

    await editedRow.getByRole('button', { name: 'Delete' }).click();
    const softDelete = page.waitForRequest(
      (req) => req.method() === 'PUT' && req.url().endsWith(`/api/training-class/${stored!.id}`),
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const body = (await softDelete).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['attendees', 'courseId', 'endDate', 'instructor', 'name', 'startDate']);
    expect(body.startDate).toBe(body.endDate);
    expect(Math.abs(Date.parse(String(body.startDate)) - (Date.now() - DAY_MS))).toBeLessThan(60_000);
    await expect(editedRow).toHaveCount(0);
    const deleted = (await serverClasses(request)).find((trainingClass) => trainingClass.id === stored!.id);
    expect(deleted?.status).toBe('COMPLETED');
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
    await expect(page.getByText('Loading classes')).toHaveCount(0);
    await expect(classRow(page, renamed)).toHaveCount(0);
  });

  test('sorts by status, name, instructor and start date, with the direction shown', async ({ page, request }) => {
    const course = await activeCourse(request);
    const firstDay = addDays(dayIn(await serverNow(request)), 3);
    const prefix = uniqueName('Sort');
    const make = (suffix: string, instructor: string, offset: number) =>
      createClassViaApi(request, {
        name: `${prefix} ${suffix}`,
        courseId: course.id,
        timeZone: ZONE,
        startDate: midnight(addDays(firstDay, offset)),
        endDate: midnight(addDays(firstDay, offset + 1)),
        instructor,
        attendees: 1,
      });
    await make('b', 'carol@academy.test', 2);
    await make('a', 'bob@academy.test', 0);
    await make('c', 'alice@academy.test', 1);

    await signInAsInstructor(page, '/classes');
    const ours = async () =>
      (await columnCells(page, 'Name').allTextContents()).filter((text) => text.startsWith(prefix));
    const header = (label: string) => page.getByRole('columnheader', { name: label, exact: true });

    await header('Name').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(await ours()).toEqual([`${prefix} a`, `${prefix} b`, `${prefix} c`]);
    await header('Name').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(await ours()).toEqual([`${prefix} c`, `${prefix} b`, `${prefix} a`]);

    await header('Instructor').getByRole('button').click();
    await expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(await ours()).toEqual([`${prefix} c`, `${prefix} a`, `${prefix} b`]);

    await header('Schedule').getByRole('button').click();
    expect(await ours()).toEqual([`${prefix} a`, `${prefix} c`, `${prefix} b`]);

    await header('Status').getByRole('button').click();
    await expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
    const statuses = await page
      .locator('tbody tr [data-status]')
      .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('data-status') ?? ''));
    expect(statuses).toEqual([...statuses].sort());
    expect(statuses).not.toContain('COMPLETED');
  });

  test('/classes/edit with no class chosen goes back to the list and says why', async ({ page }) => {
    await signInAsInstructor(page, '/classes');
    await page.goto('/classes/edit');
    await expect(page).toHaveURL(/\/classes$/);
    await expect(
      page.getByText('No class was chosen for editing. Use the Edit button of a class in the list.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('No class was chosen for editing.', { exact: false })).toHaveCount(0);
  });

  test.describe('error rows (fault injection)', () => {
    test('class list: Loading classes, then a 5xx in the orange banner', async ({ page, request }) => {
      await signInAsInstructor(page, '/classes');
      // The list's own first load is done: the fault is for the reload's.
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await injectFault(request, { method: 'GET', path: '/api/training-class', hang: true, times: 1 });
      await page.reload();
      await expect(page.getByText('Loading classes', { exact: true })).toBeVisible();

      await injectFault(request, { method: 'GET', path: '/api/training-class', status: 500, times: 1 });
      await page.reload();
      await expect(banner(page)).toContainText('Trouble fetching class list from the server.');
      await expect(banner(page)).toHaveClass(/bp6-intent-warning/);
      await expect(columnCells(page, 'Name')).toHaveCount(0);
      // The banner's Retry fetches the list again, without a reload.
      await banner(page).getByRole('button', { name: 'Retry' }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect(columnCells(page, 'Name').first()).toBeVisible();
    });

    test('create: a 5xx keeps the form and everything typed, shows the banner and logs', async ({ page, request }) => {
      const course = await activeCourse(request);
      const firstDay = addDays(dayIn(await serverNow(request)), 5);
      await signInAsInstructor(page, '/classes');
      await openNewClassForm(page);
      const typed = {
        name: uniqueName('Failing create'),
        timeZone: 'Europe/Paris',
        firstDay,
        lastDay: addDays(firstDay, 1),
        instructor: 'ada@academy.test',
        attendees: '4',
      };
      await fillClass(page, { ...typed, course: course.name });
      await expectFailedSaves(page, request, {
        fault: { method: 'POST', path: '/api/training-class' },
        button: 'Create Class',
        route: /\/classes\/new$/,
        failures: [[500, 'Server error.']],
        typed: { ...typed, courseId: course.id },
      });
      await page.getByRole('button', { name: 'Create Class' }).click();
      await expect(page).toHaveURL(/\/classes$/);
      await expect(classRow(page, typed.name)).toHaveCount(1);
    });
  });
});
