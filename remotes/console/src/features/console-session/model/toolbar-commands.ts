import { createEvent, sample } from 'effector';
import { enterFullScreenFx, sendCtrlAltDelFx } from './adapter-commands';
import { $isConnected } from './status';

// The toolbar buttons that hand one command straight to the console.

export const ctrlAltDelClicked = createEvent();
export const fullScreenClicked = createEvent();

sample({ clock: ctrlAltDelClicked, filter: $isConnected, target: sendCtrlAltDelFx });
sample({ clock: fullScreenClicked, target: enterFullScreenFx });
