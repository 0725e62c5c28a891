import { createEffect, createEvent, createStore, sample } from 'effector';
import { clampPaneWidth } from '../lib';
import { readPaneSettings, readScrollPlace, writePaneSettings, writeScrollPlace } from '../pane-storage';
import { manualClosed, stepChosen } from './manual';

/** How the manual sits beside the console: its width, hidden or shown, the tab on a phone, the scroll. */

export const paneResized = createEvent<number>();
export const hideClicked = createEvent();
export const showClicked = createEvent();
/** Under 640 px the console and the manual are tabs. */
export const tabChosen = createEvent<'console' | 'manual'>();
export const manualScrolled = createEvent<{ step: number; top: number }>();

const initial = readPaneSettings();

/** The manual's share of the width, in percent. */
export const $paneWidth = createStore(initial.width, { serialize: 'ignore' }).on(paneResized, (_, width) =>
  clampPaneWidth(width),
);
export const $isPaneHidden = createStore(initial.hidden, { serialize: 'ignore' })
  .on(hideClicked, () => true)
  .on(showClicked, () => false);
export const $tab = createStore<'console' | 'manual'>('console')
  .on(tabChosen, (_, tab) => tab)
  .reset(manualClosed);

/** How far the student had scrolled which step, for the manual to go back there after a reload. */
export const $scrollPlace = createStore(readScrollPlace(), { serialize: 'ignore' })
  .on(manualScrolled, (_, place) => place)
  .on(stepChosen, (_, step) => ({ step, top: 0 }));

export const writePaneSettingsFx = createEffect(writePaneSettings);
export const writeScrollPlaceFx = createEffect(writeScrollPlace);

sample({
  clock: [paneResized, hideClicked, showClicked],
  source: { width: $paneWidth, hidden: $isPaneHidden },
  target: writePaneSettingsFx,
});
sample({ clock: $scrollPlace.updates, filter: Boolean, target: writeScrollPlaceFx });
