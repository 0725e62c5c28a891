import { expect, it } from '@rstest/core';
import { HID } from '../../domain/keyboard/hid-usages';
import { keyEventOf } from './guest-keys';

it('sends a key press as PutUsbScanCodes takes it: the usage above the keyboard page 7, Shift and AltGr as modifiers', () => {
  expect(keyEventOf({ usage: HID.a, shift: false, altGr: false })).toEqual({
    usbHidCode: 0x0004_0007,
    modifiers: { leftShift: false, rightAlt: false },
  });
  // US @: Shift+2.
  expect(keyEventOf({ usage: HID.digit2, shift: true, altGr: false })).toEqual({
    usbHidCode: 0x001f_0007,
    modifiers: { leftShift: true, rightAlt: false },
  });
  // German |: AltGr on the ISO key right of left Shift (usage 0x64).
  expect(keyEventOf({ usage: HID.nonUsBackslash, shift: false, altGr: true })).toEqual({
    usbHidCode: 0x0064_0007,
    modifiers: { leftShift: false, rightAlt: true },
  });
});
