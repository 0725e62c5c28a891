import type { ConsoleTarget, ConsoleTicket, ConsoleWatchMode, KeyboardLayout, SendFileAnswer } from '@academy/api';
import { $studentBasic, $studentEmail, identityAuthChanged } from '@academy/auth';
import { $consoleTarget, $runtimeConfig } from '@academy/bus';
import { afterEach, beforeEach, rs } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import { classroom } from '@/shared/model/classroom';
import { quietClassroom } from '@/shared/testing/classroom-shown';
import type { ConsoleAdapter } from '../console-adapter';
import type { FileCall } from '../files/file-call';
import { readStoredLayoutChoices } from '../keyboard-layouts';
import {
  $layoutChoices,
  $rememberedTarget,
  connectionStateChanged,
  consoleOpened,
  createConsoleFx,
  logFx,
  readClipboardFx,
  requestSendFileFx,
  requestTicketFx,
  requestTypingFx,
  writeClipboardFx,
} from '../model';
import type { RememberedTarget } from '../remembered-target';
import type { TypingCall, TypingEnd } from '../typing/typing-call';
import { createFakeConsole } from './fake-console';

/** Test support of the console-session model: a scope with a fake console, ticket calls and clipboard. */

export const target: ConsoleTarget = { vm: 'vm-7', name: 'lab-dc01', wmksUrl: 'ws://lab/console/first' };

/** The student the scope is signed in as. */
export const studentEmail = 'student@academy.test';

interface SetupOptions {
  ticket?: (call: number) => Promise<ConsoleTicket>;
  createConsole?: () => Promise<ConsoleAdapter>;
  /** The lab's choice on the bus; `target` unless given (null: none, as after a reload). */
  chosen?: ConsoleTarget | null;
  /** What this tab remembered before (none unless given). */
  remembered?: RememberedTarget | null;
  /** The runtime configuration's console reconnect interval (none: spec §9's default). */
  consoleReconnectMs?: number;
  /** The browser's clipboard read ('pasted text' at once unless given). */
  readClipboard?: () => Promise<string>;
  /** The browser's clipboard write (taken unless given); `written` lists what was given to it either way. */
  writeClipboard?: (text: string) => Promise<void>;
  /** The server's copy of a file into the machine (onto the Desktop at once unless given). */
  sendFile?: (call: FileCall) => Promise<SendFileAnswer>;
  /** The server's typing of a text (done at once, in US, unless given). */
  typeText?: (call: TypingCall) => Promise<TypingEnd>;
}

/** The server copying the file at once onto the student's Desktop. */
const sentToDesktop = async ({ file }: FileCall): Promise<SendFileAnswer> => ({
  path: `C:\\Users\\academy\\Desktop\\${file.name}`,
  bytes: file.size,
  durationMs: 5,
});

/** The server typing the whole text at once, in US. */
const typedAtOnce = async ({ input }: TypingCall): Promise<TypingEnd> => ({
  type: 'done',
  charactersTyped: [...input.text].length,
  layout: input.layout ?? 'us',
  durationMs: 5,
});

export function setup({
  ticket,
  createConsole,
  chosen = target,
  remembered = null,
  consoleReconnectMs,
  readClipboard = async () => 'pasted text',
  typeText = typedAtOnce,
  writeClipboard = async () => undefined,
  sendFile = sentToDesktop,
}: SetupOptions = {}) {
  const fake = createFakeConsole();
  const ticketCalls: Array<{ vm: string; basic: string; apiBaseUrl: string }> = [];
  const written: string[] = [];
  const typingCalls: TypingCall[] = [];
  const fileCalls: FileCall[] = [];
  /** The layout each console was made in: the SDK's for the keys typed by hand. */
  const createdLayouts: KeyboardLayout[] = [];
  const scope = fork({
    values: [
      [$consoleTarget, chosen],
      [$rememberedTarget, remembered],
      // What this browser remembered, read as the page reads it when it loads.
      [$layoutChoices, readStoredLayoutChoices()],
      [$studentEmail, studentEmail],
      [$studentBasic, 'c3R1ZGVudDpwYXNz'],
      [
        $runtimeConfig,
        {
          apiBaseUrl: '',
          loginDomain: 'academy.test',
          remoteLoadTimeoutMs: 1000,
          identity: { issuer: '', clientId: '' },
          ...(consoleReconnectMs === undefined ? {} : { consoleReconnectMs }),
        },
      ],
    ],
    handlers: [
      [
        createConsoleFx,
        ({ keyboardLayout }: { keyboardLayout: KeyboardLayout }) => {
          createdLayouts.push(keyboardLayout);
          return (createConsole ?? (async () => fake.adapter))();
        },
      ],
      [
        requestTicketFx,
        (params: { vm: string; basic: string; apiBaseUrl: string }) => {
          ticketCalls.push(params);
          return (
            ticket ??
            (async (call: number) => ({ vm: params.vm, ticket: `ws://lab/console/fresh-${call}`, expiresAt: '' }))
          )(ticketCalls.length);
        },
      ],
      [readClipboardFx, readClipboard],
      [
        writeClipboardFx,
        (text: string) => {
          written.push(text);
          return writeClipboard(text);
        },
      ],
      [
        requestSendFileFx,
        (call: FileCall) => {
          fileCalls.push(call);
          return sendFile(call);
        },
      ],
      [
        requestTypingFx,
        (call: TypingCall) => {
          typingCalls.push(call);
          return typeText(call);
        },
      ],
      [logFx, () => undefined],
      [classroom.screens.fetchClassroomFx, quietClassroom],
    ],
  });
  return {
    scope,
    calls: fake.calls,
    adapter: fake.adapter,
    ticketCalls,
    written,
    typingCalls,
    fileCalls,
    createdLayouts,
  };
}

export async function open(scope: Scope) {
  await allSettled(consoleOpened, { scope, params: { container: document.createElement('div') } });
}

export async function report(
  scope: Scope,
  state: 'connecting' | 'connected' | 'disconnected',
  code?: number,
  reason?: string,
) {
  await allSettled(connectionStateChanged, { scope, params: { state, code, reason } });
}

/** Fake timers and an empty local and session storage for each test of the calling block. */
export function fakeTimersAndEmptyStorageEachTest() {
  beforeEach(() => {
    rs.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    rs.useRealTimers();
  });
}

/** Moves fake time on, then lets the effects it started finish. */
export async function advance(scope: Scope, ms: number) {
  await rs.advanceTimersByTimeAsync(ms);
  await allSettled(scope);
}

/** A console opened and connected, with what it was asked to do so far forgotten. */
export async function connectedSetup(options: SetupOptions = {}) {
  const context = setup(options);
  await open(context.scope);
  await report(context.scope, 'connected');
  context.calls.length = 0;
  return context;
}

/**
 * A console the class monitor opened (watching, in control, or as the monitor left it when `mode` is not given),
 * connected, the instructor signed in with the access token `token-9`.
 */
export async function connectedFromMonitor(mode?: ConsoleWatchMode) {
  const instructor = { classId: 'class-1', returnTo: '/classes/monitor?id=class-1', ...(mode ? { mode } : {}) };
  const context = setup({ chosen: { ...target, instructor } });
  await allSettled(identityAuthChanged, {
    scope: context.scope,
    params: { isAuthenticated: true, accessToken: 'token-9', idToken: '', refreshToken: '' },
  });
  await open(context.scope);
  await report(context.scope, 'connected');
  return context;
}
