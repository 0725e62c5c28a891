import { CONSOLE_COPY_GRAB_MS, createTimeout } from '@academy/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { readClipboardText, writeClipboardText } from '../browser-clipboard';
import { grabFx, releaseFx } from './adapter-commands';
import { consoleClosed, consoleOpened, guestClipboardReceived } from './console';
import { $isConnected } from './status';
import { $canType, typingReported, typingRequested } from './typing';

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

// Paste: the browser clipboard's text, typed by the server in the machine's layout (typing.ts). The clipboard read
// waits on the browser: what it answers goes only if text may still be typed then.
sample({ clock: pasteClicked, filter: $canType, target: readClipboardFx });
sample({
  clock: readClipboardFx.doneData,
  filter: (text) => text !== '',
  fn: (text) => ({ text, origin: 'paste' as const }),
  target: typingRequested,
});
$clipboardNotice
  .on(readClipboardFx, () => '')
  .on(
    sample({ clock: readClipboardFx.doneData, filter: (text) => text === '' }),
    () => 'The clipboard holds no text to paste.',
  )
  .on(readClipboardFx.fail, () => 'The browser did not allow reading its clipboard.')
  .on(sample({ clock: typingReported, filter: ({ origin }) => origin === 'paste' }), (_, { text }) => text);
