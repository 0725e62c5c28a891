import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import {
  $consoleTarget,
  CONSOLE_COPY_GRAB_MS,
  CONSOLE_RECONNECT_MS,
  CONSOLE_REPLACED_CLOSE_CODE,
  CONSOLE_RESIZE_DEBOUNCE_MS,
  createTimeout,
  type ConsoleTarget,
} from '@academy/contracts';
import { $studentApi, fetchConsoleTicket } from '@academy/auth';
import * as api from './api';
import type { ConsoleAdapter, ConsoleStateChange } from './console-adapter';
import { readStoredKeyboardLayout, writeStoredKeyboardLayout, type KeyboardLayoutId } from './keyboard-layouts';
import {
  CONSOLE_CONNECT_TIMEOUT_MS,
  CONSOLE_LOAD_FAILED_TEXT,
  CONSOLE_TIMEOUT_TEXT,
  dropReasonOf,
  isFinalTicketError,
  statusTextOf,
  ticketErrorTextOf,
  type ConsoleStatus,
} from './lib';
import { createWmksConsole } from './wmks-adapter';

// ---------------------------------------------------------------------------------------------------------------
// Events: what the page, the user and the console (through the adapter) did.

/** The console's container is on the page (/view opened with a target). */
export const consoleOpened = createEvent<{ container: HTMLElement }>();
/** The user left /view: disconnect and destroy everything. */
export const consoleLeft = createEvent();

export const connectionStateChanged = createEvent<ConsoleStateChange>();
export const connectionErrored = createEvent<string>();
export const guestClipboardReceived = createEvent<string>();
export const containerResized = createEvent();

export const copyClicked = createEvent();
export const pasteClicked = createEvent();
export const ctrlAltDelClicked = createEvent();
export const fullScreenClicked = createEvent();
export const keyboardLayoutChosen = createEvent<KeyboardLayoutId>();

/** An attempt to connect starts (the first one, or a reconnect after the timer). */
const attemptStarted = createEvent();
/** The current connection or attempt failed; `final` stops reconnecting. */
const connectionFailed = createEvent<{ reason: string; final?: boolean }>();

// ---------------------------------------------------------------------------------------------------------------
// Stores.

/**
 * Where the connection stands: `opening` an attempt is under way, `open` connected, `waiting` for the reconnect
 * timer, `stopped` failed for good. The SDK's own disconnect() reports nothing, so this is the intent that
 * decides whether a `disconnected` is a drop to recover from.
 */
type Phase = 'idle' | 'opening' | 'open' | 'waiting' | 'stopped';
const $phase = createStore<Phase>('idle');

/** Which opening of /view this is: an SDK load that ends after the user left belongs to an older one. */
const $session = createStore(0)
  .on(consoleOpened, (session) => session + 1)
  .on(consoleLeft, (session) => session + 1);

const $container = createStore<HTMLElement | null>(null, { serialize: 'ignore' })
  .on(consoleOpened, (_, { container }) => container)
  .reset(consoleLeft);

/** The console on the page, once the SDK has loaded. */
export const $adapter = createStore<ConsoleAdapter | null>(null, { serialize: 'ignore' });

/** Reconnect attempt under way or waited for since the connection was lost (0 while connected). */
export const $attempt = createStore(0);
/** Reason of the last failure ('' when none). */
export const $connectionError = createStore('');
/** The console address already used: tickets work once, so a second use needs a fresh one. */
const $spentTicketUrl = createStore<string | null>(null);

/** Text the guest last put on its clipboard (RFB ServerCutText). */
export const $guestClipboard = createStore<string | null>(null)
  .on(guestClipboardReceived, (_, text) => text)
  .reset(consoleLeft);
/** The 500 ms grab of Copy is running. */
export const $isCopying = createStore(false).reset(consoleLeft);
/** What the last Copy or Paste did, for the user. */
export const $clipboardNotice = createStore('').reset(consoleOpened, consoleLeft);

export const $keyboardLayout = createStore<KeyboardLayoutId>(readStoredKeyboardLayout()).on(
  keyboardLayoutChosen,
  (_, layout) => layout,
);

export const $status = combine($phase, $attempt, (phase, attempt): ConsoleStatus => {
  switch (phase) {
    case 'idle':
      return 'idle';
    case 'opening':
      return attempt === 0 ? 'connecting' : 'reconnecting';
    case 'open':
      return 'connected';
    case 'waiting':
      return 'reconnecting';
    case 'stopped':
      return 'failed';
  }
});
export const $isConnected = $status.map((status) => status === 'connected');
/** The screen shows the last picture of a connection that is gone. */
export const $isScreenStale = $status.map((status) => status === 'reconnecting' || status === 'failed');

export const $statusText = combine(
  { status: $status, attempt: $attempt, error: $connectionError, target: $consoleTarget },
  ({ status, attempt, error, target }) => statusTextOf({ status, attempt, error, name: target?.name ?? 'the machine' }),
);

// ---------------------------------------------------------------------------------------------------------------
// Effects.

/** Loads the SDK and creates the console; what it reports comes back into this scope as events. */
export const createConsoleFx = createEffect(
  async ({ container, keyboardLayout }: { container: HTMLElement; keyboardLayout: KeyboardLayoutId; session: number }) =>
    createWmksConsole({
      container,
      keyboardLayout,
      callbacks: {
        stateChanged: scopeBind(connectionStateChanged, { safe: true }),
        errored: scopeBind(connectionErrored, { safe: true }),
        clipboardReceived: scopeBind(guestClipboardReceived, { safe: true }),
        resized: scopeBind(containerResized, { safe: true }),
      },
    }),
);

/** Destroys the console of this visit (the user left). */
const closeConsoleFx = createEffect((adapter: ConsoleAdapter | null) => adapter?.destroy());
/** Destroys a console created for a visit that is already over. */
const destroyStaleConsoleFx = createEffect((adapter: ConsoleAdapter) => adapter.destroy());

export const requestTicketFx = createEffect(fetchConsoleTicket);
const fetchTicketFx = attach({
  source: $studentApi,
  effect: requestTicketFx,
  mapParams: ({ vm }: { vm: string; session: number }, studentApi) => ({ ...studentApi, vm }),
});

/** Runs one adapter call, if there is a console. */
function adapterFx<P = void>(call: (adapter: ConsoleAdapter, params: P) => void) {
  return attach({
    source: $adapter,
    effect: createEffect(({ adapter, params }: { adapter: ConsoleAdapter | null; params: P }) => {
      if (adapter) call(adapter, params);
    }),
    mapParams: (params: P, adapter) => ({ adapter, params }),
  });
}

const connectFx = adapterFx<string>((adapter, url) => adapter.connect(url));
const grabFx = adapterFx((adapter) => adapter.grab());
const releaseFx = adapterFx((adapter) => adapter.release());
const typeTextFx = adapterFx<string>((adapter, text) => adapter.typeText(text));
const sendCtrlAltDelFx = adapterFx((adapter) => adapter.sendCtrlAltDel());
const enterFullScreenFx = adapterFx((adapter) => adapter.enterFullScreen());
const fitToContainerFx = adapterFx((adapter) => adapter.fitToContainer());
const setKeyboardLayoutFx = adapterFx<KeyboardLayoutId>((adapter, layout) => adapter.setKeyboardLayout(layout));

export const readClipboardFx = createEffect(api.readClipboardText);
export const writeClipboardFx = createEffect(api.writeClipboardText);
const persistKeyboardLayoutFx = createEffect(writeStoredKeyboardLayout);

export const logFx = createEffect(({ text, isError }: { text: string; isError: boolean }) => {
  if (isError) console.error(`[console] ${text}`);
  else console.info(`[console] ${text}`);
});

const reconnectTimeout = createTimeout();
const connectTimeout = createTimeout();
const resizeTimeout = createTimeout();
const copyGrabTimeout = createTimeout();

// ---------------------------------------------------------------------------------------------------------------
// Opening and leaving.

const openedWithTarget = sample({ clock: consoleOpened, filter: $consoleTarget.map(Boolean) });
$phase.on(openedWithTarget, () => 'opening').reset(consoleLeft);
$attempt.reset(consoleOpened, consoleLeft);
$connectionError.reset(consoleOpened, consoleLeft);
sample({ clock: openedWithTarget, target: attemptStarted });

// The target went away while the console is open (signed out): close it like leaving.
sample({
  clock: $consoleTarget,
  source: $phase,
  filter: (phase, target) => phase !== 'idle' && target === null,
  target: consoleLeft,
});

// Read before anything resets: a store reset by consoleLeft itself would already read null here.
sample({ clock: consoleLeft, source: $adapter, target: closeConsoleFx });
$adapter.reset(closeConsoleFx);
sample({
  clock: consoleLeft,
  target: [reconnectTimeout.cancel, connectTimeout.cancel, resizeTimeout.cancel, copyGrabTimeout.cancel],
});

// ---------------------------------------------------------------------------------------------------------------
// One attempt: the console (loaded once per visit), a ticket, the WebSocket.

sample({
  clock: attemptStarted,
  source: { adapter: $adapter, container: $container, keyboardLayout: $keyboardLayout, session: $session },
  filter: ({ adapter, container }) => adapter === null && container !== null,
  fn: ({ container, keyboardLayout, session }) => ({ container: container as HTMLElement, keyboardLayout, session }),
  target: createConsoleFx,
});

const consoleCreated = sample({
  clock: createConsoleFx.done,
  source: $session,
  filter: (session, { params }) => params.session === session,
  fn: (_, { result }) => result,
});
$adapter.on(consoleCreated, (_, adapter) => adapter);

// Created for a visit that is over: destroy it at once.
sample({
  clock: createConsoleFx.done,
  source: $session,
  filter: (session, { params }) => params.session !== session,
  fn: (_, { result }) => result,
  target: destroyStaleConsoleFx,
});

sample({
  clock: createConsoleFx.fail,
  source: $session,
  filter: (session, { params }) => params.session === session,
  fn: () => ({ reason: CONSOLE_LOAD_FAILED_TEXT }),
  target: connectionFailed,
});

/** The console exists: get an address for it. */
const addressNeeded = sample({
  clock: [consoleCreated, sample({ clock: attemptStarted, source: $adapter, filter: Boolean })],
  source: { target: $consoleTarget, spent: $spentTicketUrl, session: $session },
  filter: ({ target }) => target !== null,
  fn: ({ target, spent, session }) => ({ target: target as ConsoleTarget, spent, session }),
});

// The lab's ticket is used for the first connection; every later one asks for a fresh ticket.
const addressReady = createEvent<string>();
sample({
  clock: addressNeeded,
  filter: ({ target, spent }) => target.wmksUrl !== spent,
  fn: ({ target }) => target.wmksUrl,
  target: addressReady,
});
sample({
  clock: addressNeeded,
  filter: ({ target, spent }) => target.wmksUrl === spent,
  fn: ({ target, session }) => ({ vm: target.vm, session }),
  target: fetchTicketFx,
});
/** Still the attempt the ticket was asked for (the user has not left, maybe to come back, meanwhile). */
const $currentAttempt = combine({ phase: $phase, session: $session });
sample({
  clock: fetchTicketFx.done,
  source: $currentAttempt,
  filter: ({ phase, session }, { params }) => phase === 'opening' && session === params.session,
  fn: (_, { result }) => result.ticket,
  target: addressReady,
});
sample({
  clock: fetchTicketFx.fail,
  source: $currentAttempt,
  filter: ({ phase, session }, { params }) => phase === 'opening' && session === params.session,
  fn: (_, { error }) => ({ reason: ticketErrorTextOf(error), final: isFinalTicketError(error) }),
  target: connectionFailed,
});

$spentTicketUrl.on(addressReady, (_, url) => url);
sample({
  clock: addressReady,
  source: $phase,
  filter: (phase) => phase === 'opening',
  fn: (_, url) => url,
  target: connectFx,
});
sample({
  clock: addressReady,
  fn: () => ({ delayMs: CONSOLE_CONNECT_TIMEOUT_MS, payload: undefined }),
  target: connectTimeout.start,
});
sample({
  clock: connectTimeout.fired,
  source: $phase,
  filter: (phase) => phase === 'opening',
  fn: () => ({ reason: CONSOLE_TIMEOUT_TEXT }),
  target: connectionFailed,
});

// ---------------------------------------------------------------------------------------------------------------
// What the console reports.

const connected = sample({
  clock: connectionStateChanged,
  source: $phase,
  filter: (phase, { state }) => phase === 'opening' && state === 'connected',
});
$phase.on(connected, () => 'open');
$attempt.reset(connected);
$connectionError.reset(connected);
sample({ clock: connected, target: [connectTimeout.cancel, fitToContainerFx] });

sample({
  clock: connectionStateChanged,
  filter: ({ state }) => state === 'disconnected',
  fn: (change) => ({ reason: dropReasonOf(change), final: change.code === CONSOLE_REPLACED_CLOSE_CODE }),
  target: connectionFailed,
});
sample({ clock: connectionErrored, fn: (reason) => ({ reason }), target: connectionFailed });

// A failure counts once (an error is usually followed by `disconnected`), and only while a connection is wanted.
const failed = sample({
  clock: connectionFailed,
  source: $phase,
  filter: (phase) => phase === 'opening' || phase === 'open',
  fn: (_, failure) => failure,
});
$connectionError.on(failed, (_, { reason }) => reason);
$phase.on(failed, (_, { final }) => (final ? 'stopped' : 'waiting'));
$attempt.on(failed, (attempt, { final }) => (final ? attempt : attempt + 1));
sample({ clock: failed, target: connectTimeout.cancel });
sample({
  clock: failed,
  filter: ({ final }) => !final,
  fn: () => ({ delayMs: CONSOLE_RECONNECT_MS, payload: undefined }),
  target: reconnectTimeout.start,
});

const reconnectDue = sample({ clock: reconnectTimeout.fired, source: $phase, filter: (phase) => phase === 'waiting' });
$phase.on(reconnectDue, () => 'opening');
sample({ clock: reconnectDue, target: attemptStarted });

// ---------------------------------------------------------------------------------------------------------------
// Resize: fit the console to its container once it has stopped changing size for 300 ms.

sample({
  clock: containerResized,
  fn: () => ({ delayMs: CONSOLE_RESIZE_DEBOUNCE_MS, payload: undefined }),
  target: resizeTimeout.start,
});
sample({ clock: resizeTimeout.fired, target: fitToContainerFx });

// ---------------------------------------------------------------------------------------------------------------
// Toolbar.

// Copy: grab the console for 500 ms (the guest hands over its clipboard while it has the keyboard), release it,
// then put the guest's clipboard text into the browser's.
const copyStarted = sample({ clock: copyClicked, source: { copying: $isCopying, connected: $isConnected }, filter: ({ copying, connected }) => !copying && connected });
$isCopying.on(copyStarted, () => true).on(copyGrabTimeout.fired, () => false);
sample({ clock: copyStarted, target: grabFx });
sample({
  clock: copyStarted,
  fn: () => ({ delayMs: CONSOLE_COPY_GRAB_MS, payload: undefined }),
  target: copyGrabTimeout.start,
});
sample({ clock: copyGrabTimeout.fired, target: releaseFx });
sample({ clock: copyGrabTimeout.fired, source: $guestClipboard, filter: Boolean, target: writeClipboardFx });
$clipboardNotice
  .on(
    sample({ clock: copyGrabTimeout.fired, source: $guestClipboard, filter: (text) => !text }),
    () => 'The machine has not sent any clipboard text yet.',
  )
  .on(writeClipboardFx.done, (_, { params }) => `Copied from the machine: ${params}`)
  .on(writeClipboardFx.fail, () => 'The browser did not allow writing to its clipboard.');

// Paste: type the browser clipboard's text into the machine (the SDK has no clipboard sender).
sample({ clock: pasteClicked, filter: $isConnected, target: readClipboardFx });
sample({
  clock: readClipboardFx.doneData,
  source: $isConnected,
  filter: (isConnected, text) => isConnected && text !== '',
  fn: (_, text) => text,
  target: typeTextFx,
});
$clipboardNotice
  .on(readClipboardFx.doneData, (_, text) =>
    text ? `Typed ${text.length} characters from the clipboard into the machine.` : 'The clipboard holds no text to paste.',
  )
  .on(readClipboardFx.fail, () => 'The browser did not allow reading its clipboard.');

sample({ clock: ctrlAltDelClicked, filter: $isConnected, target: sendCtrlAltDelFx });
sample({ clock: fullScreenClicked, target: enterFullScreenFx });

sample({ clock: keyboardLayoutChosen, target: [persistKeyboardLayoutFx, setKeyboardLayoutFx] });

// ---------------------------------------------------------------------------------------------------------------
// The spec reports connection state only in the browser log; the page shows it too. Every change is logged.

sample({
  clock: attemptStarted,
  source: { attempt: $attempt, target: $consoleTarget },
  fn: ({ attempt, target }) => ({
    text: attempt === 0 ? `Connecting to ${target?.name}.` : `Reconnecting to ${target?.name} (attempt ${attempt}).`,
    isError: false,
  }),
  target: logFx,
});
sample({
  clock: connected,
  source: $consoleTarget,
  fn: (target) => ({ text: `Connected to ${target?.name}.`, isError: false }),
  target: logFx,
});
sample({
  clock: failed,
  source: $attempt,
  fn: (attempt, { reason, final }) => ({
    text: final
      ? `Connection failed: ${reason} Not reconnecting.`
      : `Connection failed: ${reason} Reconnecting in ${CONSOLE_RECONNECT_MS} ms (attempt ${attempt}).`,
    isError: true,
  }),
  target: logFx,
});
sample({
  clock: closeConsoleFx.done,
  filter: ({ params }) => params !== null,
  fn: () => ({ text: 'Console closed.', isError: false }),
  target: logFx,
});
