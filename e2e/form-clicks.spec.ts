import type { Page } from '@playwright/test';
import { openAsInstructor } from './support/instructor';
import { expect, test } from './support/test';

/**
 * One real click on a form's submit button, made just after another field was focused, submits the form. The press
 * blurs that field and its message appears; the message's line is kept for it beforehand, so the button does not move
 * between the press and the release (which would lose the click). Each message checked belongs to a field never left,
 * so only a submit shows it.
 */
async function clickOnceAfterFocusing(page: Page, field: string, submit: string): Promise<void> {
  await page.getByLabel(field, { exact: true }).click();
  const button = page.getByRole('button', { name: submit });
  const before = await button.boundingBox();
  await button.click();
  expect(await button.boundingBox()).toEqual(before);
}

test.describe('a single click on submit', () => {
  test('the student login form', async ({ page }) => {
    await page.goto('/login');
    await clickOnceAfterFocusing(page, 'Username', 'Log in');
    await expect(page.getByText('Passphrase is required.', { exact: true })).toBeVisible();
  });

  test('the course form', async ({ page }) => {
    await openAsInstructor(page, '/courses/new');
    // The form as a person meets it: its folders arrived (the loading line above the fields is gone).
    await expect(page.getByText(/^Loading folders data/)).toHaveCount(0);
    await clickOnceAfterFocusing(page, 'Name', 'Create Course');
    await expect(page.getByText('Please select a folder option.', { exact: true })).toBeVisible();
  });

  test('the class form', async ({ page }) => {
    await openAsInstructor(page, '/classes/new');
    await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
    await clickOnceAfterFocusing(page, 'Name', 'Create Class');
    await expect(page.getByText('Attendees is required.', { exact: true })).toBeVisible();
  });
});

test("the Time Zone list never stays over the class form's controls", async ({ page }) => {
  await openAsInstructor(page, '/classes/new');
  await expect(page.getByText(/^Loading courses data/)).toHaveCount(0);
  const zone = page.getByRole('combobox', { name: 'Time Zone' });
  const list = page.getByRole('listbox', { name: 'Time zones' });
  await zone.fill('america');
  await expect(list).toBeVisible();
  // A press elsewhere on the page closes it, as leaving the field does.
  await page.getByRole('heading', { name: 'New Class' }).click();
  await expect(list).toBeHidden();
  await zone.fill('america');
  await expect(list).toBeVisible();
  // Clearing the field closes it: nothing is left over Create Class, which takes one click.
  await zone.fill('');
  await expect(list).toBeHidden();
  await page.getByRole('button', { name: 'Create Class' }).click();
  await expect(page.getByText('Please select a time zone.', { exact: true })).toBeVisible();
});
