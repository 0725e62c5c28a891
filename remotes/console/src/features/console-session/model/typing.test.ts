import { HttpError, WATCHING_INSTRUCTOR_TYPING_REFUSAL } from '@academy/api';
import { studentNoticeReceived } from '@academy/bus';
import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, type Scope } from 'effector';
import { showClassroom } from '@/shared/testing/classroom-shown';
import {
  connectedFromMonitor,
  connectedSetup,
  fakeTimersAndEmptyStorageEachTest,
  report,
} from '../testing/session-scope';
import type { TypingCall, TypingEnd } from '../typing/typing-call';
import {
  $canType,
  $clipboardNotice,
  $typing,
  consoleClosed,
  pasteClicked,
  typingCancelClicked,
  typingReported,
  typingRequested,
} from './index';

/** Lets promises run until `condition` holds (the clipboard read and the lazy call are a few microtasks away). */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 100 && !condition(); turn += 1) await Promise.resolve();
  expect(condition()).toBe(true);
}

/**
 * The server's typing, answered step by step by the test. The typing's effect runs until its last line, so the test
 * keeps what allSettled answers for the click and awaits it once the typing has ended.
 */
function typingByHand() {
  let end: (value: TypingEnd) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const calls: TypingCall[] = [];
  let running: Promise<unknown> = Promise.resolve();
  const typeText = (call: TypingCall) =>
    new Promise<TypingEnd>((resolve, reject) => {
      calls.push(call);
      end = resolve;
      fail = reject;
      call.signal.addEventListener('abort', () => reject(new DOMException('The request was closed.', 'AbortError')));
    });
  return {
    typeText,
    /** Clicks Paste (or asks for a text) and waits until the text is on its way to the server. */
    async start(scope: Scope, request?: { text: string; origin: 'paste' | 'manual' }) {
      const count = calls.length;
      running = request ? allSettled(typingRequested, { scope, params: request }) : allSettled(pasteClicked, { scope });
      await until(() => calls.length === count + 1);
    },
    /** A line of the progress, as the server sends it. */
    line(event: Parameters<TypingCall['onEvent']>[0]) {
      calls.at(-1)?.onEvent(event);
    },
    async end(value: TypingEnd) {
      end(value);
      await running;
    },
    async fail(error: unknown) {
      fail(error);
      await running;
    },
    /** The typing ends by itself (cancelled): waits for it. */
    ended: () => running,
  };
}

const FOUR_KB = 'Get-Service | Where-Object { $_.Status -eq "Running" }\n'.repeat(80).slice(0, 4000);

/** What the typing says, in this scope. */
function reportsOf(scope: Scope) {
  const reports: Array<{ origin: string; text: string }> = [];
  createWatch({ unit: typingReported, scope, fn: (reported) => reports.push(reported) });
  return { reports };
}

describe('console-session model: text typed by the server', () => {
  fakeTimersAndEmptyStorageEachTest();

  it("Paste sends the clipboard's text to the server as the student, and says what was typed", async () => {
    const { scope, typingCalls } = await connectedSetup();
    await allSettled(pasteClicked, { scope });
    expect(typingCalls).toHaveLength(1);
    expect(typingCalls[0]).toMatchObject({
      url: '/api/training-class/vm/vm-7/type',
      headers: { Authorization: 'Basic c3R1ZGVudDpwYXNz' },
      input: { text: 'pasted text' },
    });
    expect(scope.getState($clipboardNotice)).toBe('Typed 11 characters into the machine (US keyboard).');
    expect(scope.getState($typing)).toBeNull();
  });

  it('shows the progress of a long text, held by the pause and resumed, then done', async () => {
    const server = typingByHand();
    const { scope } = await connectedSetup({ typeText: server.typeText, readClipboard: async () => FOUR_KB });
    const { reports } = reportsOf(scope);
    await server.start(scope);
    expect(scope.getState($typing)).toEqual({ origin: 'paste', characters: 4000, charactersTyped: 0, held: null });
    expect(scope.getState($canType)).toBe(false);

    server.line({ type: 'progress', charactersTyped: 1200, characters: 4000 });
    expect(scope.getState($typing)).toMatchObject({ charactersTyped: 1200, held: null });
    server.line({ type: 'held', message: 'Your instructor has paused the lab screens.' });
    expect(scope.getState($typing)).toMatchObject({ held: 'Your instructor has paused the lab screens.' });
    expect(scope.getState($clipboardNotice)).toBe('Held: Your instructor has paused the lab screens.');
    server.line({ type: 'resumed' });
    expect(scope.getState($typing)).toMatchObject({ charactersTyped: 1200, held: null });
    expect(scope.getState($clipboardNotice)).toBe('The pause ended: typing goes on.');

    await server.end({ type: 'done', charactersTyped: 4000, layout: 'de', durationMs: 9000 });
    expect(scope.getState($typing)).toBeNull();
    expect(scope.getState($canType)).toBe(true);
    expect(reports.map(({ text }) => text)).toEqual([
      'Held: Your instructor has paused the lab screens.',
      'The pause ended: typing goes on.',
      'Typed 4,000 characters into the machine (German keyboard).',
    ]);
  });

  it('says where the typing stopped when the machine turned off part way', async () => {
    const server = typingByHand();
    const { scope } = await connectedSetup({ typeText: server.typeText, readClipboard: async () => FOUR_KB });
    await server.start(scope);
    server.line({ type: 'progress', charactersTyped: 1200, characters: 4000 });
    await server.end({ type: 'failed', status: 409, message: 'Start lab-dc01, then type again.' });
    expect(scope.getState($clipboardNotice)).toBe(
      'Typing stopped after 1,200 of 4,000 characters: Start lab-dc01, then type again.',
    );
    expect(scope.getState($typing)).toBeNull();
  });

  it('Cancel closes the request and says how far it got', async () => {
    const server = typingByHand();
    const { scope, typingCalls } = await connectedSetup({
      typeText: server.typeText,
      readClipboard: async () => FOUR_KB,
    });
    await server.start(scope);
    server.line({ type: 'progress', charactersTyped: 800, characters: 4000 });
    await allSettled(typingCancelClicked, { scope });
    await server.ended();
    expect(typingCalls[0]?.signal.aborted).toBe(true);
    expect(scope.getState($clipboardNotice)).toBe('Typing cancelled after 800 of 4,000 characters.');
    expect(scope.getState($typing)).toBeNull();
  });

  it('leaving /view cancels the typing', async () => {
    const server = typingByHand();
    const { scope, typingCalls } = await connectedSetup({ typeText: server.typeText });
    await server.start(scope);
    await allSettled(consoleClosed, { scope });
    await server.ended();
    expect(typingCalls[0]?.signal.aborted).toBe(true);
    expect(scope.getState($typing)).toBeNull();
  });

  it("shows a refusal in the server's words: nothing was typed", async () => {
    const server = typingByHand();
    const { scope } = await connectedSetup({ typeText: server.typeText, readClipboard: async () => 'Price: 5 €' });
    await server.start(scope);
    await server.fail(new HttpError(400, '€ cannot be typed on a US keyboard.'));
    expect(scope.getState($clipboardNotice)).toBe('Nothing was typed: € cannot be typed on a US keyboard.');
    expect(scope.getState($typing)).toBeNull();
  });

  it('says the connection was lost, with how far it got, when the answer breaks off', async () => {
    const server = typingByHand();
    const { scope } = await connectedSetup({ typeText: server.typeText, readClipboard: async () => FOUR_KB });
    await server.start(scope);
    await server.fail(new TypeError('Failed to fetch'));
    expect(scope.getState($clipboardNotice)).toBe('Nothing was typed: the server could not be reached.');

    await server.start(scope);
    server.line({ type: 'progress', charactersTyped: 2000, characters: 4000 });
    await server.fail(new TypeError('network error'));
    expect(scope.getState($clipboardNotice)).toBe(
      'Typing stopped after 2,000 of 4,000 characters: the connection to the server was lost.',
    );
  });

  it('types one text at a time: a second one is refused where it was asked for', async () => {
    const server = typingByHand();
    const { scope, typingCalls } = await connectedSetup({ typeText: server.typeText });
    const { reports } = reportsOf(scope);
    await server.start(scope, { text: 'hostname\n', origin: 'manual' });
    // Settles only with the first text's typing: the words come at once.
    const second = allSettled(typingRequested, { scope, params: { text: 'whoami\n', origin: 'manual' } });
    await until(() => reports.length === 1);
    expect(typingCalls).toHaveLength(1);
    expect(reports).toEqual([
      { origin: 'manual', text: 'Nothing was typed: the text before is still being typed. Wait for it, or cancel it.' },
    ]);
    await server.end({ type: 'done', charactersTyped: 9, layout: 'us', durationMs: 5 });
    await second;
  });

  it("sends a paste while the instructor's pause holds the screen: the server holds it", async () => {
    const { scope, typingCalls } = await connectedSetup();
    await showClassroom(scope);
    await allSettled(studentNoticeReceived, { scope, params: { kind: 'screens-paused', paused: true } });
    expect(scope.getState($canType)).toBe(true);
    await allSettled(pasteClicked, { scope });
    expect(typingCalls).toHaveLength(1);
  });

  it('types nothing while the console is not connected', async () => {
    const { scope, typingCalls } = await connectedSetup();
    await report(scope, 'disconnected', 1006);
    expect(scope.getState($canType)).toBe(false);
    await allSettled(pasteClicked, { scope });
    await allSettled(typingRequested, { scope, params: { text: 'ls', origin: 'manual' } });
    expect(typingCalls).toEqual([]);
  });
});

describe("console-session model: text typed into a student's machine by an instructor", () => {
  fakeTimersAndEmptyStorageEachTest();

  it('a watching instructor cannot paste', async () => {
    const { scope, typingCalls } = await connectedFromMonitor('view');
    expect(scope.getState($canType)).toBe(false);
    await allSettled(pasteClicked, { scope });
    expect(typingCalls).toEqual([]);
    expect(WATCHING_INSTRUCTOR_TYPING_REFUSAL).toBe('Take control of this console to type into it.');
  });

  it('the instructor in control pastes as themselves (their access token)', async () => {
    const { scope, typingCalls } = await connectedFromMonitor('control');
    await allSettled(pasteClicked, { scope });
    expect(typingCalls[0]).toMatchObject({
      url: '/api/training-class/vm/vm-7/type',
      headers: { Authorization: 'Bearer token-9' },
    });
  });
});
