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

/**
 * Copy: the guest sends its clipboard (RFB ServerCutText, the SDK's copy event) when it changes while the console has
 * the keyboard. The browser lets a page write its clipboard in answer to a click, so the text the guest sent last is
 * written at once, in the click; then the console is grabbed for 500 ms (spec §9) so the guest hands over a newer
 * copy, which is written when the grab ends if it differs (the browser may refuse it by then: the student presses
 * Copy again).
 */
const copyStarted = sample({
  clock: copyClicked,
  source: { copying: $isCopying, connected: $isConnected, text: $guestClipboard },
  filter: ({ copying, connected }) => !copying && connected,
  fn: ({ text }) => text,
});
/** What Copy wrote in the click, to write after the grab only what came since. */
const $copiedInClick = createStore<string | null>(null)
  .on(copyStarted, (_, text) => text)
  .reset(consoleClosed);
sample({ clock: copyStarted, filter: Boolean, target: writeClipboardFx });
$isCopying.on(copyStarted, () => true).on(copyGrabTimeout.fired, () => false);
sample({ clock: copyStarted, target: grabFx });
sample({
  clock: copyStarted,
  fn: () => ({ delayMs: CONSOLE_COPY_GRAB_MS, payload: undefined }),
  target: copyGrabTimeout.start,
});
sample({ clock: copyGrabTimeout.fired, target: releaseFx });
const grabEnded = sample({
  clock: copyGrabTimeout.fired,
  source: { latest: $guestClipboard, copied: $copiedInClick },
});
sample({
  clock: grabEnded,
  filter: ({ latest, copied }) => !!latest && latest !== copied,
  fn: ({ latest }) => latest as string,
  target: writeClipboardFx,
});
$clipboardNotice
  .on(copyStarted, () => '')
  .on(
    sample({ clock: grabEnded, filter: ({ latest }) => !latest }),
    () => 'The machine has not sent any clipboard text yet.',
  )
  .on(writeClipboardFx.done, (_, { params }) => `Copied from the machine (${[...params].length} characters).`)
  .on(
    sample({ clock: writeClipboardFx.fail, source: $copiedInClick, fn: (copied, { params }) => params === copied }),
    (_, inClick) =>
      inClick
        ? 'The browser did not allow writing to its clipboard.'
        : "The machine's text came after the click, and the browser did not take it then: press Copy again.",
  );
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
