import type { TrainingClass, TrainingClassInput, TrainingCourse, TrainingCourseInput } from '@academy/api';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import {
  DESKTOP,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  expectNoHorizontalOverflow,
  expectNoHorizontalOverflowOnPhones,
  NARROW_PHONE,
  PHONE,
} from './support/a11y';
import { openAsInstructor } from './support/instructor';
import { monitorPath } from './support/monitor';
import { reviewScreenshot } from './support/review-screenshot';
import { createLabClass } from './support/student';
import { expect, test } from './support/test';

/**
 * The instructor pages (/courses, /courses/new, /courses/edit, /classes, /classes/new, /classes/edit) for everyone:
 * axe at every impact on each page and state at a desktop and a phone width, no sideways scrolling at 390 and 320 px,
 * a class's buttons in reach on a phone, the delete dialogs keeping and giving back focus, and a class made with the
 * keyboard alone, its zone chosen in the Time Zone picker by typing part of its name. The browser runs in
 * Asia/Kolkata, which Chromium calls by its former name Asia/Calcutta. Other specs share the database: whatever is
 * made here has a name of its own.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-US' });

const DAY_MS = 86_400_000;
/** A folder of the reference server with machines, for the courses made here. */
const SECURITY_FOLDER = { folder: 'group-v103', vm: 'vm-tpl-1031' } as const;

let counter = 0;
function uniqueName(label: string): string {
  counter += 1;
  return `${label} ${Date.now().toString(36)}${counter}`;
}

// ---- The reference server's API ----

async function instructorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/__test__/instructor-token', { data: {} });
  expect(response.ok()).toBe(true);
  return { Authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

async function serverCourses(request: APIRequestContext): Promise<TrainingCourse[]> {
  const response = await request.get('/api/training-course', { headers: await instructorHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as TrainingCourse[];
}

async function createCourse(
  request: APIRequestContext,
  label: string,
  status: TrainingCourseInput['status'],
): Promise<TrainingCourse> {
  const data: TrainingCourseInput = {
    name: uniqueName(label),
    description: 'Made by the accessibility tests.',
    folder: SECURITY_FOLDER.folder,
    status,
    vms: [SECURITY_FOLDER.vm],
  };
  const response = await request.post('/api/training-course', { data, headers: await instructorHeaders(request) });
  expect(response.status()).toBe(201);
  return (await response.json()) as TrainingCourse;
}

async function archiveCourse(request: APIRequestContext, course: TrainingCourse): Promise<void> {
  const { name, description, folder, vms } = course;
  const response = await request.put(`/api/training-course/${course.id}`, {
    data: { name, description, folder, vms, status: 'ARCHIVED' },
    headers: await instructorHeaders(request),
  });
  expect(response.ok()).toBe(true);
}

/** A class a month from now, three days long, in the zone given (spelled as given). */
async function createClass(
  request: APIRequestContext,
  values: { name: string; courseId: string; timeZone: string },
): Promise<TrainingClass> {
  const firstDay = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 30 * DAY_MS);
  const data: TrainingClassInput = {
    ...values,
    startDate: firstDay.toISOString(),
    endDate: new Date(firstDay.getTime() + 3 * DAY_MS).toISOString(),
    instructor: 'ada@academy.test',
    attendees: 2,
  };
  const response = await request.post('/api/training-class', { data, headers: await instructorHeaders(request) });
  expect(response.status()).toBe(201);
  return (await response.json()) as TrainingClass;
}

async function firstActiveCourse(request: APIRequestContext): Promise<TrainingCourse> {
  const course = (await serverCourses(request)).find(({ status, vms }) => status === 'ACTIVE' && vms.length > 0);
  if (!course) throw new Error('the reference server has no active course with machines');
  return course;
}

// ---- The pages ----

/**
 * Signs in at a desktop width (the header's links are in sight there), then takes the width asked for: on a phone the
 * header folds its links into a menu.
 */
async function signInAt(page: Page, path: string, size: { width: number; height: number }): Promise<void> {
  await openAsInstructor(page, path);
  await page.setViewportSize(size);
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });
/** The options of the Time Zone picker's list (the selects have options of their own). */
const zoneOptions = (page: Page): Locator => page.getByRole('listbox', { name: 'Time zones' }).getByRole('option');
const heading = (page: Page): Locator => page.locator('h1');

async function openCourses(page: Page): Promise<void> {
  await page.goto('/courses');
  await expect(heading(page)).toHaveText(['Courses']);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

async function openNewCourse(page: Page): Promise<void> {
  await page.goto('/courses/new');
  await expect(heading(page)).toHaveText(['New Course']);
  await expect(field(page, 'Folder')).toBeVisible();
}

async function openClasses(page: Page): Promise<void> {
  await page.goto('/classes');
  await expect(heading(page)).toHaveText(['Classes']);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

async function openNewClass(page: Page): Promise<void> {
  await page.goto('/classes/new');
  await expect(heading(page)).toHaveText(['New Class']);
  await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
}

/** The five course messages (§5) show after an empty submit, a folder chosen so the VMs group shows too. */
async function failCourseSubmit(page: Page): Promise<void> {
  await field(page, 'Folder').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select at least one VM.', { exact: true })).toBeVisible();
}

/** Every class message (§5) after an empty submit, the zone cleared as well. */
async function failClassSubmit(page: Page): Promise<void> {
  await field(page, 'Time Zone').fill('');
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByText('Please select a time zone.', { exact: true })).toBeVisible();
  await expect(page.getByText('Attendees is required.', { exact: true })).toBeVisible();
}

/**
 * The delete dialog has finished opening (focus is on its Cancel once its fade-in is over): checked before axe, which
 * would measure the colours of a dialog still fading in.
 */
async function expectDialogOpened(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('alertdialog', { name: title }).getByRole('button', { name: 'Cancel' })).toBeFocused();
}

/** Presses Tab until `target` has focus, as a keyboard user moves through a page; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('instructor pages: accessibility and phones', () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/__test__/faults');
  });

  /** The instructor pages and their states, a test each so that each has a budget of its own (12 axe runs in one
   * test took over 120 s on a busy machine). Each group ends where the next begins: on a page of its own. */
  const pageGroups = {
    'the course list, its edit form and delete dialog, the new course form with its errors': async (page, check) => {
      await openCourses(page);
      await check('courses');
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await expect(heading(page)).toHaveText(['Edit Course']);
      await check('course-edit');
      await page.getByRole('button', { name: 'Delete Course' }).click();
      await expectDialogOpened(page, 'Delete Course');
      await check('course-delete-dialog');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      await openNewCourse(page);
      await check('course-new');
      await failCourseSubmit(page);
      await check('course-new-errors');
    },
    'the class list, its delete dialog and the edit form': async (page, check) => {
      await openClasses(page);
      await check('classes');
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await expectDialogOpened(page, 'Delete Class');
      await check('class-delete-dialog');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await expect(heading(page)).toHaveText(['Edit Class']);
      await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
      await check('class-edit');
    },
    'the new class form, its errors and the time zone picker': async (page, check) => {
      await openNewClass(page);
      await check('class-new');
      await failClassSubmit(page);
      await check('class-new-errors');
      await field(page, 'Time Zone').fill('america');
      await expect(page.getByRole('listbox', { name: 'Time zones' })).toBeVisible();
      await check('class-new-zone-picker');
      await field(page, 'Time Zone').fill('atlantis');
      await expect(page.getByRole('status').filter({ hasText: 'No time zone matches.' })).toBeVisible();
      await check('class-new-zone-picker-no-match');
    },
    "a roster typed with its problems, and a class's invitations on its edit page": async (page, check) => {
      await openNewClass(page);
      await field(page, 'Students').fill('Ann Lee, ann.lee@example.org\nBob Chen, bob@\nAnn Lee, ANN.LEE@example.org');
      await expect(page.getByText("Row 2: 'bob@' is not an e-mail address.")).toBeVisible();
      await check('class-new-roster');

      const suffix = Date.now().toString(36);
      const { name } = await createLabClass({
        provisioned: false,
        roster: [
          { name: 'Grace Hopper', email: `grace.${suffix}@example.org` },
          { name: 'Alan Turing', email: `alan.${suffix}@example.org` },
        ],
      });
      await openClasses(page);
      await rowOf(page, name).getByRole('button', { name: 'Edit' }).click();
      await expect(heading(page)).toHaveText(['Edit Class']);
      await expect(page.getByRole('heading', { level: 2, name: 'Invitations' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Invitations' }).getByText('Grace Hopper').first()).toBeVisible();
      await check('class-edit-invitations');
    },
  } satisfies Record<string, (page: Page, check: (name: string) => Promise<void>) => Promise<void>>;

  for (const [group, visit] of Object.entries(pageGroups)) {
    test(`axe finds nothing on ${group}, at 1280 and 390 px`, async ({ page }, testInfo) => {
      // Eight axe runs over whole pages: seconds each on a busy machine.
      test.setTimeout(120_000);
      await signInAt(page, '/courses', DESKTOP);
      await visit(page, async (name) => {
        await expectNoAxeViolationsAtBothWidths(page, async () => {
          await expectNoAxeViolations(page);
          if (page.viewportSize()?.width === PHONE.width) {
            await reviewScreenshot(page, testInfo.outputPath(`${name}.png`));
          }
        });
      });
    });
  }

  test('no page scrolls sideways at 390 and 320 px', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAt(page, '/courses', PHONE);
    await openCourses(page);
    await expectNoHorizontalOverflowOnPhones(page);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await expect(heading(page)).toHaveText(['Edit Course']);
    await expectNoHorizontalOverflowOnPhones(page);
    await page.getByRole('button', { name: 'Delete Course' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoHorizontalOverflowOnPhones(page);

    await openNewCourse(page);
    await failCourseSubmit(page);
    await expectNoHorizontalOverflowOnPhones(page);

    await openClasses(page);
    await expectNoHorizontalOverflowOnPhones(page);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    // Escape closes the dialog once it has the focus (an Escape pressed while it still fades in was lost).
    await expectDialogOpened(page, 'Delete Class');
    await expectNoHorizontalOverflowOnPhones(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await expect(heading(page)).toHaveText(['Edit Class']);
    await expectNoHorizontalOverflowOnPhones(page);

    await openNewClass(page);
    await expectNoHorizontalOverflowOnPhones(page);
    await failClassSubmit(page);
    await expectNoHorizontalOverflowOnPhones(page);
    await field(page, 'Time Zone').fill('argentina');
    await expect(page.getByRole('listbox', { name: 'Time zones' })).toBeVisible();
    await expectNoHorizontalOverflowOnPhones(page);
  });

  test("a class's Edit and Delete, and Add Class, are in reach at 390 px without scrolling sideways", async ({
    page,
    request,
  }) => {
    const course = await firstActiveCourse(request);
    const created = await createClass(request, {
      name: uniqueName('Phone reach'),
      courseId: course.id,
      timeZone: 'UTC',
    });
    await signInAt(page, '/classes', PHONE);
    await openClasses(page);
    const row = rowOf(page, created.name);
    for (const button of [
      page.getByRole('button', { name: 'Add Class' }),
      row.getByRole('button', { name: 'Edit' }),
      row.getByRole('button', { name: 'Delete' }),
    ]) {
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      // Nothing covers it (the header, say): the point at its middle is the button itself.
      const isOnTop = await button.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      });
      expect(isOnTop).toBe(true);
    }
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    // The card labels its lines, and Edit opens the class.
    await expect(row.getByRole('cell', { name: 'ada@academy.test' })).toBeVisible();
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(heading(page)).toHaveText(['Edit Class']);
  });

  test('the whole sortable heading sorts, by mouse and keyboard, and says its order', async ({ page }) => {
    await signInAt(page, '/classes', DESKTOP);
    await openClasses(page);
    const name = page.getByRole('columnheader', { name: 'Name', exact: true });
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await expect(name.getByRole('button', { name: 'Name' })).toHaveAttribute('title', 'Sort by Name');
    // A click near the cell's right edge, well away from the word.
    const box = await name.boundingBox();
    if (!box) throw new Error('the Name heading is not on screen');
    await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await name.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await page.keyboard.press('Space');
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
  });

  test('the delete dialog keeps focus inside and gives it back to the Delete that opened it', async ({
    page,
    request,
  }) => {
    const course = await firstActiveCourse(request);
    const created = await createClass(request, {
      name: uniqueName('Focus trap'),
      courseId: course.id,
      timeZone: 'UTC',
    });
    await signInAt(page, '/classes', DESKTOP);
    await openClasses(page);
    const remove = rowOf(page, created.name).getByRole('button', { name: 'Delete' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete Class' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Are you sure? This will permanently erase this class.');
    // Focus starts on Cancel, inside the dialog, and Tab keeps it in the dialog's overlay.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    const focusIsInside = () =>
      dialog.evaluate((element) => Boolean(element.closest('.bp6-overlay')?.contains(document.activeElement)));
    for (let presses = 0; presses < 5; presses++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();

    // Deleted: the button went with its row, so focus goes to the page's heading rather than the page's start.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, created.name)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeFocused();
  });

  test('loading is announced: the lists, the folders and the courses of the class form', async ({ page, request }) => {
    // Each page's other calls must be answered before the next hanging answer is asked for: a late one (the course
    // list's folders, say) would take the answer meant for the next page.
    const calls = new Set<Request>();
    page.on('request', (call) => {
      if (new URL(call.url()).pathname.startsWith('/api/')) calls.add(call);
    });
    page.on('requestfinished', (call) => calls.delete(call));
    page.on('requestfailed', (call) => calls.delete(call));
    const callsOtherThan = (api: string) => [...calls].filter((call) => new URL(call.url()).pathname !== api).length;
    await signInAt(page, '/courses', DESKTOP);
    // Its list shown, the page has made its calls: none is left to start after the first hanging answer is asked for.
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => callsOtherThan('')).toBe(0);
    for (const [path, api, text] of [
      ['/courses', '/api/training-course', 'Loading courses'],
      ['/courses/new', '/api/training-course/folder', 'Loading folders data'],
      ['/classes', '/api/training-class', 'Loading classes'],
      ['/classes/new', '/api/training-course', 'Loading courses data'],
    ] as const) {
      await request.post('/__test__/faults', { data: { method: 'GET', path: api, hang: true, times: 1 } });
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
      await expect.poll(() => callsOtherThan(api)).toBe(0);
    }
    // The overlay's dots are for the eye: its live region says the words alone.
    const spoken = await page
      .getByRole('status')
      .filter({ hasText: 'Loading courses data' })
      .evaluate((element) => {
        const clone = element.cloneNode(true) as HTMLElement;
        for (const hidden of Array.from(clone.querySelectorAll("[aria-hidden='true']"))) hidden.remove();
        return clone.textContent;
      });
    expect(spoken).toBe('Loading courses data');
  });

  test('the Course select offers the active courses, and an edited class keeps its archived one', async ({
    page,
    request,
  }) => {
    const archived = await createCourse(request, 'Archived a11y', 'ARCHIVED');
    const retired = await createCourse(request, 'Retired a11y', 'ACTIVE');
    const created = await createClass(request, {
      name: uniqueName('Old course'),
      courseId: retired.id,
      timeZone: 'UTC',
    });
    await archiveCourse(request, retired);
    const active = (await serverCourses(request)).filter(({ status }) => status === 'ACTIVE').map(({ name }) => name);

    await signInAt(page, '/classes', DESKTOP);
    await openNewClass(page);
    await expect(field(page, 'Course').locator('option')).toHaveText(['Select course', ...active]);
    expect(active).not.toContain(archived.name);
    expect(active).not.toContain(retired.name);

    await openClasses(page);
    await rowOf(page, created.name).getByRole('button', { name: 'Edit' }).click();
    await expect(heading(page)).toHaveText(['Edit Class']);
    await expect(field(page, 'Course')).toHaveValue(retired.id);
    await expect(field(page, 'Course').locator('option')).toHaveText(['Select course', ...active, retired.name]);
  });

  test('time zones go by their current names; a class stored with a former name keeps it', async ({
    page,
    request,
  }) => {
    const course = await firstActiveCourse(request);
    const legacy = await createClass(request, {
      name: uniqueName('Calcutta class'),
      courseId: course.id,
      timeZone: 'Asia/Calcutta',
    });
    await signInAt(page, '/classes', DESKTOP);
    await openNewClass(page);
    // Chromium reports the browser's zone as Asia/Calcutta: the form says Asia/Kolkata, with its offset.
    const zone = field(page, 'Time Zone');
    await expect(zone).toHaveValue('Asia/Kolkata');
    await expect(zone).toHaveAccessibleDescription('UTC+05:30');
    await zone.fill('calcutta');
    await expect(zoneOptions(page)).toHaveText(['Asia/Kolkata (UTC+05:30)']);
    await zone.fill('asia/');
    await expect(zoneOptions(page).filter({ hasText: /^Asia\/Kolkata / })).toHaveCount(1);
    await expect(zoneOptions(page).filter({ hasText: /^Asia\/Calcutta / })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await openClasses(page);
    await rowOf(page, legacy.name).getByRole('button', { name: 'Edit' }).click();
    await expect(heading(page)).toHaveText(['Edit Class']);
    await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
    await expect(zone).toHaveValue('Asia/Calcutta');
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await put).postDataJSON()).toMatchObject({ timeZone: 'Asia/Calcutta' });
    await expect(page).toHaveURL(/\/classes$/);
  });

  test('an instructor creates a class with the keyboard alone, the zone chosen by typing part of its name', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const active = (await serverCourses(request)).filter(({ status }) => status === 'ACTIVE');
    const course = active[0];
    if (!course) throw new Error('the reference server has no active course');
    const name = uniqueName('Keyboard class');
    await signInAt(page, '/classes', DESKTOP);
    await openClasses(page);

    // Add Class, by Tab and Enter; focus lands on the new page's heading.
    await tabTo(page, page.getByRole('button', { name: 'Add Class' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/classes\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Class' })).toBeFocused();
    await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);

    // Enter on the empty form: focus goes to the first field in error, which says what is wrong.
    await tabTo(page, field(page, 'Name'));
    await page.keyboard.press('Enter');
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required.');

    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Course')).toBeFocused();
    await expect(field(page, 'Course').locator('option')).toHaveText(['Select course', ...active.map((c) => c.name)]);
    await page.keyboard.press('ArrowDown');
    await expect(field(page, 'Course')).toHaveValue(course.id);

    // The zone: part of its name typed, the first match made active, Enter chooses it.
    await page.keyboard.press('Tab');
    const zone = page.getByRole('combobox', { name: 'Time Zone' });
    await expect(zone).toBeFocused();
    await page.keyboard.type('toky');
    await expect(zoneOptions(page)).toHaveText(['Asia/Tokyo (UTC+09:00)']);
    await expect(zone).toHaveAttribute('aria-expanded', 'true');
    const activeOption = await zone.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${activeOption}"]`)).toHaveText('Asia/Tokyo (UTC+09:00)');
    await page.keyboard.press('Enter');
    await expect(zone).toHaveValue('Asia/Tokyo');
    await expect(zone).toHaveAttribute('aria-expanded', 'false');
    await expect(zone).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(field(page, 'First Day of Class')).toBeFocused();
    await page.keyboard.type('03052031');
    await tabTo(page, field(page, 'Last Day of Class'), 4);
    await page.keyboard.type('03072031');
    await tabTo(page, field(page, 'Instructor Email'), 4);
    await page.keyboard.type('ada@academy.test');
    // The roster comes next (left empty: a class without one, as the spec's form), then its 'Upload CSV…'.
    await page.keyboard.press('Tab');
    await expect(field(page, 'Students')).toBeFocused();
    await tabTo(page, field(page, 'Attendees'), 3);
    for (let presses = 0; presses < 3; presses++) await page.keyboard.press('ArrowDown');
    await expect(field(page, 'Attendees')).toHaveValue('3');

    const posted = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/training-class'));
    await tabTo(page, page.getByRole('button', { name: 'Create Class' }), 4);
    await page.keyboard.press('Enter');
    expect((await posted).postDataJSON()).toMatchObject({
      name,
      courseId: course.id,
      timeZone: 'Asia/Tokyo',
      startDate: '2031-03-04T15:00:00.000Z',
      endDate: '2031-03-07T15:00:00.000Z',
      instructor: 'ada@academy.test',
      attendees: 3,
    });
    await expect(page).toHaveURL(/\/classes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeFocused();
    await expect(rowOf(page, name)).toHaveCount(1);
  });

  test('the class monitor: axe finds nothing and nothing scrolls sideways at 1280, 390 and 320 px; its buttons work by keyboard', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const labClass = await createLabClass({ attendees: 2 });
    const [first] = labClass.students;
    await signInAt(page, monitorPath(labClass.id), DESKTOP);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Screen of / })).toHaveCount(6);
    for (const [label, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
      ['narrow-phone', NARROW_PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await reviewScreenshot(page, testInfo.outputPath(`class-monitor-${label}.png`));
    }

    // Revert lab by keyboard: the dialog takes focus, Cancel closes it.
    const revert = page
      .getByRole('listitem', { name: first?.username ?? '' })
      .getByRole('button', { name: 'Revert lab' });
    await revert.focus();
    await page.keyboard.press('Enter');
    await expectDialogOpened(page, 'Revert lab');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
