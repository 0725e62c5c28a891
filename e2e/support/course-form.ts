import { expect, type Page } from '@playwright/test';

/** Ticks a machine in the course form as a person does: on its label (Blueprint's indicator covers the input itself). */
export async function chooseVm(page: Page, vm: string): Promise<void> {
  const checkbox = page.getByLabel(vm, { exact: true });
  await expect(checkbox).not.toBeChecked();
  await page.getByRole('group', { name: 'VMs' }).getByText(vm, { exact: true }).click();
  await expect(checkbox).toBeChecked();
}
