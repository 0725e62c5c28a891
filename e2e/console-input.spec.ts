import { createHash } from 'node:crypto';
import { DESKTOP, PHONE } from './support/a11y';
import { openConsole } from './support/console';
import {
  createGermanCourse,
  dropFile,
  guestFileDigest,
  pauseScreens,
  setGuestLayout,
  typedInGuest,
} from './support/console-input';
import { reviewScreenshot } from './support/review-screenshot';
import { createLabClass, type LabClass, labMachinesOf, type Student } from './support/student';
import { expect, test } from './support/test';

/**
 * Text and files into a lab machine from /view (issue 41), against the reference server's simulated guests: Paste
 * and the manual's "Type into the console" are typed by the server in the machine's layout (a German guest here,
 * German in its course), an instructor's pause holds a paste, and a file dropped on the console lands in the guest.
 */

const MACHINE = 'DC01 - Domain Controller';
/** Issue 41's 200 characters, for a German keyboard: @ # \ | € ~ { } ä ß é and line breaks. */
const TEXT = 'admin@dc01 # C:\\Temp | 5 € ~ {x} ä ß é\n'.repeat(6).slice(0, 200);
const SHOTS = 'test-results/console-input-screenshots';

let labClass: LabClass;
let student: Student;
/** The student's DC01. */
let vm: string;

test.beforeAll(async () => {
  const course = await createGermanCourse(TEXT);
  labClass = await createLabClass({ attendees: 1, courseId: course.id });
  const [first] = labClass.students;
  if (!first) throw new Error('the class has no student');
  student = first;
  const machine = (await labMachinesOf(student)).find(({ name }) => name === MACHINE);
  if (!machine) throw new Error(`the lab has no ${MACHINE}`);
  vm = machine.vm;
  await setGuestLayout(vm, 'de');
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'], viewport: DESKTOP });

test("the select says The course's (German) before anything is typed: the lab's ticket tells /view the layout", async ({
  page,
}) => {
  await openConsole(page, student, MACHINE);
  const layout = page.getByLabel('Keyboard layout');
  await expect(layout).toHaveValue('');
  await expect(layout.locator('option:checked')).toHaveText("The course's (German)");
});

test("the issue's 200 characters arrive whole in a German guest through Paste and through 'Type into the console'", async ({
  page,
}) => {
  await openConsole(page, student, MACHINE);
  const before = await typedInGuest(vm);
  await page.evaluate((text) => navigator.clipboard.writeText(text), TEXT);
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(page.getByText('Typed 200 characters into the machine (German keyboard).')).toBeVisible();
  expect(await typedInGuest(vm)).toBe(before + TEXT);
  // Typed in the course's layout, which the select now names.
  const layout = page.getByLabel('Keyboard layout');
  await expect(layout).toHaveValue('');
  await expect(layout.locator('option:checked')).toHaveText("The course's (German)");

  const manual = page.getByRole('region', { name: 'Lab manual' });
  await manual.getByRole('button', { name: 'Type into the console' }).click();
  await expect(manual.getByText('Typed 200 characters into the machine (German keyboard).')).toBeVisible();
  expect(await typedInGuest(vm)).toBe(before + TEXT + TEXT);
});

test("a paste during the instructor's pause is held, and typed once the pause ends", async ({ page }) => {
  await openConsole(page, student, MACHINE);
  const before = await typedInGuest(vm);
  await pauseScreens(labClass.id, true);
  try {
    await expect(page.locator('[data-screens-paused]')).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText('Get-Date\n'));
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(page.getByText('Held: Your instructor has paused the lab screens.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Typing… 0 of 9 characters' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel typing' })).toBeVisible();
    await reviewScreenshot(page, `${SHOTS}/paste-held-1280.png`, false);
    await page.setViewportSize(PHONE);
    await reviewScreenshot(page, `${SHOTS}/paste-held-390.png`);
    await page.setViewportSize(DESKTOP);
    expect(await typedInGuest(vm)).toBe(before);
  } finally {
    await pauseScreens(labClass.id, false);
  }
  await expect(page.getByText('Typed 9 characters into the machine (German keyboard).')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await typedInGuest(vm)).toBe(`${before}Get-Date\n`);
});

test('a file dropped on the console lands in the machine byte for byte', async ({ page }) => {
  await openConsole(page, student, MACHINE);
  const name = `notes-${Date.now().toString(36)}.bin`;
  const bytes = Uint8Array.from({ length: 256 * 1024 }, (_, index) => (index * 31 + 7) % 251);
  // The console's own element: the SDK's host fills it.
  await dropFile(page, page.locator('#academy-console-host').locator('..'), name, bytes);
  const sent = page.getByText(`Sent ${name} to `);
  await expect(sent).toBeVisible();
  const folder = ((await sent.textContent()) ?? '').slice(`Sent ${name} to `.length);
  const path = `${folder}${folder.includes('\\') ? '\\' : '/'}${name}`;
  expect(await guestFileDigest(vm, path)).toEqual({
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
});
