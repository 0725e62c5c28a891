import { signedOut } from '@academy/bus';
import { createEvent, createStore } from 'effector';

// The Action Definitions dialog.

export const helpClicked = createEvent();
export const helpClosed = createEvent();

export const $isHelpOpen = createStore(false)
  .on(helpClicked, () => true)
  .on(helpClosed, () => false)
  .reset(signedOut);
