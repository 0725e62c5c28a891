import { KEYBOARD_LAYOUT_NAMES, type KeyboardLayout, WATCHING_INSTRUCTOR_TYPING_REFUSAL } from '@academy/api';

/** The words of text typed into the machine through the server (Paste, and the manual's "Type into the console"). */

const count = (characters: number) => characters.toLocaleString('en-US');

/** Under the progress bar while the text is typed. */
export function typingProgressText(charactersTyped: number, characters: number): string {
  return `Typing… ${count(charactersTyped)} of ${count(characters)} characters`;
}

export function typingHeldText(pauseWords: string): string {
  return `Held: ${pauseWords}`;
}

export const TYPING_RESUMED_TEXT = 'The pause ended: typing goes on.';

export function typingDoneText(charactersTyped: number, layout: KeyboardLayout): string {
  return `Typed ${count(charactersTyped)} characters into the machine (${KEYBOARD_LAYOUT_NAMES[layout]} keyboard).`;
}

/** The server refused the text before sending any key: its own words ("€ cannot be typed on a US keyboard."). */
export function typingRefusedText(serverWords: string): string {
  return `Nothing was typed: ${serverWords}`;
}

/** The typing stopped part way: the characters typed before stay typed. */
export function typingStoppedText(charactersTyped: number, characters: number, why: string): string {
  return `Typing stopped after ${count(charactersTyped)} of ${count(characters)} characters: ${why}`;
}

export const TYPING_CONNECTION_LOST_TEXT = 'the connection to the server was lost.';

export const TYPING_UNREACHABLE_TEXT = 'Nothing was typed: the server could not be reached.';

export function typingCancelledText(charactersTyped: number, characters: number): string {
  return `Typing cancelled after ${count(charactersTyped)} of ${count(characters)} characters.`;
}

export const TYPING_BUSY_TEXT = 'Nothing was typed: the text before is still being typed. Wait for it, or cancel it.';

/** Paste's title for an instructor who watches without control (the server's own refusal). */
export const WATCHING_PASTE_TITLE = WATCHING_INSTRUCTOR_TYPING_REFUSAL;

/** Paste's title while the instructor's pause holds the student's screen: a paste waits for the pause to end. */
export const PAUSED_PASTE_TITLE =
  'Your instructor has paused the lab screens: what you paste is typed once they resume.';

export const PASTE_TITLE = "Type this computer's clipboard text into the machine, in the machine's keyboard layout";
