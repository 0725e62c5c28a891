import type { KeyboardLayout, TrainingCourse } from '@academy/api';
import type { Locator, Page } from '@playwright/test';
import { call, instructorHeaders } from './student';

/**
 * Text and files into a lab machine from /view (issue 41): what the simulated guest's keyboard received, its layout,
 * the instructor's pause, and a file dropped on the console as a person drags it from their desktop.
 */

/** Everything the machine's keyboard typed since its clone, as its guest's layout read the keys (test hook). */
export async function typedInGuest(vm: string): Promise<string> {
  return (await call<{ typedText: string }>('GET', `/__test__/machines/${vm}/keyboard`)).typedText;
}

/** The size and SHA-256 (hex) of a file in the simulated guest (test hook). */
export async function guestFileDigest(vm: string, path: string): Promise<{ size: number; sha256: string }> {
  return call('GET', `/__test__/machines/${vm}/files?path=${encodeURIComponent(path)}`);
}

/** Sets the simulated guest's keyboard layout, as its administrator would (test hook). */
export async function setGuestLayout(vm: string, layout: KeyboardLayout): Promise<void> {
  await call('PUT', `/__test__/machines/${vm}/keyboard`, { body: { layout } });
}

/**
 * A course of the Windows Server folder's three machines whose DC01 is German in the course and has the simulated
 * guest's own account (files are copied into the guest with it), with a manual of one step whose code block is `code`.
 */
export async function createGermanCourse(code: string): Promise<TrainingCourse> {
  return call<TrainingCourse>('POST', '/api/training-course', {
    headers: await instructorHeaders(),
    body: {
      name: `Console input ${Date.now().toString(36)}`,
      description: 'A German domain controller, a manual to type from.',
      folder: 'group-v101',
      status: 'ACTIVE',
      vms: ['vm-tpl-1011', 'vm-tpl-1012', 'vm-tpl-1013'],
      keyboardLayouts: [{ vm: 'vm-tpl-1011', layout: 'de' }],
      guestAccounts: [{ vm: 'vm-tpl-1011', username: 'academy', password: 'Passw0rd!' }],
      manual: ['# Typing', '', '## Type it', '', '```', code, '```', ''].join('\n'),
    },
  });
}

/** The instructor's 'Pause screens' (or 'Resume') for the class, through the Training API. */
export async function pauseScreens(classId: string, paused: boolean): Promise<void> {
  await call('PUT', `/api/training-class/${classId}/screens`, { headers: await instructorHeaders(), body: { paused } });
}

/**
 * Drops a file on `target` as the browser does when one is dragged from the desktop: dragenter, dragover and drop
 * with a DataTransfer holding it (Playwright's own drag moves elements of the page, not files).
 */
export async function dropFile(page: Page, target: Locator, name: string, bytes: Uint8Array): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, content }) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([new Uint8Array(content)], name, { type: 'application/octet-stream' }));
      return dataTransfer;
    },
    { name, content: [...bytes] },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer: transfer });
}
