import { createEvent, createStore, sample } from 'effector';
import { classroom } from '@/shared/model/classroom';
import { keysTextOf, NOT_CONNECTED_TEXT, PAUSED_TEXT, typedText, untypableCharacters, untypableText } from '../lib';
import { manualClosed } from './manual';

/**
 * 'Type into the console': a code block's text goes to the machine as keys, if every character has a key and the
 * class's screens are not paused ('Pause screens': the server drops the keys, so nothing may claim to have typed them).
 */

export const codeTypeClicked = createEvent<string>();
/** Whether the console is connected (the page tells, from the console's own state). */
export const consoleConnectionChanged = createEvent<boolean>();
/** Text to type into the machine: the page hands it to the console. */
export const codeTyped = createEvent<string>();

export const $isConsoleConnected = createStore(false)
  .on(consoleConnectionChanged, (_, connected) => connected)
  .reset(manualClosed);
/** What the last click did, for the student. */
export const $typingNotice = createStore('').reset(manualClosed);

const clicked = sample({
  clock: codeTypeClicked,
  source: { connected: $isConsoleConnected, paused: classroom.screens.$isPaused },
  fn: ({ connected, paused }, text) => ({
    connected,
    paused,
    keys: keysTextOf(text),
    untypable: untypableCharacters(text),
  }),
});
const accepted = sample({
  clock: clicked,
  filter: ({ connected, paused, untypable }) => connected && !paused && untypable.length === 0,
});
sample({ clock: accepted, fn: ({ keys }) => keys, target: codeTyped });

$typingNotice
  .on(accepted, (_, { keys }) => typedText(keys.length))
  .on(sample({ clock: clicked, filter: ({ untypable }) => untypable.length > 0 }), (_, { untypable }) =>
    untypableText(untypable),
  )
  .on(
    sample({ clock: clicked, filter: ({ connected, untypable }) => !connected && untypable.length === 0 }),
    () => NOT_CONNECTED_TEXT,
  )
  .on(
    sample({
      clock: clicked,
      filter: ({ connected, paused, untypable }) => connected && paused && untypable.length === 0,
    }),
    () => PAUSED_TEXT,
  );
