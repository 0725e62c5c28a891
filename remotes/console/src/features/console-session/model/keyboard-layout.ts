import { DEFAULT_KEYBOARD_LAYOUT, KEYBOARD_LAYOUT_NAMES, type KeyboardLayout } from '@academy/api';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type LayoutChoices, readStoredLayoutChoices, writeStoredLayoutChoices } from '../keyboard-layouts';
import { setKeyboardLayoutFx } from './adapter-commands';
import { $target } from './target';
import { requestTicketFx } from './ticket';

/**
 * The machine's keyboard layout: the one its course sets, unless the student chose another for this machine (in
 * this browser). The server types text in it; the console maps the keys typed by hand with it.
 */

/** A layout chosen for the machine shown, or null to go back to its course's. */
export const keyboardLayoutChosen = createEvent<KeyboardLayout | null>();
/** The server typed a text in the course machine's layout (none was asked for): this is it. */
export const courseLayoutTold = createEvent<{ vm: string; layout: KeyboardLayout }>();

/** Each machine's layout chosen in this browser, by the machine's id. */
export const $layoutChoices = createStore<LayoutChoices>(readStoredLayoutChoices(), { serialize: 'ignore' });
/** Each machine's course layout, as the server has told it on this visit (typing in it, or a ticket of /view's). */
const $courseLayouts = createStore<LayoutChoices>({})
  .on(courseLayoutTold, (layouts, { vm, layout }) => ({ ...layouts, [vm]: layout }))
  .on(requestTicketFx.doneData, (layouts, { vm, keyboardLayout }) =>
    keyboardLayout ? { ...layouts, [vm]: keyboardLayout } : layouts,
  );

/** The layout chosen for the machine shown; null: its course's. */
export const $layoutChoice = combine($layoutChoices, $target, (choices, target) =>
  target ? (choices[target.vm] ?? null) : null,
);
/**
 * The course's layout of the machine shown: as the server told it last, else as the lab's ticket said it (with the
 * target); null while neither has (an older server or lab).
 */
export const $courseLayout = combine($courseLayouts, $target, (layouts, target) =>
  target ? (layouts[target.vm] ?? target.keyboardLayout ?? null) : null,
);
/** The select's name for the course's layout: "The course's (German)", or "The course's" while it is not known. */
export const $courseLayoutLabel = $courseLayout.map((course) =>
  course ? `The course's (${KEYBOARD_LAYOUT_NAMES[course]})` : "The course's",
);
/** The layout the machine is typed in: the chosen one, else the course's (US while it is not known). */
export const $keyboardLayout = combine(
  $layoutChoice,
  $courseLayout,
  (choice, course): KeyboardLayout => choice ?? course ?? DEFAULT_KEYBOARD_LAYOUT,
);

const choiceMade = sample({
  clock: keyboardLayoutChosen,
  source: { choices: $layoutChoices, target: $target },
  filter: ({ target }) => target !== null,
  fn: ({ choices, target }, layout): LayoutChoices => {
    const vm = target?.vm ?? '';
    const { [vm]: _previous, ...others } = choices;
    return layout ? { ...others, [vm]: layout } : others;
  },
});
$layoutChoices.on(choiceMade, (_, choices) => choices);

const persistLayoutChoicesFx = createEffect(writeStoredLayoutChoices);
sample({ clock: choiceMade, target: persistLayoutChoicesFx });
sample({ clock: $keyboardLayout.updates, target: setKeyboardLayoutFx });
