import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { RELEASE_BUTTON_ID } from '../lib';
import { connectedSetup, fakeTimersAndEmptyStorageEachTest } from '../testing/session-scope';
import { releaseKeyboardClicked, releaseKeysPressed } from './index';

describe('console-session model: releasing the keyboard', () => {
  fakeTimersAndEmptyStorageEachTest();

  for (const [how, event] of [
    ['the release keys', releaseKeysPressed],
    ['the Release keyboard button', releaseKeyboardClicked],
  ] as const) {
    it(`${how} take the keyboard from the console and put focus on the button`, async () => {
      const button = document.createElement('button');
      button.id = RELEASE_BUTTON_ID;
      document.body.append(button);
      const { scope, calls } = await connectedSetup();
      await allSettled(event, { scope });
      expect(calls).toEqual(['release']);
      expect(document.activeElement).toBe(button);
      button.remove();
    });
  }
});
