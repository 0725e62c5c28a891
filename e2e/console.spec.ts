import type { Page, WebSocket } from '@playwright/test';
import {
  dropConsoleConnections,
  expectOnScreen,
  globalListenerTypes,
  openConsole,
  readConsoleScreen,
} from './support/console';
import { E2E_CONSOLE_RECONNECT_MS } from './support/e2e-server';
import { watchNetwork } from './support/requests';
import { createStudent, machineRow, openAsStudent, type Student } from './support/student';
import { expect, test } from './support/test';

/**
 * The console remote on /view against the reference console server (RFB 3.8 over WebSocket, a text console per
 * connection: boot banner, login prompt naming the machine, key echo, Ctrl+Alt+Del, `copy <text>` to the clipboard).
 */

const MACHINE = 'DC01 - Domain Controller';

let student: Student;

test.beforeAll(async () => {
  student = await createStudent();
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface ConsoleSocket {
  socket: WebSocket;
  openedAt: number;
  closedAt?: number;
}

/** Every console WebSocket the page opens, with when it opened and closed. */
function recordConsoleSockets(page: Page): ConsoleSocket[] {
  const sockets: ConsoleSocket[] = [];
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.startsWith('/console/')) return;
    const entry: ConsoleSocket = { socket, openedAt: Date.now() };
    socket.on('close', () => {
      entry.closedAt = Date.now();
    });
    sockets.push(entry);
  });
  return sockets;
}

function recordConsoleLog(page: Page): Array<{ type: string; text: string }> {
  const log: Array<{ type: string; text: string }> = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[console]')) log.push({ type: message.type(), text: message.text() });
  });
  return log;
}

/** Gives the console the keyboard, as a click on it does. */
async function focusConsole(page: Page): Promise<void> {
  await page.locator('#mainCanvas').click();
}

test.describe('console on /view', () => {
  test('with no machine chosen (a reload, a typed URL) it says so and links back to the machine list', async ({
    page,
  }) => {
    await openAsStudent(page, student);
    await page.goto('/view');
    await expect(page.getByText('No machine selected')).toBeVisible();
    await expect(page.locator('#mainCanvas')).toHaveCount(0);
    // The WebMKS SDK (it patches Array.prototype) is loaded only when a console opens.
    expect(await page.evaluate(() => 'push8' in Array.prototype)).toBe(false);
    await page.locator('main').getByRole('link', { name: 'Back to your machines' }).click();
    await expect(page).toHaveURL(/\/machines$/);
    await expect(machineRow(page, MACHINE)).toBeVisible();
  });

  test("the canvas shows the machine's screen: boot banner and login prompt naming it", async ({ page }) => {
    await openConsole(page, student, MACHINE);
    await expectOnScreen(page, `${MACHINE} login:`);
    const screen = await readConsoleScreen(page);
    expect(screen.slice(0, 5)).toEqual([
      'Academy Lab BIOS v1.1',
      `Booting ${MACHINE}...`,
      '[  OK  ] Reached target Multi-User System.',
      '',
      `${MACHINE} login:`,
    ]);
    expect(await page.evaluate(() => 'push8' in Array.prototype)).toBe(true);
  });

  test('typed text reaches the machine and comes back on screen', async ({ page }) => {
    await openConsole(page, student, MACHINE);
    await focusConsole(page);
    await page.keyboard.type('student');
    await expectOnScreen(page, `${MACHINE} login: student`);
    await page.keyboard.press('Enter');
    await expectOnScreen(page, 'Password:');
    await page.keyboard.type('secret');
    await page.keyboard.press('Enter');
    await expectOnScreen(page, `Welcome to ${MACHINE}, student.`);
    await page.keyboard.type('whoami');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await readConsoleScreen(page)).filter((line) => line === 'student')).toHaveLength(1);
  });

  test('Ctrl + Alt + Del reaches the machine, which reboots', async ({ page }) => {
    await openConsole(page, student, MACHINE);
    await page.getByRole('button', { name: 'Ctrl + Alt + Del' }).click();
    await expectOnScreen(page, 'Ctrl-Alt-Del received: rebooting...');
    // After the reboot the screen is cleared and the banner comes back.
    await expect.poll(async () => (await readConsoleScreen(page))[0]).toBe('Academy Lab BIOS v1.1');
    await expectOnScreen(page, `${MACHINE} login:`);
  });

  test("Paste types the browser clipboard's text into the machine", async ({ page }) => {
    await openConsole(page, student, MACHINE);
    await page.evaluate(() => navigator.clipboard.writeText('pasted-42'));
    await page.getByRole('button', { name: 'Paste' }).click();
    await expectOnScreen(page, `${MACHINE} login: pasted-42`);
    await expect(page.getByText('Typed 9 characters into the machine (US keyboard).')).toBeVisible();
  });

  test("Copy brings the machine's clipboard text to the browser clipboard", async ({ page }) => {
    await openConsole(page, student, MACHINE);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await focusConsole(page);
    await page.keyboard.type('copy guest-77');
    await page.keyboard.press('Enter');
    await expectOnScreen(page, 'Copied to clipboard: guest-77');
    // The browser clipboard is untouched until the student asks for it.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');

    // Written in the click itself, as browsers require a user's gesture for it (the 500 ms grab: a model test).
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('guest-77');
    await expect(page.getByText('Copied from the machine (8 characters).')).toBeVisible();
  });

  test('Full Screen fills the screen with the console', async ({ page }) => {
    await openConsole(page, student, MACHINE);
    await page.getByRole('button', { name: 'Full Screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.id)).toBe('academy-console-host');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    // The machine's 4:3 screen is scaled up to the full height (or width) of the screen, after the 300 ms debounce.
    await expect
      .poll(async () => {
        const box = await page.locator('#mainCanvas').boundingBox();
        return box && Math.max(Math.round(box.height / viewport.height), Math.round(box.width / viewport.width));
      })
      .toBe(1);
    await expectOnScreen(page, `${MACHINE} login:`);
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test(`a server-side drop reconnects after ${E2E_CONSOLE_RECONNECT_MS} ms on a fresh ticket, showing and logging the state`, async ({
    page,
  }) => {
    const sockets = recordConsoleSockets(page);
    const log = recordConsoleLog(page);
    await openConsole(page, student, MACHINE);
    expect(sockets).toHaveLength(1);

    expect(await dropConsoleConnections()).toBe(1);
    await expect(
      page.getByText(
        `The connection to the console was lost. Reconnecting every ${E2E_CONSOLE_RECONNECT_MS / 1000} s (attempt 1)…`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paste' })).toBeDisabled();

    await expect(page.getByText(`Connected to ${MACHINE}.`)).toBeVisible({ timeout: E2E_CONSOLE_RECONNECT_MS + 6_000 });
    expect(sockets).toHaveLength(2);
    const [first, second] = sockets as [ConsoleSocket, ConsoleSocket];
    expect(first.closedAt).toBeDefined();
    const waited = second.openedAt - (first.closedAt ?? 0);
    // Both times are when the test's process heard of the events, up to a few hundred ms late on a busy machine.
    expect(waited).toBeGreaterThanOrEqual(E2E_CONSOLE_RECONNECT_MS - 500);
    expect(waited).toBeLessThan(E2E_CONSOLE_RECONNECT_MS + 2_000);
    // Tickets work once: the reconnect asked for a new one.
    expect(second.socket.url()).not.toBe(first.socket.url());
    await expectOnScreen(page, `${MACHINE} login:`);

    expect(log).toEqual(
      expect.arrayContaining([
        { type: 'info', text: `[console] Connecting to ${MACHINE}.` },
        {
          type: 'error',
          text: `[console] Connection failed: The connection to the console was lost. Reconnecting in ${E2E_CONSOLE_RECONNECT_MS} ms (attempt 1).`,
        },
        { type: 'info', text: `[console] Reconnecting to ${MACHINE} (attempt 1).` },
      ]),
    );
    expect(log.filter((entry) => entry.text === `[console] Connected to ${MACHINE}.`)).toHaveLength(2);
  });

  test('every drop, not only the first, reconnects on the next try with a ticket of its own', async ({ page }) => {
    const sockets = recordConsoleSockets(page);
    await openConsole(page, student, MACHINE);
    for (const drop of [1, 2, 3]) {
      expect(await dropConsoleConnections()).toBe(1);
      await expect(page.getByText(`Reconnecting every ${E2E_CONSOLE_RECONNECT_MS / 1000} s (attempt 1)`)).toBeVisible();
      // The first try after the drop connects: a spent ticket would fail it, and the console would wait for the next.
      await expect(page.getByText(`Connected to ${MACHINE}.`)).toBeVisible({
        timeout: E2E_CONSOLE_RECONNECT_MS + 3_000,
      });
      expect(sockets).toHaveLength(drop + 1);
    }
    expect(new Set(sockets.map(({ socket }) => socket.url())).size).toBe(sockets.length);
  });

  test('leaving /view closes the socket and leaves no console, dialog or listener behind', async ({ page }) => {
    const sockets = recordConsoleSockets(page);
    const network = watchNetwork(page);
    await openAsStudent(page, student);
    // The machine page listens for the student's first key press or click, to fetch its dialogs' code then, and
    // stops listening at it: counted from after that, as the View click would end it anyway.
    await page.keyboard.press('Shift');
    await network.quiet();
    const listenersBefore = await globalListenerTypes(page);
    const listenersAfter: string[][] = [];

    for (let visit = 1; visit <= 3; visit++) {
      await machineRow(page, MACHINE).getByRole('button', { name: 'View' }).click();
      await expect(page.getByText(`Connected to ${MACHINE}.`)).toBeVisible();
      await page.locator('main').getByRole('link', { name: 'Back to your machines' }).click();
      await expect(page).toHaveURL(/\/machines$/);
      await expect(machineRow(page, MACHINE)).toBeVisible();

      expect(sockets).toHaveLength(visit);
      await expect.poll(() => sockets.every(({ socket }) => socket.isClosed())).toBe(true);
      await expect(page.locator('#academy-console-host, #mainCanvas, .ui-dialog, .wmks')).toHaveCount(0);
      listenersAfter.push(await globalListenerTypes(page));
    }
    // Loading the SDK once registers a few inert listeners of its bundled jQuery and jQuery UI, for the page's life.
    const sdkModuleListeners = ['document:focus', 'document:mouseup', 'window:blur', 'window:wheel'];
    expect(listenersAfter[0]).toEqual([...listenersBefore, ...sdkModuleListeners].sort());
    // Each console removes everything it added: visits leave nothing more behind.
    expect(listenersAfter[1]).toEqual(listenersAfter[0]);
    expect(listenersAfter[2]).toEqual(listenersAfter[0]);
  });

  test("the machine's keyboard layout is applied to what the console types, and remembered in this browser", async ({
    page,
  }) => {
    await openConsole(page, student, MACHINE);
    await page.getByLabel('Keyboard layout').selectOption('de');
    // On a German keyboard Z and Y swap places: the US-layout guest gets the key positions of a German one.
    await page.evaluate(() => navigator.clipboard.writeText('zy'));
    await page.getByRole('button', { name: 'Paste' }).click();
    await expectOnScreen(page, `${MACHINE} login: yz`);

    await page.goto('/machines');
    await machineRow(page, MACHINE).getByRole('button', { name: 'View' }).click();
    await expect(page.getByText(`Connected to ${MACHINE}.`)).toBeVisible();
    await expect(page.getByLabel('Keyboard layout')).toHaveValue('de');
  });
});
