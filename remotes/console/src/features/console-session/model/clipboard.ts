import { CONSOLE_COPY_GRAB_MS, createTimeout } from '@academy/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { readClipboardText, writeClipboardText } from '../browser-clipboard';
import { grabFx, releaseFx, typeTextFx } from './adapter-commands';
import { consoleClosed, consoleOpened, guestClipboardReceived } from './console';
import { $canSendInput, $isInputPaused, INPUT_PAUSED_TEXT } from './input-pause';
import { $isConnected } from './status';

export const copyClicked = createEvent();
export const pasteClicked = createEvent();

/** Text the guest last put on its clipboard (RFB ServerCutText). */
export const $guestClipboard = createStore<string | null>(null)
  .on(guestClipboardReceived, (_, text) => text)
  .reset(consoleClosed);
/** The 500 ms grab of Copy is running. */
export const $isCopying = createStore(false).reset(consoleClosed);
/** What the last Copy or Paste did, for the user. */
export const $clipboardNotice = createStore('').reset(consoleOpened, consoleClosed);

export const readClipboardFx = createEffect(readClipboardText);
export const writeClipboardFx = createEffect(writeClipboardText);

const copyGrabTimeout = createTimeout();

// Copy: grab the console for 500 ms (the guest hands over its clipboard while it has the keyboard), release it,
// then put the guest's clipboard text into the browser's.
const copyStarted = sample({
  clock: copyClicked,
  source: { copying: $isCopying, connected: $isConnected },
  filter: ({ copying, connected }) => !copying && connected,
});
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
sample({ clock: consoleClosed, target: copyGrabTimeout.cancel });

// Paste: type the browser clipboard's text into the machine (the SDK has no clipboard sender).
sample({ clock: pasteClicked, filter: $canSendInput, target: readClipboardFx });
// The clipboard read waits on the browser: the console may have dropped or been paused meanwhile.
const clipboardRead = sample({
  clock: readClipboardFx.doneData,
  source: { canSend: $canSendInput, paused: $isInputPaused },
  fn: ({ canSend, paused }, text) => ({ canSend, paused, text }),
});
sample({
  clock: clipboardRead,
  filter: ({ canSend, text }) => canSend && text !== '',
  fn: ({ text }) => text,
  target: typeTextFx,
});
$clipboardNotice
  .on(clipboardRead, (_, { canSend, paused, text }) => {
    if (paused) return INPUT_PAUSED_TEXT;
    if (!canSend) return 'Nothing was typed: the console is not connected.';
    return text
      ? `Typed ${text.length} characters from the clipboard into the machine.`
      : 'The clipboard holds no text to paste.';
  })
  .on(readClipboardFx.fail, () => 'The browser did not allow reading its clipboard.');
