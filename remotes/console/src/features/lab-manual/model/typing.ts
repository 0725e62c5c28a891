import { createEvent, createStore, sample } from 'effector';
import { NOT_CONNECTED_TEXT, TYPING_STARTED_TEXT } from '../lib';
import { manualClosed } from './manual';

/**
 * 'Type into the console': a code block's text goes to the console, which has the server type it in the machine's
 * keyboard layout (the characters that layout lacks, the instructor's pause and the progress are said by the console,
 * through the page).
 */

export const codeTypeClicked = createEvent<string>();
/** Whether the console is connected (the page tells, from the console's own state). */
export const consoleConnectionChanged = createEvent<boolean>();
/** Text to type into the machine: the page hands it to the console. */
export const codeTyped = createEvent<string>();
/** What became of the text, in the console's words (the page tells). */
export const typingReportReceived = createEvent<string>();

export const $isConsoleConnected = createStore(false)
  .on(consoleConnectionChanged, (_, connected) => connected)
  .reset(manualClosed);
/** What the last click did, for the student. */
export const $typingNotice = createStore('').reset(manualClosed);

sample({ clock: codeTypeClicked, filter: $isConsoleConnected, target: codeTyped });

$typingNotice
  .on(codeTyped, () => TYPING_STARTED_TEXT)
  .on(
    sample({ clock: codeTypeClicked, filter: $isConsoleConnected.map((connected) => !connected) }),
    () => NOT_CONNECTED_TEXT,
  )
  .on(typingReportReceived, (_, text) => text);
