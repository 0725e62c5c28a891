import { expect, it } from '@rstest/core';
import { typedCharacters } from './typed-characters';

it('counts a character typed once all its key presses are sent: a dead key and its letter are one', () => {
  // German é is the dead ´ then e: two presses; a is one.
  const counted = typedCharacters('de', 'éaé');
  expect(counted.characters).toBe(3);
  expect([0, 1, 2, 3, 4, 5].map((keysSent) => counted.after(keysSent))).toEqual([0, 0, 1, 2, 2, 3]);
});
