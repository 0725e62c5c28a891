import { createEffect, createEvent, sample } from 'effector';
import { RELEASE_BUTTON_ID } from '../lib';
import { releaseFx } from './adapter-commands';
import { releaseKeysPressed } from './console';

/**
 * The console takes every key while it has focus, Tab and Escape too (WCAG 2.1.2). The release keys and the
 * 'Release keyboard' button take the keyboard back and put focus on that button, between the toolbar and the
 * console; focusing the console again (a click, or Tab from the button) gives it the keyboard again.
 */

export const releaseKeyboardClicked = createEvent();

export const focusReleaseButtonFx = createEffect(() => document.getElementById(RELEASE_BUTTON_ID)?.focus());

sample({ clock: [releaseKeysPressed, releaseKeyboardClicked], target: [releaseFx, focusReleaseButtonFx] });
