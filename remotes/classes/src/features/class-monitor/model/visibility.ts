import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { isPageVisible, watchPageVisibility } from '../page-visibility';
import { monitorClosed, monitorOpened } from './labs';

/** The browser tab of the monitor, watched while the monitor shows: nothing is worth fetching for a hidden tab. */

export const tabHidden = createEvent();
export const tabShown = createEvent();

/** Starts watching the tab; its changes come back into the scope that opened the monitor. */
export const watchTabFx = createEffect((): { isVisible: boolean; stop: () => void } => {
  const hidden = scopeBind(tabHidden, { safe: true });
  const shown = scopeBind(tabShown, { safe: true });
  const stop = watchPageVisibility((isVisible) => (isVisible ? shown() : hidden()));
  return { isVisible: isPageVisible(), stop };
});
export const unwatchTabFx = createEffect((stop: () => void) => stop());

const $stopWatching = createStore<(() => void) | null>(null, { serialize: 'ignore' })
  .on(watchTabFx.doneData, (_, { stop }) => stop)
  .reset(unwatchTabFx);

export const $isTabHidden = createStore(false)
  .on(watchTabFx.doneData, (_, { isVisible }) => !isVisible)
  .on(tabHidden, () => true)
  .on(tabShown, () => false)
  .reset(monitorClosed);

// One watch, while a monitor shows: another class's monitor ends the one before.
sample({ clock: [monitorOpened, monitorClosed], source: $stopWatching, filter: Boolean, target: unwatchTabFx });
sample({ clock: monitorOpened, target: watchTabFx });
