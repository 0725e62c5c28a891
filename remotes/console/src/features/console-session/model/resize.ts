import { CONSOLE_RESIZE_DEBOUNCE_MS, createTimeout } from '@academy/api';
import { sample } from 'effector';
import { fitToContainerFx } from './adapter-commands';
import { consoleClosed, containerResized } from './console';

// Fit the console to its container once it has stopped changing size for 300 ms.

const resizeTimeout = createTimeout();

sample({
  clock: containerResized,
  fn: () => ({ delayMs: CONSOLE_RESIZE_DEBOUNCE_MS, payload: undefined }),
  target: resizeTimeout.start,
});
sample({ clock: resizeTimeout.fired, target: fitToContainerFx });
sample({ clock: consoleClosed, target: resizeTimeout.cancel });
