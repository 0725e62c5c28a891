import { expect, type Locator, type Page } from '@playwright/test';
import { openAsInstructor } from './instructor';
import type { Student } from './student';

/** The instructor's class monitor (/classes/monitor?id=), read as a person reads it. */

export function monitorPath(classId: string): string {
  return `/classes/monitor?id=${encodeURIComponent(classId)}`;
}

/** Signs the instructor in straight onto the class monitor and waits until its push channel is live. */
export async function openMonitor(page: Page, classId: string): Promise<void> {
  await openAsInstructor(page, monitorPath(classId));
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
}

/** A student's card on the monitor. */
export function studentCard(page: Page, student: Student): Locator {
  return page.getByRole('listitem', { name: student.username, exact: true });
}

/** One machine on a student's card, named after the machine and its state, e.g. 'DC01 - Domain Controller, Powered On'. */
export function monitorMachine(page: Page, student: Student, machineName: string): Locator {
  return studentCard(page, student).getByRole('listitem', {
    name: new RegExp(`^${machineName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
  });
}

/** The thumbnail of a machine's screen: how many of its pixels differ from the screen's background. */
export async function litPixelsOf(image: Locator): Promise<{ width: number; lit: number }> {
  return image.evaluate(async (img: HTMLImageElement) => {
    // The thumbnail is replaced every few seconds (its old object URL revoked): use the picture loaded now.
    if (!img.complete || img.naturalWidth === 0) {
      await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
    }
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return { width: 0, lit: 0 };
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let lit = 0;
    for (let offset = 0; offset < data.length; offset += 4) if ((data[offset] ?? 0) > 0x80) lit += 1;
    return { width: img.naturalWidth, lit };
  });
}
