import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import {
  $consoleTarget,
  $runtimeConfig,
  CONSOLE_COPY_GRAB_MS,
  CONSOLE_RECONNECT_MS,
  CONSOLE_REPLACED_CLOSE_CODE,
  CONSOLE_RESIZE_DEBOUNCE_MS,
  HttpError,
  errorTexts,
  signedOut,
  type ConsoleTarget,
  type ConsoleTicket,
} from '@academy/contracts';
import { $studentBasic } from '@academy/auth';
import type { ConsoleAdapter } from './console-adapter';
import { createFakeConsole } from './fake-console-adapter';
import { KEYBOARD_LAYOUT_STORAGE_KEY } from './keyboard-layouts';
import { CONSOLE_CONNECT_TIMEOUT_MS, CONSOLE_LOAD_FAILED_TEXT } from './lib';
import {
  $attempt,
  $clipboardNotice,
  $connectionError,
  $guestClipboard,
  $isCopying,
  $keyboardLayout,
  $status,
  connectionErrored,
  connectionStateChanged,
  consoleLeft,
  consoleOpened,
  containerResized,
  copyClicked,
  createConsoleFx,
  ctrlAltDelClicked,
  guestClipboardReceived,
  keyboardLayoutChosen,
  logFx,
  pasteClicked,
  readClipboardFx,
  requestTicketFx,
  writeClipboardFx,
} from './model';

const target: ConsoleTarget = { vm: 'vm-7', name: 'lab-dc01', wmksUrl: 'ws://lab/console/first' };

interface SetupOptions {
  ticket?: (call: number) => Promise<ConsoleTicket>;
  createConsole?: () => Promise<ConsoleAdapter>;
}

function setup({ ticket, createConsole }: SetupOptions = {}) {
  const fake = createFakeConsole();
  const ticketCalls: Array<{ vm: string; basic: string; apiBaseUrl: string }> = [];
  const written: string[] = [];
  const scope = fork({
    values: [
      [$consoleTarget, target],
      [$studentBasic, 'c3R1ZGVudDpwYXNz'],
      [$runtimeConfig, { apiBaseUrl: '', loginDomain: 'academy.test', remoteLoadTimeoutMs: 1000, identity: { issuer: '', clientId: '' } }],
    ],
    handlers: [
      [createConsoleFx, createConsole ?? (async () => fake.adapter)],
      [
        requestTicketFx,
        (params: { vm: string; basic: string; apiBaseUrl: string }) => {
          ticketCalls.push(params);
          return (ticket ?? (async (call: number) => ({ vm: params.vm, ticket: `ws://lab/console/fresh-${call}`, expiresAt: '' })))(
            ticketCalls.length,
          );
        },
      ],
      [readClipboardFx, async () => 'pasted text'],
      [writeClipboardFx, async (text: string) => void written.push(text)],
      [logFx, () => undefined],
    ],
  });
  return { scope, calls: fake.calls, adapter: fake.adapter, ticketCalls, written };
}

async function open(scope: Scope) {
  await allSettled(consoleOpened, { scope, params: { container: document.createElement('div') } });
}

async function report(scope: Scope, state: 'connecting' | 'connected' | 'disconnected', code?: number, reason?: string) {
  await allSettled(connectionStateChanged, { scope, params: { state, code, reason } });
}

/** Moves fake time on, then lets the effects it started finish. */
async function advance(scope: Scope, ms: number) {
  await rs.advanceTimersByTimeAsync(ms);
  await allSettled(scope);
}

describe('console-session model', () => {
  beforeEach(() => {
    rs.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  describe('connecting', () => {
    it("connects to the lab's console address and shows connecting, then connected", async () => {
      const { scope, calls, ticketCalls } = setup();
      await open(scope);
      expect(calls).toEqual(['connect ws://lab/console/first']);
      expect(ticketCalls).toEqual([]);
      expect(scope.getState($status)).toBe('connecting');

      await report(scope, 'connecting');
      expect(scope.getState($status)).toBe('connecting');
      await report(scope, 'connected');
      expect(scope.getState($status)).toBe('connected');
      expect(calls).toContain('fit');
    });

    it('asks for a fresh ticket when the address was already used (back to /view with the same target)', async () => {
      const { scope, calls, ticketCalls } = setup();
      await open(scope);
      await allSettled(consoleLeft, { scope });
      await open(scope);
      expect(ticketCalls).toEqual([{ vm: 'vm-7', basic: 'c3R1ZGVudDpwYXNz', apiBaseUrl: '' }]);
      expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-1');
    });

    it('counts an attempt that neither connects nor fails within the time-out as failed', async () => {
      const { scope, calls } = setup();
      await open(scope);
      await advance(scope, CONSOLE_CONNECT_TIMEOUT_MS - 1);
      expect(scope.getState($status)).toBe('connecting');
      await advance(scope, 1);
      expect(scope.getState($status)).toBe('reconnecting');
      expect(scope.getState($attempt)).toBe(1);
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-1');
    });

    it('retries when the console software fails to load', async () => {
      let loads = 0;
      const { scope, adapter, calls } = setup({
        createConsole: async () => {
          loads += 1;
          if (loads === 1) throw new Error('ChunkLoadError');
          return adapter;
        },
      });
      await open(scope);
      expect(scope.getState($status)).toBe('reconnecting');
      expect(scope.getState($connectionError)).toBe(CONSOLE_LOAD_FAILED_TEXT);
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(loads).toBe(2);
      // The lab's ticket was never used, so it still serves.
      expect(calls).toEqual(['connect ws://lab/console/first']);
    });
  });

  describe('reconnecting', () => {
    it(`reconnects ${CONSOLE_RECONNECT_MS} ms after a drop, with a fresh ticket, until connected`, async () => {
      const { scope, calls, ticketCalls } = setup();
      await open(scope);
      await report(scope, 'connected');

      await report(scope, 'disconnected', 1001, 'machine rebooted');
      expect(scope.getState($status)).toBe('reconnecting');
      expect(scope.getState($attempt)).toBe(1);
      expect(scope.getState($connectionError)).toBe('The console closed the connection: machine rebooted (code 1001).');

      await advance(scope, CONSOLE_RECONNECT_MS - 1);
      expect(ticketCalls).toHaveLength(0);
      await advance(scope, 1);
      expect(ticketCalls).toHaveLength(1);
      expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-1');
      expect(scope.getState($status)).toBe('reconnecting');

      await report(scope, 'connected');
      expect(scope.getState($status)).toBe('connected');
      expect(scope.getState($attempt)).toBe(0);
      expect(scope.getState($connectionError)).toBe('');
    });

    it('keeps trying every 4 s while attempts fail, counting them', async () => {
      const { scope, calls } = setup({
        ticket: async (call) => {
          if (call < 3) throw new HttpError(503, 'down');
          return { vm: 'vm-7', ticket: `ws://lab/console/fresh-${call}`, expiresAt: '' };
        },
      });
      await open(scope);
      await report(scope, 'connected');
      await report(scope, 'disconnected', 1006);
      expect(scope.getState($connectionError)).toBe('The connection to the console was lost.');

      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(scope.getState($attempt)).toBe(2);
      expect(scope.getState($connectionError)).toBe(errorTexts.refreshServer);
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(scope.getState($attempt)).toBe(3);
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(calls.at(-1)).toBe('connect ws://lab/console/fresh-3');
      await report(scope, 'connected');
      expect(scope.getState($status)).toBe('connected');
    });

    it('counts an error followed by its disconnect as one failure', async () => {
      const { scope, ticketCalls } = setup();
      await open(scope);
      await allSettled(connectionErrored, { scope, params: 'The connection to the console failed.' });
      await report(scope, 'disconnected', 1006);
      expect(scope.getState($attempt)).toBe(1);
      expect(scope.getState($connectionError)).toBe('The connection to the console failed.');
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(ticketCalls).toHaveLength(1);
      expect(rs.getTimerCount()).toBe(1); // the connect time-out of the new attempt only
    });

    it('stops, with the reason, when the ticket is refused for good', async () => {
      const { scope } = setup({
        ticket: async () => {
          throw new HttpError(401, 'Unauthorized');
        },
      });
      await open(scope);
      await report(scope, 'connected');
      await report(scope, 'disconnected', 1006);
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(scope.getState($status)).toBe('failed');
      expect(scope.getState($connectionError)).toBe(errorTexts.refreshClient);
      expect(rs.getTimerCount()).toBe(0);
    });

    it('stops when the server closed the console for a newer one of the lab, so two tabs never take turns', async () => {
      const { scope } = setup();
      await open(scope);
      await report(scope, 'connected');
      await report(scope, 'disconnected', CONSOLE_REPLACED_CLOSE_CODE, 'opened in another window');
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(scope.getState($status)).toBe('failed');
      expect(rs.getTimerCount()).toBe(0);
    });

    it('keeps retrying while the machine is off (409)', async () => {
      const { scope } = setup({
        ticket: async () => {
          throw new HttpError(409, 'Machine is in POWERED_OFF state.');
        },
      });
      await open(scope);
      await report(scope, 'disconnected', 1006);
      await advance(scope, CONSOLE_RECONNECT_MS);
      expect(scope.getState($status)).toBe('reconnecting');
      expect(scope.getState($attempt)).toBe(2);
    });
  });

  describe('leaving', () => {
    it('destroys the console and leaves no timer; a late drop report starts nothing', async () => {
      const { scope, calls, ticketCalls } = setup();
      await open(scope);
      await report(scope, 'connected');
      await report(scope, 'disconnected', 1006);
      await allSettled(consoleLeft, { scope });
      expect(calls.at(-1)).toBe('destroy');
      expect(scope.getState($status)).toBe('idle');
      expect(rs.getTimerCount()).toBe(0);

      await report(scope, 'disconnected', 1006);
      await advance(scope, CONSOLE_RECONNECT_MS * 2);
      expect(ticketCalls).toHaveLength(0);
      expect(scope.getState($status)).toBe('idle');
    });

    it('destroys a console whose software finished loading after the user left', async () => {
      let finishLoad: (adapter: ConsoleAdapter) => void = () => undefined;
      const { scope, adapter, calls } = setup({
        createConsole: () => new Promise<ConsoleAdapter>((resolve) => (finishLoad = resolve)),
      });
      const opening = open(scope);
      const leaving = allSettled(consoleLeft, { scope });
      finishLoad(adapter);
      await Promise.all([opening, leaving]);
      expect(calls).toEqual(['destroy']);
    });

    it('closes when the student signs out', async () => {
      const { scope, calls } = setup();
      await open(scope);
      await report(scope, 'connected');
      await allSettled(signedOut, { scope });
      expect(calls.at(-1)).toBe('destroy');
      expect(scope.getState($status)).toBe('idle');
    });
  });

  describe('resize', () => {
    it(`fits the console once, ${CONSOLE_RESIZE_DEBOUNCE_MS} ms after the container stops changing size`, async () => {
      const { scope, calls } = setup();
      await open(scope);
      const fits = () => calls.filter((call) => call === 'fit').length;
      for (let i = 0; i < 5; i++) {
        await allSettled(containerResized, { scope });
        await advance(scope, 100);
      }
      expect(fits()).toBe(0);
      await advance(scope, CONSOLE_RESIZE_DEBOUNCE_MS - 100 - 1);
      expect(fits()).toBe(0);
      await advance(scope, 1);
      expect(fits()).toBe(1);
      await advance(scope, 1000);
      expect(fits()).toBe(1);
    });
  });

  describe('toolbar', () => {
    async function connectedSetup() {
      const context = setup();
      await open(context.scope);
      await report(context.scope, 'connected');
      context.calls.length = 0;
      return context;
    }

    it(`Copy grabs the console for ${CONSOLE_COPY_GRAB_MS} ms, releases it, then copies the guest's clipboard text`, async () => {
      const { scope, calls, written } = await connectedSetup();
      await allSettled(copyClicked, { scope });
      expect(calls).toEqual(['grab']);
      expect(scope.getState($isCopying)).toBe(true);
      // The guest sends its clipboard while it has the keyboard.
      await allSettled(guestClipboardReceived, { scope, params: 'secret from guest' });
      await advance(scope, CONSOLE_COPY_GRAB_MS - 1);
      expect(calls).toEqual(['grab']);
      expect(written).toEqual([]);
      await advance(scope, 1);
      expect(calls).toEqual(['grab', 'release']);
      expect(written).toEqual(['secret from guest']);
      expect(scope.getState($isCopying)).toBe(false);
      expect(scope.getState($clipboardNotice)).toBe('Copied from the machine: secret from guest');
    });

    it('Copy with nothing from the guest says so and writes nothing', async () => {
      const { scope, written } = await connectedSetup();
      expect(scope.getState($guestClipboard)).toBeNull();
      await allSettled(copyClicked, { scope });
      await advance(scope, CONSOLE_COPY_GRAB_MS);
      expect(written).toEqual([]);
      expect(scope.getState($clipboardNotice)).toBe('The machine has not sent any clipboard text yet.');
    });

    it("Paste types the browser clipboard's text", async () => {
      const { scope, calls } = await connectedSetup();
      await allSettled(pasteClicked, { scope });
      expect(calls).toEqual(['type pasted text']);
      expect(scope.getState($clipboardNotice)).toBe('Typed 11 characters from the clipboard into the machine.');
    });

    it('Ctrl + Alt + Del is sent only while connected', async () => {
      const { scope, calls } = await connectedSetup();
      await allSettled(ctrlAltDelClicked, { scope });
      expect(calls).toEqual(['ctrl-alt-del']);
      await report(scope, 'disconnected', 1006);
      calls.length = 0;
      await allSettled(ctrlAltDelClicked, { scope });
      await allSettled(pasteClicked, { scope });
      expect(calls).toEqual([]);
    });

    it('applies a keyboard layout and remembers it in this browser', async () => {
      const { scope, calls } = await connectedSetup();
      await allSettled(keyboardLayoutChosen, { scope, params: 'de-DE' });
      expect(calls).toEqual(['layout de-DE']);
      expect(scope.getState($keyboardLayout)).toBe('de-DE');
      expect(localStorage.getItem(KEYBOARD_LAYOUT_STORAGE_KEY)).toBe('de-DE');
    });
  });
});
