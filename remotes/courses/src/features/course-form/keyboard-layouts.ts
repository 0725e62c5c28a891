import {
  DEFAULT_KEYBOARD_LAYOUT,
  KEYBOARD_LAYOUT_NAMES,
  KEYBOARD_LAYOUTS,
  type KeyboardLayout,
  type MachineKeyboardLayout,
} from '@academy/api';

/** The guest keyboard layout of each machine that has one set in the form, by machine (vm). */
export type KeyboardLayoutsValues = Record<string, KeyboardLayout>;

/** Said under each machine's Keyboard layout select. */
export const KEYBOARD_LAYOUT_NOTE =
  'Paste and Type into the console type in this layout; students can change it for themselves.';

/** The select's choices, in the contract's order, named as people know them. */
export const KEYBOARD_LAYOUT_OPTIONS = KEYBOARD_LAYOUTS.map((layout) => ({
  label: KEYBOARD_LAYOUT_NAMES[layout],
  value: layout,
}));

/** The layouts of a course as the form starts with them; a course from a server older than typing has none. */
export function toKeyboardLayoutsValues(layouts: readonly MachineKeyboardLayout[] | undefined): KeyboardLayoutsValues {
  return Object.fromEntries((layouts ?? []).map(({ vm, layout }) => [vm, layout]));
}

/** A machine's layout; US for a machine the course sets none for. */
export function layoutOf(layouts: KeyboardLayoutsValues | undefined, vm: string): KeyboardLayout {
  return layouts?.[vm] ?? DEFAULT_KEYBOARD_LAYOUT;
}

/**
 * `keyboardLayouts` of the course's input: the chosen machines whose layout is not US, in the order of `vms`.
 * Always sent, so the save stores exactly what the form shows: a machine left out (US, or no longer chosen) types in US.
 */
export function toKeyboardLayoutsInput(
  layouts: KeyboardLayoutsValues | undefined,
  vms: readonly string[],
): MachineKeyboardLayout[] {
  return vms
    .map((vm) => ({ vm, layout: layoutOf(layouts, vm) }))
    .filter(({ layout }) => layout !== DEFAULT_KEYBOARD_LAYOUT);
}
