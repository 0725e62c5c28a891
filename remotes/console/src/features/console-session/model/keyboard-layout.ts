import { createEffect, createEvent, createStore, sample } from 'effector';
import { type KeyboardLayoutId, readStoredKeyboardLayout, writeStoredKeyboardLayout } from '../keyboard-layouts';
import { setKeyboardLayoutFx } from './adapter-commands';

export const keyboardLayoutChosen = createEvent<KeyboardLayoutId>();

/** The machine's keyboard layout, remembered in this browser. */
export const $keyboardLayout = createStore<KeyboardLayoutId>(readStoredKeyboardLayout()).on(
  keyboardLayoutChosen,
  (_, layout) => layout,
);

const persistKeyboardLayoutFx = createEffect(writeStoredKeyboardLayout);

sample({ clock: keyboardLayoutChosen, target: [persistKeyboardLayoutFx, setKeyboardLayoutFx] });
