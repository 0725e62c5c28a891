import { createEvent, sample } from 'effector';
import { enterFullScreenFx, sendCtrlAltDelFx } from './adapter-commands';
import { $canSendInput } from './input-pause';

// The toolbar buttons that hand one command straight to the console.

export const ctrlAltDelClicked = createEvent();
export const fullScreenClicked = createEvent();

sample({ clock: ctrlAltDelClicked, filter: $canSendInput, target: sendCtrlAltDelFx });
sample({ clock: fullScreenClicked, target: enterFullScreenFx });
