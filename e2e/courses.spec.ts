import type { TrainingCourse, TrainingCourseInput } from '@academy/api';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflowOnPhones, PHONE } from './support/a11y';
import { chooseVm } from './support/course-form';
import { openAsInstructor } from './support/instructor';
import { recordRequests } from './support/requests';
import { reviewScreenshot } from './support/review-screenshot';
import { cellOf, columnCells } from './support/table';
import { expect, test } from './support/test';

/**
 * The courses remote (spec §2 "Course list" and "Course form", §5, §8) as a signed-in instructor, against the
 * reference server. Other specs share the database, so every course made here has a name of its own.
 */

const SECURITY = {
  folder: 'group-v103',
  name: 'Security Fundamentals',
  vms: { 'vm-tpl-1031': 'kali - Attacker Workstation', 'vm-tpl-1032': 'target - Legacy Web Server' },
} as const;
const LINUX = {
  folder: 'group-v102',
  name: 'Linux Networking Essentials',
  vms: { 'vm-tpl-1021': 'router01 - VyOS Router', 'vm-tpl-1022': 'host-a - Ubuntu 24.04' },
} as const;

let counter = 0;
/** A course name no other test (or earlier run against the same database) uses. */
function uniqueName(label: string): string {
  counter += 1;
  return `${label} ${Date.now().toString(36)}-${counter}`;
}

async function instructorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/__test__/instructor-token', { data: {} });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Makes a course through the API, as another instructor would have: a Security Fundamentals course unless told. */
async function createCourseViaApi(
  request: APIRequestContext,
  label: string,
  input: Partial<TrainingCourseInput> = {},
): Promise<TrainingCourse> {
  const token = await instructorToken(request);
  const data: TrainingCourseInput = {
    name: uniqueName(label),
    description: 'x',
    folder: SECURITY.folder,
    status: 'ACTIVE',
    vms: ['vm-tpl-1031'],
    ...input,
  };
  const response = await request.post('/api/training-course', { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return (await response.json()) as TrainingCourse;
}

/** Signs in on the list and opens the edit form of `course` with its Edit button. */
async function editFromList(page: Page, course: TrainingCourse): Promise<void> {
  await openAsInstructor(page, '/courses');
  await courseRow(page, course.name).getByRole('button', { name: 'Edit' }).click();
  await expect(field(page, 'Name')).toHaveValue(course.name);
}

interface FaultRequest {
  method: string;
  path: string;
  status: number;
  times?: number;
}

async function injectFault(request: APIRequestContext, fault: FaultRequest): Promise<void> {
  const response = await request.post('/__test__/faults', { data: fault });
  expect(response.status()).toBe(201);
}

function courseRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/** The names in the list, top to bottom. */
async function listedNames(page: Page): Promise<string[]> {
  return columnCells(page, 'Name').allTextContents();
}

async function listedStatuses(page: Page): Promise<string[]> {
  return page
    .locator('tbody tr [data-status]')
    .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('data-status') ?? ''));
}

/** Presses Tab until `target` has focus, as a keyboard user moves through the form; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function field(page: Page, label: 'Name' | 'Description' | 'Folder' | 'Status'): Locator {
  return page.getByLabel(label, { exact: true });
}

async function fillCourse(
  page: Page,
  values: { name: string; description: string; folder: string; vms: string[]; status: string },
) {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Description').fill(values.description);
  await field(page, 'Folder').selectOption({ label: values.folder });
  for (const vm of values.vms) await chooseVm(page, vm);
  await field(page, 'Status').selectOption({ label: values.status });
}

test.describe('courses', () => {
  test.afterEach(async ({ request }) => {
    await request.delete('/__test__/faults');
  });

  test("creates a course from a folder's machines and lists it", async ({ page }) => {
    const name = uniqueName('Pen testing');
    await openAsInstructor(page, '/courses');
    await expect(page.getByRole('columnheader')).toHaveText(['Status', 'Name', 'Description', 'Folder', 'Actions']);

    await page.getByRole('button', { name: 'Add Course' }).click();
    await expect(page).toHaveURL(/\/courses\/new$/);
    await expect(page.getByRole('heading', { name: 'New Course' })).toBeVisible();
    // The folders come from their own call: waited for, not read once (a busy machine read the list before it came).
    await expect(field(page, 'Folder').locator('option')).toHaveText([
      'Select folder',
      'Windows Server 2022 Administration',
      LINUX.name,
      SECURITY.name,
    ]);
    await expect(page.getByRole('group', { name: 'VMs' })).toHaveCount(0);
    await expect(field(page, 'Status').locator('option')).toHaveText(['Select status', 'Active', 'Archived']);

    await field(page, 'Folder').selectOption({ label: SECURITY.name });
    await expect(page.getByRole('group', { name: 'VMs' }).getByRole('checkbox')).toHaveCount(2);
    await fillCourse(page, {
      name,
      description: 'Attack and defend a legacy web server.',
      folder: SECURITY.name,
      vms: Object.values(SECURITY.vms),
      status: 'Active',
    });

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/training-course'),
    );
    await page.getByRole('button', { name: 'Create Course' }).click();
    const request = await posted;
    expect(request.headers().authorization).toMatch(/^Bearer \S+/);
    expect(request.postDataJSON()).toEqual({
      name,
      description: 'Attack and defend a legacy web server.',
      folder: SECURITY.folder,
      status: 'ACTIVE',
      vms: Object.keys(SECURITY.vms),
      manual: '',
      // No machine given a guest account (checks in a manual run as one), every machine's keyboard US, files to the default folder.
      guestAccounts: [],
      keyboardLayouts: [],
      fileFolders: [],
    });

    await expect(page).toHaveURL(/\/courses$/);
    const row = courseRow(page, name);
    await expect(row).toBeVisible();
    await expect(cellOf(row, 'Status')).toHaveText('');
    await expect(cellOf(row, 'Status').getByRole('img', { name: 'ACTIVE' })).toBeVisible();
    await expect(cellOf(row, 'Name')).toHaveText(name);
    await expect(cellOf(row, 'Description')).toHaveText('Attack and defend a legacy web server.');
    await expect(cellOf(row, 'Folder')).toHaveText(SECURITY.name);
    await expect(cellOf(row, 'Actions')).toHaveText('Edit');
  });

  test('sorts by name and by status, both ways, with a visible indicator', async ({ page, request }) => {
    await createCourseViaApi(request, 'aaa sort', { status: 'ARCHIVED' });
    await createCourseViaApi(request, 'ZZZ sort');
    await openAsInstructor(page, '/courses');
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    const statusHeader = page.getByRole('columnheader', { name: 'Status' });
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader.locator('[data-icon="caret-up"]')).toBeVisible();
    const ascending = await listedNames(page);
    expect(ascending.length).toBeGreaterThanOrEqual(2);
    expect(ascending).toEqual([...ascending].sort(collator.compare));

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(nameHeader.locator('[data-icon="caret-down"]')).toBeVisible();
    expect(await listedNames(page)).toEqual([...ascending].reverse());

    await statusHeader.getByRole('button').click();
    await expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    const statusesUp = await listedStatuses(page);
    expect(statusesUp).toEqual([...statusesUp].sort());
    expect(new Set(statusesUp)).toEqual(new Set(['ACTIVE', 'ARCHIVED']));
    expect(statusesUp[0]).toBe('ACTIVE');

    await statusHeader.getByRole('button').click();
    await expect(statusHeader).toHaveAttribute('aria-sort', 'descending');
    const statusesDown = await listedStatuses(page);
    expect(statusesDown).toEqual([...statusesUp].reverse());
    expect(statusesDown[0]).toBe('ARCHIVED');
  });

  test('edits a course: prefilled without VMs, saved with PUT, listed changed', async ({ page, request }) => {
    const course = await createCourseViaApi(request, 'Routing', {
      description: 'Static routes.',
      folder: LINUX.folder,
      vms: ['vm-tpl-1021', 'vm-tpl-1022'],
    });
    const renamed = uniqueName('Routing and switching');
    await editFromList(page, course);

    await expect(page).toHaveURL(/\/courses\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit Course' })).toBeVisible();
    await expect(field(page, 'Description')).toHaveValue('Static routes.');
    await expect(field(page, 'Folder')).toHaveValue(LINUX.folder);
    await expect(field(page, 'Status')).toHaveValue('ACTIVE');
    const vms = page.getByRole('group', { name: 'VMs' }).getByRole('checkbox');
    await expect(vms).toHaveCount(3);
    for (const checkbox of await vms.all()) await expect(checkbox).not.toBeChecked();

    await field(page, 'Name').fill(renamed);
    await field(page, 'Description').fill('Static and dynamic routes.');
    await chooseVm(page, LINUX.vms['vm-tpl-1022']);
    await field(page, 'Status').selectOption({ label: 'Archived' });
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const sent = await put;
    expect(new URL(sent.url()).pathname).toBe(`/api/training-course/${course.id}`);
    expect(sent.postDataJSON()).toEqual({
      name: renamed,
      description: 'Static and dynamic routes.',
      folder: LINUX.folder,
      status: 'ARCHIVED',
      vms: ['vm-tpl-1022'],
      manual: '',
      guestAccounts: [],
      keyboardLayouts: [],
      fileFolders: [],
    });

    await expect(page).toHaveURL(/\/courses$/);
    const row = courseRow(page, renamed);
    await expect(row.getByRole('img', { name: 'ARCHIVED' })).toBeVisible();
    await expect(row).toContainText('Static and dynamic routes.');
    await expect(courseRow(page, course.name)).toHaveCount(0);
  });

  test('changing the folder clears the chosen VMs that are not in it', async ({ page }) => {
    await openAsInstructor(page, '/courses/new');
    await field(page, 'Folder').selectOption({ label: SECURITY.name });
    await chooseVm(page, SECURITY.vms['vm-tpl-1031']);
    await field(page, 'Folder').selectOption({ label: LINUX.name });
    await field(page, 'Folder').selectOption({ label: SECURITY.name });
    await expect(page.getByLabel(SECURITY.vms['vm-tpl-1031'], { exact: true })).not.toBeChecked();
  });

  test("a 500 on the course list shows 'Trouble fetching course list from the server.' in an orange banner", async ({
    page,
    request,
  }) => {
    await openAsInstructor(page, '/courses');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await injectFault(request, { method: 'GET', path: '/api/training-course', status: 500, times: 1 });
    await page.reload();
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('Trouble fetching course list from the server.');
    await expect(banner).toHaveClass(/bp6-intent-warning/);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    // The banner's Retry fetches the list again, without a reload.
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' }).first()).toBeVisible();
  });

  test("a 500 on create shows 'Server error.' above the fields, keeps what was typed, and logs it", async ({
    page,
    request,
  }) => {
    const name = uniqueName('Create fault 500');
    await openAsInstructor(page, '/courses/new');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await fillCourse(page, {
      name,
      description: 'Typed once.',
      folder: SECURITY.name,
      vms: [SECURITY.vms['vm-tpl-1032']],
      status: 'Archived',
    });
    await injectFault(request, { method: 'POST', path: '/api/training-course', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Create Course' }).click();

    const banner = page.getByRole('alert');
    await expect(banner).toHaveText('Server error.');
    await expect(banner).toHaveClass(/bp6-intent-danger/);
    await expect(page).toHaveURL(/\/courses\/new$/);
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(field(page, 'Description')).toHaveValue('Typed once.');
    await expect(field(page, 'Folder')).toHaveValue(SECURITY.folder);
    await expect(page.getByLabel(SECURITY.vms['vm-tpl-1032'], { exact: true })).toBeChecked();
    await expect(page.getByLabel(SECURITY.vms['vm-tpl-1031'], { exact: true })).not.toBeChecked();
    await expect(field(page, 'Status')).toHaveValue('ARCHIVED');
    await expect.poll(() => errors.some((error) => error.includes('Course save failed'))).toBe(true);

    // The fault was for one call: the same typed values now save.
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(courseRow(page, name).getByRole('img', { name: 'ARCHIVED' })).toBeVisible();
  });

  test('a reload of /courses/edit, or the address typed, goes back to the list with a message', async ({
    page,
    request,
  }) => {
    const course = await createCourseViaApi(request, 'Reloaded');
    await editFromList(page, course);

    await page.reload();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText('Choose a course to edit from the list.')).toBeVisible();
    await expect(courseRow(page, course.name)).toBeVisible();

    await page.goto('/courses/edit');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText('Choose a course to edit from the list.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Course' })).toHaveCount(0);

    // Choosing a course clears the message.
    await courseRow(page, course.name).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Course' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText('Choose a course to edit from the list.')).toHaveCount(0);
  });

  test("a machine's keyboard layout and file folder, set by keyboard alone at 390 px, are saved with the course", async ({
    page,
    request,
  }, testInfo) => {
    const course = await createCourseViaApi(request, 'Typing', { folder: 'group-v101', vms: ['vm-tpl-1011'] });
    await editFromList(page, course);
    await page.setViewportSize(PHONE);
    await field(page, 'Name').focus();
    await tabTo(page, page.getByLabel('DC01 - Domain Controller', { exact: true }));
    await page.keyboard.press('Space');
    const machine = page.getByRole('group', { name: 'DC01 - Domain Controller', exact: true });
    const layout = machine.getByLabel('Keyboard layout');
    await tabTo(page, layout);
    await expect(layout).toHaveValue('us');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(layout).toHaveValue('de');
    await page.keyboard.press('Tab');
    const folder = machine.getByLabel('Files go to');
    await expect(folder).toBeFocused();
    await expect(folder).toHaveAttribute('placeholder', 'C:\\Users\\<account>\\Desktop');
    await page.keyboard.type('Shared');
    await page.keyboard.press('Tab');
    await expect(
      machine.getByText('Enter a full Windows path that starts with a drive, such as C:\\Users\\Public\\Desktop.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await reviewScreenshot(page, testInfo.outputPath('course-machine-settings-390.png'));
    await expectNoHorizontalOverflowOnPhones(page);
    await page.setViewportSize(PHONE);

    await page.keyboard.press('Shift+Tab');
    await expect(folder).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('C:\\Shared');
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await page.keyboard.press('Enter');
    expect((await put).postDataJSON()).toMatchObject({
      vms: ['vm-tpl-1011'],
      keyboardLayouts: [{ vm: 'vm-tpl-1011', layout: 'de' }],
      fileFolders: [{ vm: 'vm-tpl-1011', folder: 'C:\\Shared' }],
    });
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('deletes a course from its edit form after the Delete Course dialog', async ({ page, request }) => {
    const course = await createCourseViaApi(request, 'Short-lived', { status: 'ARCHIVED' });
    const requests = recordRequests(page);
    await editFromList(page, course);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete Course' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete Course');
    await expect(dialog).toContainText('Are you sure? This will permanently erase this course.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Course' }).click();
    const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(new URL((await deleted).url()).pathname).toBe(`/api/training-course/${course.id}`);
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(courseRow(page, course.name)).toHaveCount(0);
    // Every icon of the list, the form and the dialog is its own component: Blueprint's icon-path chunks never load.
    expect(requests.urls.filter((url) => /blueprint-(next-)?icons-.*paths/.test(url))).toEqual([]);
  });
});
