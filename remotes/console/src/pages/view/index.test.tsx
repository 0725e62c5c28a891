import { type ConsoleTarget, HttpError, type SendFileAnswer } from '@academy/api';
import { $consoleTarget } from '@academy/bus';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { FileCall } from '@/features/console-session/files/file-call';
import { KEYBOARD_LAYOUTS_STORAGE_KEY } from '@/features/console-session/keyboard-layouts';
import { KEYBOARD_HINT_ID } from '@/features/console-session/lib';
import {
  $adapter,
  connectionStateChanged,
  createConsoleFx,
  logFx,
  readClipboardFx,
  requestSendFileFx,
  requestTypingFx,
} from '@/features/console-session/model';
import { createFakeConsole } from '@/features/console-session/testing/fake-console';
import type { TypingCall, TypingEnd } from '@/features/console-session/typing/typing-call';
import { $isPaneHidden, fetchManualFx, writePaneSettingsFx, writeScrollPlaceFx } from '@/features/lab-manual/model';
import { studentManual } from '@/features/lab-manual/testing/manual-scope';
import { classroom } from '@/shared/model/classroom';
import ViewPage from './index';

const target: ConsoleTarget = { vm: 'vm-1', name: 'lab-dc01', wmksUrl: 'ws://lab/console/t1' };

function renderPage(values: {
  target: ConsoleTarget | null;
  manual?: boolean;
  /** The manual's Markdown, when not the usual one. */
  manualMarkdown?: string;
  paneHidden?: boolean;
  screensPaused?: boolean;
  /** The server's typing (done at once unless given), and the clipboard's text. */
  typeText?: (call: TypingCall) => Promise<TypingEnd>;
  clipboard?: string;
  /** The server's copy of a file (answered by the test). */
  sendFile?: (call: FileCall) => Promise<SendFileAnswer>;
}) {
  const { adapter, calls } = createFakeConsole();
  const labels: string[] = [];
  const typed: string[] = [];
  /** Where each console was drawn. */
  const containers: HTMLElement[] = [];
  const scope = fork({
    values: [
      [$consoleTarget, values.target],
      [$isPaneHidden, values.paneHidden ?? false],
    ],
    handlers: [
      [
        createConsoleFx,
        async ({ label, container }: { label: string; container: HTMLElement }) => {
          labels.push(label);
          containers.push(container);
          return adapter;
        },
      ],
      [logFx, () => undefined],
      [
        fetchManualFx,
        async () => {
          if (values.manualMarkdown) return { ...studentManual, markdown: values.manualMarkdown };
          if (values.manual) return studentManual;
          throw new HttpError(404, 'No manual');
        },
      ],
      [writePaneSettingsFx, () => undefined],
      [
        requestTypingFx,
        async (call: TypingCall): Promise<TypingEnd> => {
          typed.push(call.input.text);
          if (values.typeText) return values.typeText(call);
          return { type: 'done', charactersTyped: [...call.input.text].length, layout: 'us', durationMs: 5 };
        },
      ],
      [readClipboardFx, async () => values.clipboard ?? ''],
      [requestSendFileFx, (call: FileCall) => values.sendFile?.(call) ?? Promise.reject(new Error('no server'))],
      [writeScrollPlaceFx, () => undefined],
      [classroom.messages.fetchMessagesFx, async () => []],
      [
        classroom.screens.fetchClassroomFx,
        async () => ({ screensPaused: values.screensPaused ?? false, watchers: [] }),
      ],
    ],
  });
  const view = render(
    <Provider value={scope}>
      <ViewPage />
    </Provider>,
  );
  return { scope, calls, view, labels, typed, containers };
}

async function settle(scope: Scope) {
  await act(async () => {
    await allSettled(scope);
  });
}

describe('<ViewPage>', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(cleanup);

  it('without a target (a typed URL, a new tab) says so in its heading and links back to the machine list', () => {
    renderPage({ target: null });
    expect(screen.getByRole('heading', { level: 1, name: 'No machine selected' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your machines' }).getAttribute('href')).toBe('/machines');
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('links back to the class monitor when the instructor opened the console from it', () => {
    const returnTo = '/classes/monitor?id=class-1';
    renderPage({ target: { ...target, instructor: { classId: 'class-1', returnTo } } });
    expect(screen.getByRole('link', { name: 'Back to the class monitor' }).getAttribute('href')).toBe(returnTo);
    expect(screen.queryByRole('link', { name: 'Back to your machines' })).toBeNull();
  });

  it("says an instructor's console is view-only, with 'Take control' once connected, and never covers it", async () => {
    const instructor = { classId: 'class-1', returnTo: '/classes/monitor?id=class-1' };
    const { scope } = renderPage({ target: { ...target, instructor }, screensPaused: true });
    await settle(scope);
    expect(screen.getByText("View only: your keys and mouse do not reach the student's machine.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take control' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await allSettled(connectionStateChanged, { scope, params: { state: 'connected' } });
    });
    expect(screen.getByRole('button', { name: 'Take control' }).hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('[data-screens-paused]')).toBeNull();
    const paste = screen.getByRole('button', { name: 'Paste' });
    expect(paste.hasAttribute('disabled')).toBe(true);
    expect(paste.getAttribute('title')).toBe('Take control of this console to type into it.');
  });

  it("covers a student's console while the screens are paused, and has no 'Take control'", async () => {
    const { scope } = renderPage({ target, screensPaused: true });
    await settle(scope);
    expect(document.querySelector('[data-screens-paused]')?.textContent).toBe(
      'Your instructor has paused the lab screens',
    );
    expect(screen.queryByRole('button', { name: 'Take control' })).toBeNull();
    await act(async () => {
      await allSettled(connectionStateChanged, { scope, params: { state: 'connected' } });
    });
    // No key the student sends reaches the machine: Ctrl + Alt + Del is off, and says why. A paste waits for the
    // pause to end on the server, and says so.
    const keys = screen.getByRole('button', { name: 'Ctrl + Alt + Del' });
    expect(keys.hasAttribute('disabled')).toBe(true);
    expect(keys.getAttribute('title')).toBe(
      'Your instructor has paused the lab screens: nothing reaches the machine until they resume.',
    );
    const paste = screen.getByRole('button', { name: 'Paste' });
    expect(paste.hasAttribute('disabled')).toBe(false);
    expect(paste.getAttribute('title')).toBe(
      'Your instructor has paused the lab screens: what you paste is typed once they resume.',
    );
    expect(screen.getByRole('button', { name: 'Full Screen' }).hasAttribute('disabled')).toBe(false);
  });

  it('opens the console of the target, with the toolbar enabled once connected', async () => {
    const { scope, calls, labels } = renderPage({ target });
    await settle(scope);
    expect(screen.getByRole('heading', { level: 1, name: 'lab-dc01' })).toBeTruthy();
    // The console's screen is named after the machine.
    expect(labels).toEqual(['Console of lab-dc01']);
    expect(screen.getByText('Connecting to lab-dc01…')).toBeTruthy();
    expect(calls).toEqual(['connect ws://lab/console/t1']);
    for (const name of ['Copy', 'Paste', 'Ctrl + Alt + Del', 'Full Screen']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled'), name).toBe(true);
    }

    await act(async () => {
      await allSettled(connectionStateChanged, { scope, params: { state: 'connected' } });
    });
    expect(screen.getByText('Connected to lab-dc01.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ctrl + Alt + Del' }));
    fireEvent.click(screen.getByRole('button', { name: 'Full Screen' }));
    expect(calls.slice(-2)).toEqual(['ctrl-alt-del', 'full screen']);
  });

  it('shows a long paste’s progress in the toolbar, held by the pause, with Cancel', async () => {
    let call: TypingCall | undefined;
    const { scope } = renderPage({
      target,
      clipboard: 'x'.repeat(4000),
      typeText: (typing) =>
        new Promise<TypingEnd>((_resolve, reject) => {
          call = typing;
          typing.signal.addEventListener('abort', () => reject(new DOMException('Closed', 'AbortError')));
        }),
    });
    await settle(scope);
    await act(async () => {
      await allSettled(connectionStateChanged, { scope, params: { state: 'connected' } });
    });
    // The typing's effect runs until its last line: the click is not awaited whole.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    });
    await act(async () => {
      call?.onEvent({ type: 'progress', charactersTyped: 1200, characters: 4000 });
    });
    const bar = screen.getByRole('progressbar', { name: 'Typing… 1,200 of 4,000 characters' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByRole('button', { name: 'Paste' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      call?.onEvent({ type: 'held', message: 'Your instructor has paused the lab screens.' });
    });
    expect(screen.getByText('Typing… 1,200 of 4,000 characters (held)')).toBeTruthy();
    const said = (text: string) => screen.getByText(text).closest('[role="status"]');
    expect(said('Held: Your instructor has paused the lab screens.')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel typing' }));
      await allSettled(scope);
    });
    expect(call?.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(said('Typing cancelled after 1,200 of 4,000 characters.')).not.toBeNull();
  });

  it('sends a file dropped on the console, or chosen with Send a file…, with its progress', async () => {
    const calls: FileCall[] = [];
    let answer: (path: string) => void = () => undefined;
    const { scope, containers } = renderPage({
      target,
      sendFile: (call) =>
        new Promise<SendFileAnswer>((resolve) => {
          calls.push(call);
          answer = (path) => resolve({ path, bytes: call.file.size, durationMs: 9 });
        }),
    });
    await settle(scope);
    await act(async () => {
      await allSettled(connectionStateChanged, { scope, params: { state: 'connected' } });
    });
    const report = new File(['%PDF-1.7 report'], 'report.pdf');
    const [screenBox] = containers as [HTMLElement];
    const dataTransfer = { types: ['Files'], files: [report], dropEffect: 'none' };
    await act(async () => {
      fireEvent.dragOver(screenBox, { dataTransfer });
    });
    expect(screenBox.hasAttribute('data-drop')).toBe(true);
    await act(async () => {
      fireEvent.drop(screenBox, { dataTransfer });
    });
    expect(calls.map(({ file }) => file.name)).toEqual(['report.pdf']);
    await act(async () => {
      calls[0]?.onProgress(5);
    });
    expect(screen.getByRole('progressbar', { name: 'Sending report.pdf… 5 bytes of 15 bytes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a file…' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      answer('C:\\Users\\academy\\Desktop\\report.pdf');
      await allSettled(scope);
    });
    expect(screen.getByText('Sent report.pdf to C:\\Users\\academy\\Desktop').getAttribute('role')).toBe('status');

    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(picker, { target: { files: [new File(['x'], 'notes.txt')] } });
    });
    expect(calls.map(({ file }) => file.name)).toEqual(['report.pdf', 'notes.txt']);
    await act(async () => {
      answer('C:\\Users\\academy\\Desktop\\notes.txt');
      await allSettled(scope);
    });
  });

  it('shows the reconnect attempt and the reason after a drop', async () => {
    const { scope } = renderPage({ target });
    await settle(scope);
    await act(async () => {
      await allSettled(connectionStateChanged, { scope, params: { state: 'connected' } });
      await allSettled(connectionStateChanged, { scope, params: { state: 'disconnected', code: 1006 } });
    });
    expect(
      screen.getByText('The connection to the console was lost. Reconnecting every 4 s (attempt 1)…'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Paste' }).hasAttribute('disabled')).toBe(true);
    // The last picture stays, dimmed.
    expect(document.querySelector('[data-stale]')).not.toBeNull();
  });

  it("offers the course's layout and the server's eight, and applies and remembers the one chosen for this machine", async () => {
    const { scope, calls } = renderPage({ target });
    await settle(scope);
    const select = screen.getByRole('combobox', { name: /Keyboard layout/ });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      "The course's",
      'US',
      'UK',
      'German',
      'French',
      'Swiss German',
      'Spanish',
      'Italian',
      'Japanese',
    ]);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'ja' } });
    });
    expect(calls.at(-1)).toBe('layout ja');
    expect(JSON.parse(localStorage.getItem(KEYBOARD_LAYOUTS_STORAGE_KEY) ?? '{}')).toEqual({ 'vm-1': 'ja' });
    await act(async () => {
      fireEvent.change(select, { target: { value: '' } });
    });
    expect(calls.at(-1)).toBe('layout us');
  });

  it('destroys the console when the page goes away', async () => {
    const { scope, calls, view } = renderPage({ target });
    await settle(scope);
    view.unmount();
    await allSettled(scope);
    expect(calls.at(-1)).toBe('destroy');
    expect(scope.getState($adapter)).toBeNull();
  });

  it('says how to release the keyboard, next to a button that releases it and takes focus', async () => {
    const { scope, calls } = renderPage({ target });
    await settle(scope);
    const hint = screen.getByText(/press Ctrl \+ Alt \+ Shift to release it/);
    expect(hint.id).toBe(KEYBOARD_HINT_ID);
    const button = screen.getByRole('button', { name: 'Release keyboard' });
    await act(async () => {
      fireEvent.click(button);
      await allSettled(scope);
    });
    expect(calls.at(-1)).toBe('release');
    expect(document.activeElement).toBe(button);
  });

  it('shows the class’s manual beside the console, resizable by keyboard, and types a code block into the machine', async () => {
    const { scope, typed } = renderPage({ target, manual: true });
    await settle(scope);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    const separator = screen.getByRole('separator', { name: 'Width of the manual' });
    expect(separator.getAttribute('aria-orientation')).toBe('vertical');
    expect(separator.getAttribute('aria-valuenow')).toBe('40');
    fireEvent.keyDown(separator, { key: 'ArrowLeft' });
    expect(separator.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByRole('tab', { name: 'Manual' }).getAttribute('aria-selected')).toBe('false');

    const typeButton = await screen.findByRole('button', { name: 'Type into the console' });
    await act(async () => {
      await allSettled(connectionStateChanged, { scope, params: { state: 'connected' } });
    });
    await act(async () => {
      fireEvent.click(typeButton);
      await allSettled(scope);
    });
    expect(typed).toEqual(['hostname']);
    expect(screen.getByText('Typed 8 characters into the machine (US keyboard).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide manual' }));
    expect(screen.getByRole('button', { name: 'Show manual' })).toBeTruthy();
  });

  it("opened with 'Manual' on /machines, shows the manual hidden before, as the open tab on a phone", async () => {
    const { scope } = renderPage({ target: { ...target, opensManual: true }, manual: true, paneHidden: true });
    await settle(scope);
    expect(screen.getByRole('tab', { name: 'Manual' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hide manual' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('opened with View, keeps the manual hidden as the student left it, the console tab open', async () => {
    const { scope } = renderPage({ target, manual: true, paneHidden: true });
    await settle(scope);
    expect(screen.getByRole('tab', { name: 'Console' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show manual' })).toBeTruthy();
  });

  it('shows no manual when the class has none', async () => {
    const { scope } = renderPage({ target });
    await settle(scope);
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("says 'This manual could not be shown' in the pane for a manual it cannot render, and the console works", async () => {
    // Saved before the server refused such nesting: 3,000 quotes inside one another overflow the renderer's stack.
    const { scope, calls } = renderPage({ target, manualMarkdown: `## One\n${'> '.repeat(3_000)}deep` });
    await settle(scope);
    expect(await screen.findByText('This manual could not be shown.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await act(async () => {
      await allSettled(connectionStateChanged, { scope, params: { state: 'connected' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ctrl + Alt + Del' }));
    expect(calls.at(-1)).toBe('ctrl-alt-del');
    expect(screen.getByText('Connected to lab-dc01.')).toBeTruthy();
  });
});
